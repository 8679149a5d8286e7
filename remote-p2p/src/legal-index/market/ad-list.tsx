import { useNumberFormat, useTranslation } from '@exchange/shared';
import type { P2PMarketAd } from '@exchange/shared/contract/p2p';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@exchange/shared/ui-kit/forms';
import type { ReactElement, ReactNode } from 'react';
import { PayMethodBadges } from '../../common/pay-method-badges';
import { useNarrow } from '../../common/use-narrow';

type AdListProps = {
  ads: P2PMarketAd[];
  onTake: (ad: P2PMarketAd) => void;
};

type Cell = { key: string; value: ReactNode };

/** The columns of one ad; every number through the one number format. */
const useAdCells = (): ((ad: P2PMarketAd) => Cell[]) => {
  const { t } = useTranslation('p2p');
  const format = useNumberFormat();
  return (ad) => [
    {
      key: 'merchant',
      value: (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="p2p-ad-merchant">
            {ad.merchant.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('market.completed30d', { count: ad.merchant.completed_30d })}
            {' · '}
            {ad.merchant.completion_rate === ''
              ? t('market.noRate')
              : t('market.rate', { rate: format.percent(ad.merchant.completion_rate) })}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'price',
      value: (
        <Typography variant="body1" sx={{ fontWeight: 700 }} data-testid="p2p-ad-price">
          {format.decimal(ad.price, 2)} {ad.fiat}
        </Typography>
      ),
    },
    {
      key: 'available',
      value: (
        <span data-testid="p2p-ad-available">
          {format.amount(ad.available, ad.currency_code, ad.decimals)} {ad.currency_code}
        </span>
      ),
    },
    {
      key: 'limits',
      value: (
        <span data-testid="p2p-ad-limits">
          {format.decimal(ad.min_fiat, 2)} – {format.decimal(ad.max_fiat, 2)} {ad.fiat}
        </span>
      ),
    },
    { key: 'methods', value: <PayMethodBadges methods={ad.pay_methods} /> },
  ];
};

/** The take button: the taker buys from a sell ad and sells to a buy ad. */
const TakeButton = ({
  ad,
  onTake,
}: {
  ad: P2PMarketAd;
  onTake: AdListProps['onTake'];
}): ReactElement => {
  const { t } = useTranslation('p2p');
  const buying = ad.side === 'sell';
  return (
    <Button
      variant="contained"
      disableElevation
      color={buying ? 'success' : 'error'}
      onClick={() => onTake(ad)}
      data-testid="p2p-take"
    >
      {t(buying ? 'market.buy' : 'market.sell', { asset: ad.currency_code })}
    </Button>
  );
};

/**
 * The ads in the server's order (best price first): a table on a desktop, cards at phone width
 * so a 390 px screen never scrolls sideways.
 */
export const AdList = ({ ads, onTake }: AdListProps): ReactElement => {
  const { t } = useTranslation('p2p');
  const narrow = useNarrow();
  const cellsOf = useAdCells();
  if (narrow)
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {ads.map((ad) => (
          <Box
            key={ad.id}
            data-testid="p2p-ad-row"
            data-ad-id={ad.id}
            sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1.5, minWidth: 0 }}
          >
            {cellsOf(ad).map((cell) => (
              <Box
                key={cell.key}
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  gap: 1,
                  py: 0.25,
                  minWidth: 0,
                }}
              >
                {cell.key === 'merchant' ? undefined : (
                  <Typography variant="caption" color="text.secondary">
                    {t(`market.columns.${cell.key}`)}
                  </Typography>
                )}
                <Box sx={{ textAlign: cell.key === 'merchant' ? 'left' : 'right', minWidth: 0 }}>
                  {cell.value}
                </Box>
              </Box>
            ))}
            <Box sx={{ mt: 1, '& > button': { width: '100%' } }}>
              <TakeButton ad={ad} onTake={onTake} />
            </Box>
          </Box>
        ))}
      </Box>
    );
  return (
    <TableContainer>
      <Table aria-label={t('market.title')}>
        <TableHead>
          <TableRow>
            {['merchant', 'price', 'available', 'limits', 'methods', 'action'].map((key) => (
              <TableCell key={key} align={key === 'action' ? 'right' : 'left'}>
                {t(`market.columns.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ads.map((ad) => (
            <TableRow key={ad.id} data-testid="p2p-ad-row" data-ad-id={ad.id}>
              {cellsOf(ad).map((cell) => (
                <TableCell key={cell.key}>{cell.value}</TableCell>
              ))}
              <TableCell align="right">
                <TakeButton ad={ad} onTake={onTake} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
