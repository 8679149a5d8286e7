import { useTranslation } from '@exchange/shared';
import { type PayMethodRawData } from '@exchange/shared/contract/personal';
import { useCopy } from '@exchange/shared/area-kit';
import type { P2PPayDetails } from '@exchange/shared/contract/p2p';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { PrivateImage } from './private-image';

type Field = Exclude<keyof PayMethodRawData, 'qrcode'>;

/** What each method shows, in order: a bank's card, an Alipay or WeChat account. */
const FIELDS: Record<P2PPayDetails['code'], Field[]> = {
  bank: ['real_name', 'bank_name', 'bank_address', 'card_no'],
  alipay: ['real_name', 'account'],
  wxpay: ['real_name', 'account'],
};

const CopyRow = ({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}): ReactElement => {
  const { t } = useTranslation('p2p');
  const copy = useCopy({ success: t('order.copied'), failure: t('order.copyFailed') });
  return (
    <Box
      // Label, value and copy in three columns whose text wraps by words: at 390 px a long label
      // (Thai, German) must not squeeze a card number into two-digit lines.
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr) auto',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
      }}
      data-testid={testId}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      <Button
        size="small"
        onClick={() => void copy(value)}
        aria-label={t('order.copyField', { field: label })}
      >
        {t('order.copy')}
      </Button>
    </Box>
  );
};

/**
 * Where the buyer pays: the seller's accepted receiving methods, each value with a copy button.
 * A cancelled order has none any more (the server sends null) and says so.
 */
export const PayDetailsPanel = ({ details }: { details: P2PPayDetails[] | null }): ReactElement => {
  const { t } = useTranslation('p2p');
  if (details === null)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="p2p-pay-details-hidden">
        {t('order.payDetailsHidden')}
      </Typography>
    );
  return (
    <Box data-testid="p2p-pay-details" sx={{ display: 'grid', gap: 2 }}>
      {details.map((method) => (
        <Box
          key={method.code}
          data-testid={`p2p-pay-method-${method.code}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 1.5 }}
        >
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            {t(`payMethod.${method.code}`)}
          </Typography>
          {FIELDS[method.code].map((field) => {
            const value = method.raw_data[field];
            return value ? (
              <CopyRow
                key={field}
                label={t(`payField.${field}`)}
                value={value}
                testId={`p2p-pay-${method.code}-${field}`}
              />
            ) : undefined;
          })}
          {method.raw_data.qrcode ? (
            <PrivateImage
              url={method.raw_data.qrcode}
              label={t('payField.qrcode')}
              testId={`p2p-pay-${method.code}-qrcode`}
            />
          ) : undefined}
        </Box>
      ))}
    </Box>
  );
};
