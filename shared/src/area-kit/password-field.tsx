import { IconButton } from '@exchange/shared/ui-kit';
import {
  VisibilityIcon as Visibility,
  VisibilityOffIcon as VisibilityOff,
} from '@exchange/shared/ui-kit/extras';
import { InputAdornment, TextField } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { useTranslation, WIDGETS_NAMESPACE } from '@exchange/shared';

export type PasswordFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** `current-password` on login, `new-password` where one is chosen (lets managers offer one). */
  autoComplete: 'current-password' | 'new-password';
  helperText?: string;
  error?: boolean;
  autoFocus?: boolean;
  /** Longest value the input takes (default 64). */
  maxLength?: number;
};

/** Password input with a show/hide toggle. The value lives in React state only, never in storage. */
export const PasswordField = ({
  label,
  name,
  value,
  onChange,
  autoComplete,
  helperText,
  error = false,
  autoFocus = false,
  maxLength = 64,
}: PasswordFieldProps): ReactElement => {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      name={name}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      helperText={helperText}
      error={error}
      autoFocus={autoFocus}
      fullWidth
      slotProps={{
        htmlInput: { maxLength, spellCheck: false, autoCapitalize: 'none' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                size="small"
                aria-label={t(visible ? 'passwordField.hide' : 'passwordField.show')}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                // Keep the caret in the field when the toggle is clicked.
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
