import { LoadFailed, LoadingRows, PageCard } from '@exchange/shared/area-kit';
import { formatFixed, useNumberFormat, useRequest, useTranslation } from '@exchange/shared';
import { Link as RouterLink } from '@exchange/shared/router';
import { EmptyState } from '@exchange/shared/ui';
import { Box, Button, Link, Typography } from '@exchange/shared/ui-kit';
import { Stack } from '@exchange/shared/ui-kit/extras';
import { Paper } from '@exchange/shared/ui-kit/forms';
import type { ReactElement } from 'react';
import { assetsApi } from '../../common/assets-api';
import { useLiveAccounts } from '../../common/use-live-accounts';
import { overviewOf, type Overview } from './overview-totals';
import { PART_COLORS, SplitBar } from './split-bar';

const OverviewBody = ({
  overview,
  accountIds,
  depositTo,
}: {
  overview: Overview;
  accountIds: number[];
  depositTo: string;
}): ReactElement => {
  const { t } = useTranslation('assets');
  // USD totals at 2 decimals, grouped; shares as computed (docs/decisions.md#display-numbers).
  const format = useNumberFormat();
  const usd = (value: string): string => format.amount(value, 'USD');
  const share = (value: string): string => formatFixed(value, format.language);
  const name = (path: string): string => t(`menu.${path}`);
  const split = overview.parts
    .map((part) => t('overview.part', { name: name(part.page.path), share: share(part.share) }))
    .join(', ');
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('overview.total')}
        </Typography>
        <Typography variant="h4" data-testid="overview-total" sx={{ fontWeight: 700 }}>
          {usd(overview.total)} <Typography component="span">USD</Typography>
        </Typography>
      </Paper>
      {overview.empty ? (
        <EmptyState
          message={t('overview.empty')}
          action={
            <Button
              component={RouterLink}
              to={depositTo}
              variant="contained"
              disableElevation
              data-testid="overview-deposit"
            >
              {t('overview.deposit')}
            </Button>
          }
        />
      ) : (
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('overview.split')}
          </Typography>
          <SplitBar
            label={t('overview.splitLabel', { parts: split })}
            segments={overview.parts.map((part) => ({ id: part.page.id, share: part.share }))}
          />
        </Box>
      )}
      <Box
        component="ul"
        aria-label={t('overview.accounts')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {overview.parts.map((part) => (
          <Box
            component="li"
            key={part.page.id}
            data-testid={`overview-row-${part.page.path}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'auto 1fr auto', sm: 'auto 1fr auto auto auto' },
              columnGap: 1.5,
              rowGap: 0.5,
              alignItems: 'center',
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
              typography: 'body2',
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: PART_COLORS[part.page.id] ?? 'grey.500',
              }}
            />
            <Box sx={{ fontWeight: 600 }}>{name(part.page.path)}</Box>
            <Box
              data-testid="overview-usd"
              sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}
            >
              {usd(part.usd)} USD
            </Box>
            <Box
              data-testid="overview-share"
              sx={{
                color: 'text.secondary',
                fontVariantNumeric: 'tabular-nums',
                textAlign: 'right',
                minWidth: 56,
                gridColumn: { xs: '2 / 3', sm: 'auto' },
              }}
            >
              {share(part.share)} %
            </Box>
            <Box sx={{ textAlign: 'right', gridColumn: { xs: '3 / 4', sm: 'auto' } }}>
              {accountIds.includes(part.page.id) ? (
                <Link
                  component={RouterLink}
                  to={`/assets/${part.page.path}`}
                  aria-label={t('overview.open', { name: name(part.page.path) })}
                  data-testid="overview-link"
                >
                  {t('overview.view')}
                </Link>
              ) : undefined}
            </Box>
          </Box>
        ))}
      </Box>
    </Stack>
  );
};

/**
 * /assets/overview, the landing of /assets (docs/product.md#assets-area): the total of the five
 * accounts in USD, each account's total with a link to its page, and the split as a bar. It
 * follows the account stream like the account pages, for every account type.
 */
export const OverviewPage = ({
  accountIds,
  depositTo,
}: {
  /** The account pages the menu lists (only those get a link). */
  accountIds: number[];
  /** Where the empty state's Deposit button goes. */
  depositTo: string;
}): ReactElement => {
  const { t } = useTranslation('assets');
  const list = useRequest(() => assetsApi.accounts(), []);
  useLiveAccounts(null, list.reload);
  let body: ReactElement;
  if (!list.data) {
    body =
      list.status === 'failed' ? (
        <LoadFailed message={t('common.loadFailed')} onRetry={list.reload} />
      ) : (
        <LoadingRows rows={6} />
      );
  } else {
    body = (
      <Box
        aria-busy={list.status === 'loading'}
        sx={{ opacity: list.status === 'loading' ? 0.6 : 1 }}
      >
        <OverviewBody
          overview={overviewOf(list.data)}
          accountIds={accountIds}
          depositTo={depositTo}
        />
      </Box>
    );
  }
  return (
    <PageCard title={t('menu.overview')} subtitle={t('overview.subtitle')} testId="assets-overview">
      {body}
    </PageCard>
  );
};
