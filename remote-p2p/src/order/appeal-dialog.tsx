import { useTranslation } from '@exchange/shared';
import { ImageUploadField } from '@exchange/shared/area-kit';
import { P2P_APPEAL_REASON_MAX, type P2POrderDetail } from '@exchange/shared/contract/p2p';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@exchange/shared/ui-kit';
import { TextField } from '@exchange/shared/ui-kit/forms';
import { useState, type FormEvent, type ReactElement } from 'react';
import { p2pApi } from '../api/p2p-api';

/** An appeal: a reason (at most 300 characters) and an optional image; stops the clock. */
export const AppealDialog = ({
  order,
  open,
  onClose,
  onDone,
}: {
  order: P2POrderDetail;
  open: boolean;
  onClose: () => void;
  onDone: (detail: P2POrderDetail) => void;
}): ReactElement => {
  const { t } = useTranslation('p2p');
  const [reason, setReason] = useState('');
  const [image, setImage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    if (reason.trim() === '') {
      setProblem(t('errors.reasonEmpty'));
      return;
    }
    setBusy(true);
    p2pApi
      .appeal(order.id, reason.trim(), image || undefined)
      .then(onDone)
      .catch(() => undefined) // Toasted by the api client.
      .finally(() => setBusy(false));
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit} data-testid="p2p-appeal-dialog">
        <DialogTitle>{t('order.appealTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={t('order.appealReason')}
            name="reason"
            value={reason}
            onChange={(event) => setReason(event.target.value.slice(0, P2P_APPEAL_REASON_MAX))}
            multiline
            minRows={3}
            error={problem !== null}
            helperText={problem ?? `${reason.length} / ${P2P_APPEAL_REASON_MAX}`}
            slotProps={{ htmlInput: { maxLength: P2P_APPEAL_REASON_MAX } }}
            data-testid="p2p-appeal-reason"
            fullWidth
          />
          <ImageUploadField
            label={t('order.appealImage')}
            value={image}
            onChange={setImage}
            upload={p2pApi.uploadImage}
            optional
            testId="p2p-appeal-image"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('dialog.close')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disableElevation
            loading={busy}
            data-testid="p2p-appeal-submit"
          >
            {t('order.appealSubmit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
