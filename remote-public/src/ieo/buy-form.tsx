import {
  currentPath,
  isApiError,
  isRefusedDecimalKey,
  loginPathReturningTo,
  navigateTo,
  useTranslation,
} from '@exchange/shared';
import type { IEOBuyAnswer, IEOProject } from '@exchange/shared/contract/ieo';
import { Alert, Box, Button, Typography } from '@exchange/shared/ui-kit';
import { TextField } from '@exchange/shared/ui-kit/forms';
import { useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { ieoApi } from './ieo-api';
import { buyProblem, costOf, trimZeros } from './ieo-rules';
import { IEO_NAMESPACE } from './ieo-texts';
import { useExactFormat } from './use-exact-format';

type Message = { kind: 'error' | 'success'; text: string } | null;

export type BuyFormProps = {
  project: IEOProject;
  loggedIn: boolean;
  /** Available spot balances by code (null while unknown). */
  balances: Record<string, string> | null;
  /** After a purchase: the answer's project, then the page reloads lists and balances. */
  onBought: (answer: IEOBuyAnswer) => void;
};

/**
 * The subscription form of a subscribing project: quantity, the exact cost, Enter or the button
 * submits. A submit clears the last message; a refusal (checked here first, then by the server)
 * and a success are said under the form. A visitor is sent to log in and comes back to /ieo.
 */
export const BuyForm = ({ project, loggedIn, balances, onBought }: BuyFormProps): ReactElement => {
  const { t } = useTranslation(IEO_NAMESPACE);
  const exact = useExactFormat();
  const [quantity, setQuantity] = useState('');
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const fieldId = useId();

  if (!loggedIn) {
    return (
      <Button
        variant="contained"
        fullWidth
        data-testid="ieo-login"
        onClick={() => navigateTo(loginPathReturningTo(currentPath()))}
      >
        {t('loginToBuy')}
      </Button>
    );
  }

  const cost = costOf(quantity.trim(), project.price);
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (running.current) return;
    setMessage(null);
    const problem = buyProblem(project, quantity);
    if (problem) {
      setMessage({ kind: 'error', text: t(`errors.${problem.key}`, problem.values) });
      return;
    }
    running.current = true;
    setBusy(true);
    ieoApi
      .buy({ id: project.id, quantity: quantity.trim() })
      .then((answer) => {
        setQuantity('');
        setMessage({
          kind: 'success',
          text: t('bought', {
            quantity: exact(answer.subscription.quantity),
            code: answer.subscription.code,
            cost: exact(answer.subscription.cost),
          }),
        });
        onBought(answer);
      })
      .catch((error: unknown) => {
        // The server's message is already in the page language; network failures were toasted.
        if (isApiError(error) && error.kind === 'rejected') {
          setMessage({ kind: 'error', text: error.message });
        }
      })
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('buyFor', { code: project.code })}
    >
      <TextField
        id={fieldId}
        label={t('quantity', { code: project.code })}
        value={quantity}
        size="small"
        fullWidth
        autoComplete="off"
        error={message?.kind === 'error'}
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'data-testid': 'ieo-quantity' },
        }}
        onKeyDown={(event) => {
          if (isRefusedDecimalKey(event.key)) event.preventDefault();
        }}
        onChange={(event) => setQuantity(event.target.value.replace(/\s/g, ''))}
      />
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="ieo-cost">
        {t('cost')}: {cost === null ? '--' : `${exact(trimZeros(cost))} USDT`}
      </Typography>
      {balances ? (
        <Typography variant="body2" color="text.secondary" data-testid="ieo-balance">
          {t('available', { amount: exact(trimZeros(balances.USDT ?? '0')) })}
        </Typography>
      ) : undefined}
      <Button
        type="submit"
        variant="contained"
        fullWidth
        disabled={busy}
        sx={{ mt: 1.5 }}
        data-testid="ieo-buy"
      >
        {t('buy')}
      </Button>
      {message ? (
        <Alert
          severity={message.kind}
          sx={{ mt: 1.5 }}
          data-testid={message.kind === 'error' ? 'ieo-error' : 'ieo-success'}
        >
          {message.text}
        </Alert>
      ) : undefined}
    </Box>
  );
};
