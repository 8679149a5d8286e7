import { PageCard } from '@exchange/shared/area-kit';
import {
  NO_NUMBER,
  useNumberFormat,
  useTranslation,
  type NumberFormat,
  type TFunction,
} from '@exchange/shared';
import type { P2PAd, P2PMe } from '@exchange/shared/contract/p2p';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { AdFormPanel } from './ad-form-panel';
import { AdsList } from './ads-list';
import { AgentsSection } from './agents-section';

/** Average release time as minutes and seconds; "--" without such orders. */
const releaseText = (seconds: number | null, format: NumberFormat, t: TFunction): string => {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return NO_NUMBER;
  const whole = Math.round(seconds);
  return t('stats.releaseValue', {
    minutes: format.decimal(Math.floor(whole / 60), 0),
    seconds: format.decimal(whole % 60, 0),
  });
};

const Stat = ({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}): ReactElement => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography
      variant="h6"
      component="div"
      data-testid={testId}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {value}
    </Typography>
  </Box>
);

const StoreStats = ({ me }: { me: P2PMe }): ReactElement => {
  const { t } = useTranslation('p2p-shop');
  const format = useNumberFormat();
  return (
    <PageCard title={t('stats.title')} testId="shop-stats">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        <Stat
          label={t('stats.completed')}
          value={format.decimal(me.completed_30d, 0)}
          testId="stat-completed"
        />
        <Stat
          label={t('stats.rate')}
          value={me.completion_rate === '' ? NO_NUMBER : format.percent(me.completion_rate)}
          testId="stat-rate"
        />
        <Stat
          label={t('stats.release')}
          value={releaseText(me.avg_release_seconds, format, t)}
          testId="stat-release"
        />
      </Box>
    </PageCard>
  );
};

/** What the ad panel shows: nothing, a new ad, or the ad being edited. */
type Editing = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; ad: P2PAd };

/**
 * The merchant's store home (/myshop/myshoporders): stats, the ads with their actions, the ad
 * form (a panel above the list), the agents (docs/product.md#merchant-store-myshop).
 */
export const StoreHome = ({ me }: { me: P2PMe }): ReactElement => {
  const { t } = useTranslation('p2p-shop');
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  // Bumped after a save so the list reloads its page.
  const [round, setRound] = useState(0);
  const close = (): void => setEditing({ kind: 'none' });
  // Edit sits on a row further down: bring the form that opens above the list into view.
  const panel = useRef<HTMLDivElement>(null);
  const opened = editing.kind === 'edit' ? `edit-${editing.ad.id}` : editing.kind;
  useEffect(() => {
    if (opened !== 'none') panel.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [opened]);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="store-home">
      <StoreStats me={me} />
      <Box ref={panel} sx={{ scrollMarginTop: 80, '&:empty': { display: 'none' } }}>
        {editing.kind === 'none' ? undefined : (
          <AdFormPanel
            key={opened}
            ad={editing.kind === 'edit' ? editing.ad : null}
            onClose={close}
            onSaved={() => {
              close();
              setRound((value) => value + 1);
            }}
          />
        )}
      </Box>
      <PageCard title={t('ads.title')} testId="shop-ads">
        <Box sx={{ mb: 2 }}>
          <Button
            variant="contained"
            disableElevation
            onClick={() => setEditing({ kind: 'create' })}
            data-testid="post-ad"
          >
            {t('ads.post')}
          </Button>
        </Box>
        <AdsList round={round} onEdit={(ad) => setEditing({ kind: 'edit', ad })} />
      </PageCard>
      <AgentsSection />
    </Box>
  );
};
