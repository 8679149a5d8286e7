import type { CurrencyProtocol } from '@exchange/shared';
import { Box, Typography } from '@exchange/shared/ui-kit';
import { ToggleButton, ToggleButtonGroup } from '@exchange/shared/ui-kit/forms';
import type { ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';

/** The chain selector: shown only when the currency has more than one protocol. */
export const ChainPicker = ({
  protocols,
  value,
  onChange,
}: {
  protocols: CurrencyProtocol[];
  value: number | null;
  onChange: (id: number) => void;
}): ReactElement | null => {
  const { t } = useTranslation('assets');
  if (protocols.length <= 1) return null;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }} id="chain-label">
        {t('panel.chain')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        aria-labelledby="chain-label"
        onChange={(_, next: number | null) => next !== null && onChange(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {protocols.map((protocol) => (
          <ToggleButton key={protocol.id} value={protocol.id} data-testid={`chain-${protocol.id}`}>
            {protocol.chain_protocol.code}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
};
