import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@exchange/shared/ui-kit';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '@exchange/shared';

/** A yes/no question before an action that cannot be taken back (placing an order, …). */
export const ConfirmDialog = ({
  open,
  title,
  children,
  onConfirm,
  onClose,
  busy = false,
  confirmLabel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  confirmLabel?: string;
}): ReactElement => {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="confirm-dialog-title"
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={busy}
          data-testid="confirm-dialog-ok"
          startIcon={busy ? <CircularProgress size={14} color="inherit" /> : undefined}
        >
          {confirmLabel ?? t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
