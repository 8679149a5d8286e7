import { type Match, TRADE_COLOR, useNumberFormat, useTranslation } from '@exchange/shared';
import { SECOND_DIRECTION, type SecondDirection } from '@exchange/shared/contract/second';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useTheme,
} from '@exchange/shared/ui-kit';
import type { FormEvent, ReactElement } from 'react';
import { feeOf, payoutIfWin, ratioPercent } from './second-form-rules';

/** What the user is about to send. */
export type PendingOption = {
  type: SecondDirection;
  stake: string;
  code: string;
  seconds: number;
  ratio: string;
  feeRate: string;
};

const Line = ({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}): ReactElement => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Typography>
  </Box>
);

/**
 * The confirmation of docs/product.md#logged-in-areas-screens: quantity, duration and profit ratio, plus the fee and the
 * exact payout if it wins. Enter confirms (the confirm button has the focus).
 */
export const SecondConfirm = ({
  pair,
  pending,
  busy,
  onConfirm,
  onClose,
}: {
  pair: Pick<Match, 'symbol'>;
  pending: PendingOption | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}): ReactElement => {
  const { t } = useTranslation('second');
  const format = useNumberFormat();
  const colours = TRADE_COLOR[useTheme().palette.mode];
  const up = pending?.type === SECOND_DIRECTION.up;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    // React events cross the portal: the order form around this dialog must not hear it.
    event.stopPropagation();
    if (!busy) onConfirm();
  };
  return (
    <Dialog
      open={pending !== null}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="second-confirm-title"
      data-testid="second-confirm"
    >
      {pending ? (
        <Box component="form" onSubmit={submit} noValidate>
          <DialogTitle id="second-confirm-title">
            {t('confirm.title', { symbol: pair.symbol })}
          </DialogTitle>
          <DialogContent>
            <Typography
              variant="subtitle1"
              data-testid="confirm-direction"
              sx={{ color: up ? colours.up : colours.down, fontWeight: 700, mb: 1 }}
            >
              {t(up ? 'direction.up' : 'direction.down')}
            </Typography>
            <Line
              label={t('confirm.quantity')}
              value={`${pending.stake} ${pending.code}`}
              testId="confirm-quantity"
            />
            <Line
              label={t('confirm.duration')}
              value={t('form.seconds', { count: pending.seconds })}
              testId="confirm-duration"
            />
            <Line
              label={t('confirm.ratio')}
              value={ratioPercent(pending.ratio)}
              testId="confirm-ratio"
            />
            <Line
              label={t('confirm.fee')}
              // Rounded up like the fee charged: never shows less than is taken.
              value={`${format.amount(feeOf(pending.stake, pending.feeRate), pending.code, undefined, { mode: 'up' })} ${pending.code}`}
              testId="confirm-fee"
            />
            <Line
              label={t('confirm.payout')}
              value={`${format.amount(payoutIfWin(pending.stake, pending.ratio), pending.code)} ${pending.code}`}
              testId="confirm-payout"
            />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {t('confirm.outcomes', { stake: pending.stake, code: pending.code })}
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {t('confirm.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              autoFocus
              disabled={busy}
              data-testid="confirm-ok"
              startIcon={busy ? <CircularProgress size={14} color="inherit" /> : undefined}
            >
              {t('confirm.ok')}
            </Button>
          </DialogActions>
        </Box>
      ) : undefined}
    </Dialog>
  );
};
