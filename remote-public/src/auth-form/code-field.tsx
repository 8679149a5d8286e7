import { SendCodeButton } from '@exchange/shared/ui';
import { InputAdornment, TextField } from '@exchange/shared/ui-kit/forms';
import type { ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';
import type { AccountChannel } from './validation';
import { AUTH_NAMESPACE } from './auth-texts';

export type CodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Where the send button sends the code. */
  channel: AccountChannel;
  to: string;
  /** CODE_TYPE of the screen. */
  type: number;
  areaId?: number;
  /** The account check, answering a translated message or null. */
  validate: () => string | null;
};

/** Verification code input with its send button; another account, country or tab clears the countdown. */
export const CodeField = ({
  value,
  onChange,
  channel,
  to,
  type,
  areaId,
  validate,
}: CodeFieldProps): ReactElement => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <TextField
      label={t('auth.fields.code')}
      name="code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="one-time-code"
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 16 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <SendCodeButton
                channel={channel}
                to={to}
                type={type}
                areaId={areaId}
                validate={validate}
                resetKey={`${channel}:${areaId ?? 0}:${to}`}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
