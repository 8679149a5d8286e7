import { useRequest, useTranslation } from '@exchange/shared';
import { Link as RouterLink } from '@exchange/shared/router';
import { EmptyState } from '@exchange/shared/ui';
import { Box, Button, Link, Skeleton, Typography } from '@exchange/shared/ui-kit';
import { TextField } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { noticeHref } from '../home/home-api';
import { PAGES_NAMESPACE } from '../page-texts/page-texts';
import { fetchHelpSections, type HelpSection } from './book-api';
import { matchesSearch } from './book-rule';

const SKELETON_SECTIONS = 3;

const SectionList = ({ section }: { section: HelpSection }): ReactElement => (
  <Box
    component="section"
    aria-labelledby={`help-${section.category.id}`}
    data-testid="help-section"
  >
    <Typography id={`help-${section.category.id}`} variant="h6" component="h2" gutterBottom>
      {section.category.name}
    </Typography>
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {section.articles.map((article) => (
        <Box component="li" key={article.id} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Link
            component={RouterLink}
            to={noticeHref(article)}
            underline="hover"
            color="text.primary"
            data-testid="help-article"
            sx={{ display: 'block', py: 1.5, minHeight: 24 }}
          >
            {article.title}
          </Link>
        </Box>
      ))}
    </Box>
  </Box>
);

/**
 * /book, the help centre (docs/product.md#help-centre): the guides, support and policy articles
 * grouped by category, with a search over their titles and text; each opens on /notice.
 */
export const BookPage = (): ReactElement => {
  const { t, i18n } = useTranslation(PAGES_NAMESPACE);
  const [query, setQuery] = useState('');
  // Category names and articles follow the page language: asked again when it changes.
  const sections = useRequest(fetchHelpSections, [i18n.language]);
  const shown = (sections.data ?? [])
    .map((section) => ({
      ...section,
      articles: section.articles.filter((item) => matchesSearch(item, query, i18n.language)),
    }))
    .filter((section) => section.articles.length > 0);

  let body: ReactElement;
  if (sections.status === 'loading') {
    body = (
      <Box aria-busy="true" data-testid="help-loading">
        {Array.from({ length: SKELETON_SECTIONS }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={120} sx={{ mb: 2 }} />
        ))}
      </Box>
    );
  } else if (sections.status === 'failed') {
    body = (
      <EmptyState
        message={t('book.failed')}
        action={
          <Button variant="outlined" size="small" onClick={sections.reload}>
            {t('book.retry')}
          </Button>
        }
      />
    );
  } else if ((sections.data ?? []).length === 0) {
    body = <EmptyState message={t('book.empty')} />;
  } else if (shown.length === 0) {
    body = <EmptyState message={t('book.noMatch', { query: query.trim() })} />;
  } else {
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(240px, 1fr))' },
        }}
      >
        {shown.map((section) => (
          <SectionList key={section.category.id} section={section} />
        ))}
      </Box>
    );
  }

  return (
    <Box data-testid="book-page">
      <Typography variant="h4" component="h1" gutterBottom>
        {t('book.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('book.intro')}
      </Typography>
      <TextField
        type="search"
        fullWidth
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        label={t('book.search')}
        slotProps={{ htmlInput: { 'data-testid': 'help-search' } }}
        sx={{ mb: 4, maxWidth: 560 }}
      />
      {body}
    </Box>
  );
};
