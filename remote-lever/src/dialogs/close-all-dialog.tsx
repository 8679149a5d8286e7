import { isApiError, notify, useTranslation } from '@exchange/shared';
import { type LeverBatchCloseType } from '@exchange/shared/contract/lever';
import { ConfirmDialog } from '@exchange/shared/ui';
import { Box, Typography } from '@exchange/shared/ui-kit';
import { ToggleButton, ToggleButtonGroup } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { leverApi } from '../lever/lever-api';

const CHOICES: readonly { type: LeverBatchCloseType; key: string }[] = [
  { type: 0, key: 'all' },
  { type: 1, key: 'long' },
  { type: 2, key: 'short' },
];

/** One-click close of the pair's positions (docs/product.md#logged-in-areas-screens): all, long only or short only. */
export const CloseAllDialog = ({
  pairId,
  onClose,
  onClosed,
}: {
  pairId: number;
  onClose: () => void;
  onClosed: (ids: number[]) => void;
}): ReactElement => {
  const { t } = useTranslation('lever');
  const [type, setType] = useState<LeverBatchCloseType>(0);
  const [busy, setBusy] = useState(false);

  const confirm = async (): Promise<void> => {
    setBusy(true);
    try {
      const answer = await leverApi.batchClose(type, pairId);
      notify.success(t('closeAll.done', { count: answer.closed.length }));
      onClosed(answer.closed);
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open
      title={t('closeAll.title')}
      busy={busy}
      onClose={onClose}
      onConfirm={() => void confirm()}
    >
      <Box data-testid="close-all-dialog" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('closeAll.question')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={type}
          onChange={(_, next: LeverBatchCloseType | null) => next !== null && setType(next)}
          aria-label={t('closeAll.title')}
        >
          {CHOICES.map((choice) => (
            <ToggleButton
              key={choice.type}
              value={choice.type}
              data-testid={`close-all-${choice.key}`}
            >
              {t(`closeAll.${choice.key}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
    </ConfirmDialog>
  );
};
