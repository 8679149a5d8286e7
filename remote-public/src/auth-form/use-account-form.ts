import type { Area } from '@exchange/shared';
import { useState, type FormEvent } from 'react';
import { selectedArea, type AccountFieldProps } from './account-field';
import type { CodeFieldProps } from './code-field';
import { useAreas } from './use-areas';
import { useAuthError } from './use-auth-error';
import { checkAccount, type AccountChannel, type AuthErrorKey, type EmailRule } from './validation';

export type AccountFormOptions = {
  /** Loads the country list only when the phone tab can be used. */
  phoneEnabled: boolean;
  initialChannel?: AccountChannel;
  initialAccounts?: Record<AccountChannel, string>;
  /** How strictly the send-code button checks an e-mail (forgot password: only an "@"). */
  emailRule?: EmailRule;
  autoFocus?: boolean;
};

export type AccountForm = {
  channel: AccountChannel;
  changeChannel: (next: AccountChannel) => void;
  /** The trimmed account of the current tab. */
  account: string;
  /** The chosen country on the phone tab; undefined on the e-mail tab. */
  area: Area | undefined;
  code: string;
  busy: boolean;
  accountField: AccountFieldProps;
  /** Props of the code field for a CODE_TYPE. */
  codeField: (type: number) => CodeFieldProps;
  /**
   * The form's submit handler: validates (the first failing key is toasted), then sends while
   * busy. A refused send re-enables the form (the api client showed why); a successful one
   * leaves it busy until the page changes, so a second Enter cannot submit twice.
   */
  submitWith: (
    validate: () => AuthErrorKey | null,
    send: () => Promise<void>,
  ) => (event: FormEvent<HTMLFormElement>) => void;
};

/** State the login, register and forgot-password forms share: tab, account, country, code, busy. */
export const useAccountForm = ({
  phoneEnabled,
  initialChannel = 'email',
  initialAccounts = { email: '', mobile: '' },
  emailRule = 'shape',
  autoFocus = true,
}: AccountFormOptions): AccountForm => {
  const [channel, setChannel] = useState<AccountChannel>(initialChannel);
  // One value per tab, so switching tabs back and forth keeps what was typed.
  const [accounts, setAccounts] = useState<Record<AccountChannel, string>>(initialAccounts);
  const [areaId, setAreaId] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const areas = useAreas(phoneEnabled);
  const errors = useAuthError();

  const account = accounts[channel].trim();
  const area = channel === 'mobile' ? selectedArea(areas, areaId) : undefined;

  const changeChannel = (next: AccountChannel): void => {
    setChannel(next);
    setCode('');
  };

  const submitWith: AccountForm['submitWith'] = (validate, send) => (event) => {
    event.preventDefault();
    if (busy) return;
    const problem = validate();
    if (problem) {
      errors.show(problem);
      return;
    }
    setBusy(true);
    send().catch(() => setBusy(false));
  };

  return {
    channel,
    changeChannel,
    account,
    area,
    code,
    busy,
    accountField: {
      channel,
      value: accounts[channel],
      onChange: (value) => setAccounts((current) => ({ ...current, [channel]: value })),
      areas,
      areaId: area?.id ?? null,
      onAreaChange: setAreaId,
      autoFocus,
    },
    codeField: (type) => ({
      value: code,
      onChange: setCode,
      channel,
      to: account,
      type,
      areaId: area?.id,
      validate: () => {
        const key = checkAccount(channel, account, emailRule);
        return key ? errors.message(key) : null;
      },
    }),
    submitWith,
  };
};
