import { useFormSubmit } from '@exchange/shared/area-kit';
import { notify, refreshUserInfo, useRequest, useTranslation, type Area } from '@exchange/shared';
import { BIND_CODE_MAX } from '@exchange/shared/contract/personal';
import { useNavigate } from '@exchange/shared/router';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import { InputAdornment, TextField } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { personalApi } from '../common/personal-api';
import { checkBindPhone, FORM_TEXTS, validateBindPhone, type ErrorKey } from '../common/rules';
import { CodeSendButton } from '../common/code-send-button';

/** The chosen area, or the first of the list until the user picks one (as at registration). */
const chosenArea = (areas: Area[], areaId: number | null): Area | undefined =>
  areas.find((area) => area.id === areaId) ?? areas[0];

/**
 * Bind a mobile number (docs/product.md#binding-a-phone): country (the registration list, keyed
 * by area id because several countries share a calling code), number, code sent by
 * user/bind_mobile_code, then user/bind_mobile. On success the user info is refreshed and the
 * page returns to account settings, which shows the number.
 */
export const BindPhoneForm = (): ReactElement => {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const form = useFormSubmit<ErrorKey>(FORM_TEXTS);
  const areas = useRequest(() => personalApi.areas(), []);
  const [areaId, setAreaId] = useState<number | null>(null);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const area = areas.status === 'ready' ? chosenArea(areas.data, areaId) : undefined;
  const number = { mobile: phone.trim(), area_id: area?.id ?? 0 };

  const sendCode = async (): Promise<boolean> => {
    const problem = checkBindPhone(area?.id, phone);
    if (problem) {
      notify.error(form.message(problem));
      return false;
    }
    await personalApi.bindMobileCode(number);
    return true;
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('bindPhone.title')}
      data-testid="bind-phone-form"
      onSubmit={form.submitWith(
        () => validateBindPhone({ areaId: area?.id, phone, code }),
        async () => {
          await personalApi.bindMobile({ ...number, code: code.trim() });
          await refreshUserInfo().catch(() => null);
          navigate('/personal/accountSettings');
        },
      )}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.25, mt: 3 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('bindPhone.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <TextField
          select
          label={t('fields.area')}
          name="area"
          value={area ? String(area.id) : ''}
          onChange={(event) => setAreaId(Number(event.target.value))}
          error={form.invalid === 'area'}
          helperText={areas.status === 'failed' ? t('common.loadFailed') : undefined}
          // Native, as at registration: typing a country's first letters jumps to it, and MUI's
          // menu select breaks under Module Federation (two MenuListContext instances).
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ width: 160, flexShrink: 0 }}
        >
          {areas.status === 'ready'
            ? areas.data.map((option) => (
                <option key={option.id} value={option.id}>
                  {`+${option.global_code} ${option.name}`}
                </option>
              ))
            : [
                // A select needs an option; this one is never a valid choice (area check).
                <option key="none" value="">
                  {areas.status === 'loading' ? t('common.loading') : ''}
                </option>,
              ]}
        </TextField>
        <TextField
          label={t('fields.phone')}
          name="phone"
          type="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={form.invalid === 'phone' || form.invalid === 'phoneShape'}
          autoComplete="tel-national"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
        />
      </Box>
      <TextField
        label={t('fields.code')}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={form.invalid === 'code' || form.invalid === 'codeLength'}
        autoComplete="one-time-code"
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: BIND_CODE_MAX },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <CodeSendButton send={sendCode} resetKey={`${number.area_id}:${number.mobile}`} />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disableElevation
        loading={form.busy}
      >
        {t('bindPhone.submit')}
      </Button>
    </Box>
  );
};
