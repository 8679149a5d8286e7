import {
  decimalInputOf,
  isApiError,
  notify,
  useNumberFormat,
  useTranslation,
} from '@exchange/shared';
import { type LeverOrder } from '@exchange/shared/contract/lever';
import { ConfirmDialog } from '@exchange/shared/ui';
import { Box, Typography } from '@exchange/shared/ui-kit';
import { TextField } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { leverApi } from '../lever/lever-api';
import { profitAt, stopInputOf, validateStops } from './stop-rules';

/** Decimals a stop price may carry (the server's price scale). */
const STOP_DECIMALS = 8;

/**
 * Take-profit / stop-loss of one position (docs/product.md#logged-in-areas-screens, docs/product.md#logged-in-areas-validation): two prices (minimum 0, empty means
 * not set) with the profit and loss the position would make at each, as the user types.
 */
export const StopDialog = ({
  position,
  onClose,
  onSaved,
}: {
  position: LeverOrder;
  onClose: () => void;
  onSaved: (takeProfit: string, stopLoss: string) => void;
}): ReactElement => {
  const { t } = useTranslation('lever');
  const format = useNumberFormat();
  const [takeProfit, setTakeProfit] = useState(stopInputOf(position.target_profit_price));
  const [stopLoss, setStopLoss] = useState(stopInputOf(position.stop_loss_price));
  const [busy, setBusy] = useState(false);
  const code = position.currency_match.symbol.split('/')[1] ?? '';
  const expected = (price: string): string => {
    const value = profitAt(position, price);
    // At the quote currency's display decimals (docs/decisions.md#display-numbers).
    return value === null ? '--' : `${format.amount(value, code, position.quote_decimals)} ${code}`;
  };

  const save = async (): Promise<void> => {
    const problem = validateStops(position, takeProfit, stopLoss);
    if (problem) {
      notify.error(t(`stop.${problem}`));
      return;
    }
    setBusy(true);
    try {
      await leverApi.setStop({
        id: position.id,
        target_profit_price: takeProfit || '0',
        stop_loss_price: stopLoss || '0',
      });
      notify.success(t('stop.saved'));
      onSaved(takeProfit, stopLoss);
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  const field = (
    key: 'takeProfit' | 'stopLoss',
    value: string,
    set: (next: string) => void,
  ): ReactElement => (
    <Box>
      <TextField
        size="small"
        fullWidth
        label={t(`stop.${key}`)}
        value={value}
        onChange={(event) => {
          const typed = decimalInputOf(event.target.value, STOP_DECIMALS);
          if (typed !== null) set(typed);
        }}
        onKeyDown={(event) => event.key === 'Enter' && void save()}
        slotProps={{ htmlInput: { inputMode: 'decimal', min: 0, 'data-testid': `stop-${key}` } }}
      />
      <Typography
        variant="caption"
        color="text.secondary"
        data-testid={`stop-${key}-expected`}
        sx={{ display: 'block', mt: 0.5, fontVariantNumeric: 'tabular-nums' }}
      >
        {t(key === 'takeProfit' ? 'stop.expectedProfit' : 'stop.expectedLoss', {
          amount: expected(value),
        })}
      </Typography>
    </Box>
  );

  return (
    <ConfirmDialog
      open
      title={t('stop.title', { symbol: position.currency_match.symbol })}
      busy={busy}
      onClose={onClose}
      onConfirm={() => void save()}
    >
      <Box data-testid="stop-dialog" sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('stop.openAt', { price: position.price, current: position.update_price })}
        </Typography>
        {field('takeProfit', takeProfit, setTakeProfit)}
        {field('stopLoss', stopLoss, setStopLoss)}
      </Box>
    </ConfirmDialog>
  );
};
