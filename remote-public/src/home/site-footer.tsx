import { LazyQrCodeCard } from './lazy-widgets';
import { NEWS_CATEGORY, type NewsItem, useRequest, useTranslation } from '@exchange/shared';

import { Link as RouterLink } from '@exchange/shared/router';
import { Box, Link, Typography } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { fetchNews, noticeHref, type Settings } from './home-api';

export const FOOTER_TITLES_PER_COLUMN = 3;

const COLUMNS = [
  { categoryId: NEWS_CATEGORY.footerFirst, key: 'about' },
  { categoryId: NEWS_CATEGORY.footerSecond, key: 'services' },
  { categoryId: NEWS_CATEGORY.footerThird, key: 'support' },
] as const;

const fetchColumns = (): Promise<NewsItem[][]> =>
  Promise.all(COLUMNS.map(({ categoryId }) => fetchNews(categoryId, FOOTER_TITLES_PER_COLUMN)));

/** Footer: three columns of up to 3 titles (categories 4/5/6), contacts when set, service QR. */
export const SiteFooter = ({ settings }: { settings: Settings }): ReactElement => {
  const { t } = useTranslation('public');
  const columns = useRequest(fetchColumns, []);
  const contactMobile = settings.contact_mobile ?? '';
  const contactEmail = settings.contact_email ?? '';
  const serviceUrl = settings.service_url ?? '';
  return (
    <Box
      component="footer"
      data-testid="site-footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        px: { xs: 2, md: '10%' },
        py: 5,
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
      }}
    >
      {COLUMNS.map((column, index) => (
        <Box
          key={column.key}
          component="nav"
          aria-label={t(`home.footer.${column.key}`)}
          data-testid="footer-column"
        >
          <Typography variant="subtitle2" component="h2" gutterBottom>
            {t(`home.footer.${column.key}`)}
          </Typography>
          {(columns.data?.[index] ?? []).slice(0, FOOTER_TITLES_PER_COLUMN).map((item) => (
            <Link
              key={item.id}
              component={RouterLink}
              to={noticeHref(item)}
              color="text.secondary"
              underline="hover"
              variant="body2"
              sx={{ display: 'block', py: 0.5 }}
            >
              {item.title}
            </Link>
          ))}
        </Box>
      ))}
      <Box data-testid="footer-contact">
        <Typography variant="subtitle2" component="h2" gutterBottom>
          {t('home.footer.contact')}
        </Typography>
        {/* Not in a news column: those hold at most three article titles. */}
        <Link
          component={RouterLink}
          to="/book"
          color="text.secondary"
          underline="hover"
          variant="body2"
          data-testid="footer-help-centre"
          sx={{ display: 'block', py: 0.5 }}
        >
          {t('home.footer.helpCentre')}
        </Link>
        {contactMobile ? (
          <Typography variant="body2" color="text.secondary">
            {t('home.footer.mobile')}:{' '}
            <Link href={`tel:${contactMobile.replace(/\s+/g, '')}`} color="inherit">
              {contactMobile}
            </Link>
          </Typography>
        ) : undefined}
        {contactEmail ? (
          <Typography variant="body2" color="text.secondary">
            {t('home.footer.email')}:{' '}
            <Link href={`mailto:${contactEmail}`} color="inherit">
              {contactEmail}
            </Link>
          </Typography>
        ) : undefined}
      </Box>
      {serviceUrl ? (
        <LazyQrCodeCard
          value={serviceUrl}
          size={96}
          testId="service-qr"
          label={t('home.footer.serviceQr')}
          caption={t('home.footer.onlineService')}
        />
      ) : undefined}
    </Box>
  );
};
