import {
  ImageUploadField,
  LoadFailed,
  LoadingRows,
  PageCard,
  useFormSubmit,
} from '@exchange/shared/area-kit';
import { useRequest, useTranslation } from '@exchange/shared';
import {
  PAY_FIELD_MAX,
  type PayMethod,
  type PayMethodCode,
  type PayMethodRawData,
  type PayMethodType,
} from '@exchange/shared/contract/personal';
import { EmptyState } from '@exchange/shared/ui';
import { Box, Button } from '@exchange/shared/ui-kit';
import { TextField, ToggleButton, ToggleButtonGroup } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { personalApi } from '../../common/personal-api';
import {
  FORM_TEXTS,
  validatePayMethod,
  type ErrorKey,
  type PayMethodForm,
} from '../../common/rules';

type Draft = Omit<PayMethodForm, 'code'>;

const EMPTY_DRAFT: Draft = {
  real_name: '',
  account: '',
  qrcode: '',
  bank_name: '',
  bank_address: '',
  card_no: '',
};

const draftOf = (method: PayMethod | null): Draft => ({
  ...EMPTY_DRAFT,
  ...Object.fromEntries(
    Object.entries(method?.raw_data ?? {}).filter(([, value]) => typeof value === 'string'),
  ),
});

/** What is saved for a method: real name, then the fields of its kind only (docs/product.md#logged-in-areas-data). */
export const rawDataOf = (code: PayMethodCode, draft: Draft): PayMethodRawData =>
  code === 'bank'
    ? {
        real_name: draft.real_name.trim(),
        bank_name: draft.bank_name.trim(),
        bank_address: draft.bank_address.trim(),
        card_no: draft.card_no.trim(),
      }
    : { real_name: draft.real_name.trim(), account: draft.account.trim(), qrcode: draft.qrcode };

/** The form of one method type, filled with what is saved for it. */
const MethodForm = ({
  type,
  saved,
}: {
  type: PayMethodType;
  saved: PayMethod | null;
}): ReactElement => {
  const { t } = useTranslation('personal');
  const form = useFormSubmit<ErrorKey>(FORM_TEXTS);
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const set =
    (key: keyof Draft) =>
    (value: string): void =>
      setDraft((current) => ({ ...current, [key]: value }));
  const text = (
    key: keyof Draft,
    label: string,
    error: boolean,
    maxLength = PAY_FIELD_MAX,
  ): ReactElement => (
    <TextField
      label={label}
      name={key}
      value={draft[key]}
      onChange={(event) => set(key)(event.target.value)}
      error={error}
      fullWidth
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
  const isBank = type.code === 'bank';
  const kind = type.code === 'alipay' ? 'alipay' : 'wxpay';

  return (
    <Box
      component="form"
      noValidate
      aria-label={t(`payment.methods.${type.code}`)}
      onSubmit={form.submitWith(
        () => validatePayMethod({ code: type.code, ...draft }),
        async () => {
          await personalApi.savePayMethod({ type: type.id, raw_data: rawDataOf(type.code, draft) });
        },
      )}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.25, maxWidth: 520 }}
    >
      {text('real_name', t('payment.realName'), form.invalid === 'realName')}
      {isBank ? (
        <>
          {text('bank_name', t('payment.bankName'), form.invalid === 'bankName')}
          {text('bank_address', t('payment.bankBranch'), form.invalid === 'bankBranch')}
          {text('card_no', t('payment.cardNo'), form.invalid === 'cardNo', 34)}
        </>
      ) : (
        <>
          {text(
            'account',
            t(`payment.${kind}Account`),
            form.invalid === 'alipayAccount' || form.invalid === 'wxpayAccount',
          )}
          <ImageUploadField
            label={t(`payment.${kind}Qrcode`)}
            value={draft.qrcode}
            onChange={set('qrcode')}
            error={form.invalid === 'alipayQrcode' || form.invalid === 'wxpayQrcode'}
            testId="qrcode-upload"
            upload={personalApi.uploadImage}
          />
        </>
      )}
      <Box>
        <Button type="submit" variant="contained" disableElevation loading={form.busy}>
          {t('payment.save')}
        </Button>
      </Box>
    </Box>
  );
};

/** Loads the saved method of the chosen type, then shows its form. */
const SavedMethod = ({ type }: { type: PayMethodType }): ReactElement => {
  const { t } = useTranslation('personal');
  const saved = useRequest(() => personalApi.payMethodByType(type.id), [type.id]);
  if (saved.status === 'failed') {
    return <LoadFailed message={t('common.loadFailed')} onRetry={saved.reload} />;
  }
  if (saved.status === 'loading') return <LoadingRows rows={4} />;
  // Keyed by type: switching types never mixes one method's fields into another's.
  return <MethodForm key={type.id} type={type} saved={saved.data} />;
};

/** /personal/collectionSettings: pick alipay, WeChat or bank, fill its fields, save. */
export const CollectionSettingsPage = (): ReactElement => {
  const { t } = useTranslation('personal');
  const types = useRequest(() => personalApi.payMethodTypes(), []);
  const [chosen, setChosen] = useState<number | null>(null);
  const list = types.data ?? [];
  const type = list.find((item) => item.id === chosen) ?? list[0];

  let body: ReactElement;
  if (types.status === 'failed') {
    body = <LoadFailed message={t('common.loadFailed')} onRetry={types.reload} />;
  } else if (types.status === 'loading') {
    body = <LoadingRows rows={4} />;
  } else if (!type) {
    body = <EmptyState message={t('payment.noTypes')} />;
  } else {
    body = (
      <>
        <ToggleButtonGroup
          exclusive
          value={type.id}
          onChange={(_, next: number | null) => next !== null && setChosen(next)}
          aria-label={t('payment.type')}
          size="small"
          sx={{ mb: 3, flexWrap: 'wrap' }}
        >
          {list.map((item) => (
            <ToggleButton key={item.id} value={item.id} sx={{ px: 2 }}>
              {t(`payment.methods.${item.code}`, { defaultValue: item.name })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <SavedMethod key={type.id} type={type} />
      </>
    );
  }
  return (
    <PageCard
      title={t('payment.title')}
      subtitle={t('payment.subtitle')}
      testId="collection-settings"
    >
      {body}
    </PageCard>
  );
};
