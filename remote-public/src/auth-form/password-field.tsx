import {
  IconButton,
  VisibilityIcon as Visibility,
  VisibilityOffIcon as VisibilityOff,
} from '@exchange/shared/ui-kit';
import { InputAdornment, TextField } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export type PasswordFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  /** `current-password` on login, `new-password` where one is chosen (lets managers offer one). */
  autoComplete: 'current-password' | 'new-password';
  helperText?: string;
};

/** Password input with a show/hide toggle. */
export const PasswordField = ({
  label,
  value,
  onChange,
  name,
  autoComplete,
  helperText,
}: PasswordFieldProps): ReactElement => {
  const { t } = useTranslation('public');
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
      fullWidth
      slotProps={{
        htmlInput: { maxLength: 64, spellCheck: false, autoCapitalize: 'none' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                size="small"
                aria-label={t(visible ? 'auth.fields.hidePassword' : 'auth.fields.showPassword')}
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
