import { useNumberFormat, useTranslation } from '@exchange/shared';
import { LoadFailed, LoadingRows } from '@exchange/shared/area-kit';
import { P2P_ORDER_STATUS, type P2POrderDetail } from '@exchange/shared/contract/p2p';
import { Link as RouterLink } from '@exchange/shared/router';
import { Box, Link, Typography } from '@exchange/shared/ui-kit';
import { Paper } from '@exchange/shared/ui-kit/forms';
import type { ReactElement, ReactNode } from 'react';
import { localDateTime } from '../common/format-time';
import { statusName } from '../common/status-labels';
import { BuyerActions } from './buyer-actions';
import { MessagesPanel } from './messages-panel';
import { OrderBanner } from './order-banner';
import type { OrderDetailViewProps } from './order-detail-lazy';
import { counterpartyName, mySide } from './order-parties';
import { PartyActions } from './party-actions';
import { PayDetailsPanel } from './pay-details-panel';
import { PrivateImage } from './private-image';
import { useOrderDetail } from './use-order-detail';

const Section = ({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}): ReactElement => (
  <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }} data-testid={testId}>
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

const Line = ({ label, value }: { label: string; value: ReactNode }): ReactElement => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" component="span" sx={{ fontWeight: 600, textAlign: 'right' }}>
      {value}
    </Typography>
  </Box>
);

const Amounts = ({ order }: { order: P2POrderDetail }): ReactElement => {
  const { t } = useTranslation('p2p');
  const format = useNumberFormat();
  return (
    <Box data-testid="p2p-order-amounts">
      <Line label={t('order.id')} value={String(order.id)} />
      <Line label={t('order.side')} value={t(`side.${mySide(order)}`)} />
      <Line
        label={t('order.fiatAmount')}
        value={`${format.decimal(order.fiat_amount, 2, { mode: 'half-up' })} ${order.fiat}`}
      />
      <Line label={t('order.price')} value={`${format.decimal(order.price, 2)} ${order.fiat}`} />
      <Line
        label={t('order.quantity')}
        value={`${format.decimal(order.quantity, order.decimals)} ${order.currency_code}`}
      />
      <Line label={t('order.counterparty')} value={counterpartyName(order)} />
      <Line label={t('order.created')} value={localDateTime(order.created_at)} />
    </Box>
  );
};

/** The appeal under way: who, why, when, and the image if one was given. */
const AppealInfo = ({
  appeal,
}: {
  appeal: NonNullable<P2POrderDetail['appeal']>;
}): ReactElement => {
  const { t } = useTranslation('p2p');
  return (
    <Box data-testid="p2p-appeal-info" sx={{ display: 'grid', gap: 1 }}>
      <Line label={t('order.appealBy')} value={t(`role.${appeal.by}`)} />
      <Line label={t('order.appealAt')} value={localDateTime(appeal.at)} />
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {appeal.reason}
      </Typography>
      {appeal.image ? (
        <PrivateImage url={appeal.image} label={t('order.appealImage')} testId="p2p-appeal-photo" />
      ) : undefined}
    </Box>
  );
};

/**
 * One order (docs/product.md#p2p-market, "Orders"): its state and countdown, amounts, the
 * seller's payment details, what the caller may do now, the voucher, an appeal, and the
 * messages. Every part follows the live pushes; one column on a phone.
 */
export const OrderDetailScreen = ({ id, listPath }: OrderDetailViewProps): ReactElement => {
  const { t } = useTranslation('p2p');
  const state = useOrderDetail(id);
  const order = state.detail;
  if (!order)
    return state.status === 'failed' ? (
      <LoadFailed message={t('order.loadFailed')} onRetry={state.reload} />
    ) : (
      <LoadingRows rows={6} />
    );
  const buyerActs = order.role === 'buyer' && order.status === P2P_ORDER_STATUS.unpaid;
  return (
    <Box
      data-testid="p2p-order"
      data-order-id={order.id}
      data-status={statusName(order.status)}
      data-role={order.role}
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Box>
        <Link component={RouterLink} to={listPath} underline="hover" data-testid="p2p-order-back">
          {t('order.back')}
        </Link>
      </Box>
      <OrderBanner order={order} offset={state.offset} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Section title={t('order.summary')}>
            <Amounts order={order} />
          </Section>
          <Section title={t('order.payDetails')}>
            <PayDetailsPanel details={order.pay_details} />
          </Section>
          {buyerActs ? (
            <Section title={t('order.actions')}>
              <BuyerActions order={order} onChange={state.accept} />
            </Section>
          ) : undefined}
          <PartyActions order={order} onChange={state.accept} />
          {order.voucher ? (
            <Section title={t('order.voucher')}>
              <PrivateImage url={order.voucher} label={t('order.voucher')} testId="p2p-voucher" />
            </Section>
          ) : undefined}
          {order.appeal ? (
            <Section title={t('order.appealInfo')}>
              <AppealInfo appeal={order.appeal} />
            </Section>
          ) : undefined}
          {order.terms ? (
            <Section title={t('order.terms')}>
              <Typography
                variant="body2"
                sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                data-testid="p2p-order-terms"
              >
                {order.terms}
              </Typography>
            </Section>
          ) : undefined}
        </Box>
        <Section title={t('messages.title')}>
          <MessagesPanel orderId={order.id} />
        </Section>
      </Box>
    </Box>
  );
};
