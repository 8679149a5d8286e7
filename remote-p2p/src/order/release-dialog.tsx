import { useTranslation } from '@exchange/shared';
import { PasswordField } from '@exchange/shared/area-kit';
import type { P2POrderDetail } from '@exchange/shared/contract/p2p';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@exchange/shared/ui-kit';
import { useState, type FormEvent, type ReactElement } from 'react';
import { p2pApi } from '../api/p2p-api';
import { refusalOf } from './refusal';

/**
 * Confirming receipt moves the escrow to the buyer for good, so it asks for the trade password
 * and warns to check the bank first (docs/p2p.md#decisions). A refusal (a wrong password) is
 * shown in the dialog, which stays open.
 */
export const ReleaseDialog = ({
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
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    if (password === '') {
      setProblem(t('errors.passwordEmpty'));
      return;
    }
    setBusy(true);
    p2pApi
      .release(order.id, password, { silentError: true })
      .then((detail) => {
        setPassword('');
        onDone(detail);
      })
      .catch((error: unknown) => setProblem(refusalOf(error)))
      .finally(() => setBusy(false));
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={submit} data-testid="p2p-release-dialog">
        <DialogTitle>{t('order.releaseTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="warning">{t('order.releaseWarning')}</Alert>
          <PasswordField
            label={t('take.password')}
            name="pay_password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            error={problem !== null}
            helperText={problem ?? undefined}
            autoFocus
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
            data-testid="p2p-release-confirm"
          >
            {t('order.releaseConfirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
