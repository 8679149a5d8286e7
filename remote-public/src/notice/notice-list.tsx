import { type NewsItem, useTranslation } from '@exchange/shared';
import { EmptyState } from '@exchange/shared/ui';
import { Box, Button, Skeleton } from '@exchange/shared/ui-kit';
import { List, ListItemButton, ListItemText } from '@exchange/shared/ui-kit/extras';
import type { ReactElement } from 'react';
import { newsDate } from './notice-rule';
import { PAGES_NAMESPACE } from '../page-texts/page-texts';

const SKELETON_ROWS = 6;

export type NoticeListProps = {
  status: 'loading' | 'ready' | 'failed';
  items: readonly NewsItem[];
  selectedId: number | null;
  onPick: (item: NewsItem) => void;
  onRetry: () => void;
};

/** Left column: the category's titles; the shown article is marked as the current one. */
export const NoticeList = ({
  status,
  items,
  selectedId,
  onPick,
  onRetry,
}: NoticeListProps): ReactElement => {
  const { t } = useTranslation(PAGES_NAMESPACE);
  if (status === 'loading') {
    return (
      <Box data-testid="notice-list-loading" aria-busy="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} variant="text" height={40} />
        ))}
      </Box>
    );
  }
  if (status === 'failed') {
    return (
      <EmptyState
        message={t('notice.listFailed')}
        action={
          <Button variant="outlined" size="small" onClick={onRetry}>
            {t('notice.retry')}
          </Button>
        }
      />
    );
  }
  if (items.length === 0) return <EmptyState message={t('notice.empty')} />;
  return (
    <List component="nav" aria-label={t('notice.listLabel')} data-testid="notice-list" dense>
      {items.map((item) => {
        const selected = item.id === selectedId;
        return (
          <ListItemButton
            key={item.id}
            selected={selected}
            aria-current={selected ? 'page' : undefined}
            onClick={() => onPick(item)}
            data-testid="notice-title"
            sx={{ borderRadius: 1 }}
          >
            <ListItemText primary={item.title} secondary={newsDate(item.created_at).day} />
          </ListItemButton>
        );
      })}
    </List>
  );
};
