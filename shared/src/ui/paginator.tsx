import { Box, Pagination } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { useTranslation, WIDGETS_NAMESPACE } from '@exchange/shared';

/** Page links under a paged list; nothing when everything fits on one page. */
export const Paginator = ({
  page,
  lastPage,
  onChange,
  disabled = false,
}: {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}): ReactElement | null => {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  if (lastPage <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={t('pager.label')}
      // The pager's own height, held while its part of the kit downloads (no shift).
      sx={{ display: 'flex', justifyContent: 'center', py: 1.5, minHeight: 50 }}
    >
      <Pagination
        page={Math.min(page, lastPage)}
        count={lastPage}
        size="small"
        shape="rounded"
        disabled={disabled}
        onChange={(_, next) => next !== page && onChange(next)}
        getItemAriaLabel={(type, item, selected) =>
          type === 'page'
            ? t(selected ? 'pager.current' : 'pager.page', { page: item })
            : t(`pager.${type}`)
        }
      />
    </Box>
  );
};
