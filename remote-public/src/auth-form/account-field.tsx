import { type Area, useTranslation } from '@exchange/shared';
import { Stack } from '@exchange/shared/ui-kit/extras';
import { TextField } from '@exchange/shared/ui-kit/forms';
import type { ReactElement } from 'react';
import type { AccountChannel } from './validation';
import { AUTH_NAMESPACE } from './auth-texts';

export type AccountFieldProps = {
  channel: AccountChannel;
  value: string;
  onChange: (value: string) => void;
  /** Phone only: the country list and the chosen area id. */
  areas: Area[];
  areaId: number | null;
  onAreaChange: (areaId: number) => void;
  autoFocus?: boolean;
};

/** The chosen area, or the first of the list until the user picks one. */
export const selectedArea = (areas: Area[], areaId: number | null): Area | undefined =>
  areas.find((area) => area.id === areaId) ?? areas[0];

/**
 * The account input: an e-mail field, or a country-code select plus phone digits. The select
 * is keyed by area id, not global_code: several countries share a code (+1, +7, +44…), and
 * register needs the area id while login sends the code.
 */
export const AccountField = ({
  channel,
  value,
  onChange,
  areas,
  areaId,
  onAreaChange,
  autoFocus = false,
}: AccountFieldProps): ReactElement => {
  const { t } = useTranslation(AUTH_NAMESPACE);
  if (channel === 'email') {
    return (
      <TextField
        label={t('auth.fields.email')}
        name="email"
        type="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="username"
        autoFocus={autoFocus}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 254, spellCheck: false, autoCapitalize: 'none' } }}
      />
    );
  }
  const area = selectedArea(areas, areaId);
  return (
    <Stack direction="row" spacing={1.5}>
      <TextField
        select
        label={t('auth.fields.area')}
        name="area"
        value={area ? String(area.id) : ''}
        onChange={(event) => onAreaChange(Number(event.target.value))}
        // Native on purpose: typing a country's first letters jumps to it in ~240 entries, and
        // MUI's menu select breaks under Module Federation (the shell's shared MenuItem and this
        // area's Select carry different MenuListContext instances: "MenuListContext is missing").
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ width: 140, flexShrink: 0 }}
      >
        {areas.map((option) => (
          <option key={option.id} value={option.id}>
            {`+${option.global_code} ${option.name}`}
          </option>
        ))}
      </TextField>
      <TextField
        label={t('auth.fields.phone')}
        name="phone"
        type="tel"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="tel-national"
        autoFocus={autoFocus}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
      />
    </Stack>
  );
};
