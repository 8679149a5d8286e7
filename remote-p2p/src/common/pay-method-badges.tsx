import { useTranslation } from '@exchange/shared';
import { type PayMethodCode } from '@exchange/shared/contract/personal';
import { Box } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';

/** Each method's colour, so a row reads at a glance (bank blue, Alipay cyan, WeChat green). */
const COLOR: Record<PayMethodCode, string> = {
  bank: '#3b6fd8',
  alipay: '#1677ff',
  wxpay: '#09a35a',
};

/** The payment methods an ad accepts, as small labelled badges. */
export const PayMethodBadges = ({ methods }: { methods: PayMethodCode[] }): ReactElement => {
  const { t } = useTranslation('p2p');
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {methods.map((code) => (
        <Box
          component="span"
          key={code}
          data-testid={`pay-method-${code}`}
          sx={{
            px: 0.75,
            py: 0.125,
            borderRadius: 1,
            border: 1,
            borderColor: COLOR[code],
            color: COLOR[code],
            fontSize: 12,
            lineHeight: 1.6,
            whiteSpace: 'nowrap',
          }}
        >
          {t(`payMethod.${code}`)}
        </Box>
      ))}
    </Box>
  );
};
