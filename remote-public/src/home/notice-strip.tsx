import { NEWS_CATEGORY, useRequest, useTranslation } from '@exchange/shared';
import { Link as RouterLink } from '@exchange/shared/router';
import { Box, CampaignOutlinedIcon as CampaignOutlined, Link } from '@exchange/shared/ui-kit';
import { useEffect, useState, type ReactElement } from 'react';
import { loadHomeNotices, noticeHref } from './home-api';

const ROTATE_MS = 4000;
/** One line of body text, 12 px above and below and the bottom border. */
const STRIP_HEIGHT = 49;
const STRIP_SX = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  px: { xs: 2, md: '10%' },
  py: 1.5,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** Notice strip from news category 3: one title at a time, rotating, with a link to all. */
export const NoticeStrip = (): ReactElement | null => {
  const { t } = useTranslation('public');
  const notices = useRequest(loadHomeNotices, []);
  const items = notices.data ?? [];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (items.length < 2) return undefined;
    const timer = setInterval(() => setIndex((value) => (value + 1) % items.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [items.length]);
  // While loading, the strip keeps its row so the page below does not jump when it arrives.
  if (notices.status === 'loading')
    return <Box aria-hidden sx={{ ...STRIP_SX, height: STRIP_HEIGHT }} />;
  if (items.length === 0) return null;
  const current = items[index % items.length];
  return (
    <Box
      component="section"
      aria-label={t('home.notices')}
      data-testid="notice-strip"
      sx={{ ...STRIP_SX, minHeight: STRIP_HEIGHT }}
    >
      <CampaignOutlined fontSize="small" color="primary" aria-hidden />
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
        aria-live="polite"
      >
        <Link component={RouterLink} to={noticeHref(current)} color="inherit" underline="hover">
          {current.title}
        </Link>
      </Box>
      <Link
        component={RouterLink}
        to={`/notice?category_id=${NEWS_CATEGORY.homeNotices}&id=${current.id}`}
        underline="hover"
        sx={{ flexShrink: 0 }}
      >
        {t('home.more')}
      </Link>
    </Box>
  );
};
