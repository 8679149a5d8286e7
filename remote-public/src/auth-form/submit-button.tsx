import { Button } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';

/** The form's primary button: submits on click and on Enter, disabled while the call runs. */
export const SubmitButton = ({ busy, label }: { busy: boolean; label: string }): ReactElement => (
  <Button
    type="submit"
    variant="contained"
    size="large"
    fullWidth
    loading={busy}
    disableElevation
    sx={{ py: 1.25, mt: 1 }}
  >
    {label}
  </Button>
);
