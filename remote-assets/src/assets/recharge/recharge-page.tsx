import { LoadFailed, LoadingRows, PageCard } from '@exchange/shared/area-kit';
import { useRequest, useTranslation, type PayInDetail, type PayInState } from '@exchange/shared';
import { useSearchParams } from '@exchange/shared/router';
import { EmptyState } from '@exchange/shared/ui';
import { Alert, Box } from '@exchange/shared/ui-kit';
import { useEffect, useState, type ReactElement } from 'react';
import { assetsApi } from '../../common/assets-api';
import { BankPanel } from './bank-panel';
import { TopUpForm } from './top-up-form';
import { TopUpList } from './top-up-list';

/** While a top-up waits, the list (and a returned payment) reload this often. */
export const TOP_UP_REFRESH_MS = 5000;

/** Leaving for a provider's page (tests replace it: jsdom does not navigate). */
export const providerPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

const WAITING: PayInState[] = ['pending', 'paid'];
const RESULT_SEVERITY: Record<PayInState, 'info' | 'success' | 'error' | 'warning'> = {
  pending: 'info',
  paid: 'info',
  credited: 'success',
  failed: 'error',
  expired: 'warning',
};

/**
 * /assets/recharge: fiat top-up (docs/pay-in.md). Choose a fiat, an amount and a channel; a bank
 * transfer shows the exchange's bank details and the reference, a card goes to the provider's
 * page, which sends the browser back with `?payment=<id>`. Below, the caller's top-ups.
 */
export const RechargePage = (): ReactElement => {
  const { t } = useTranslation('assets');
  const [params] = useSearchParams();
  const returnedId = Number(params.get('payment')) || null;
  const options = useRequest(() => assetsApi.payInOptions(), []);
  const [listPage, setListPage] = useState(1);
  const list = useRequest(() => assetsApi.payInList(listPage), [listPage]);
  const returned = useRequest(
    () => (returnedId ? assetsApi.payInDetail(returnedId) : Promise.resolve(null)),
    [returnedId],
  );
  const [bank, setBank] = useState<PayInDetail | null>(null);
  const [leaving, setLeaving] = useState(false);

  const waiting =
    (list.data?.data.some((row) => WAITING.includes(row.state)) ?? false) ||
    (returned.data ? WAITING.includes(returned.data.payment.state) : false);
  const { reload: reloadList } = list;
  const { reload: reloadReturned } = returned;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => {
      reloadList();
      reloadReturned();
    }, TOP_UP_REFRESH_MS);
    return () => clearInterval(timer);
  }, [waiting, reloadList, reloadReturned]);

  const created = (detail: PayInDetail): void => {
    reloadList();
    if (detail.next?.kind === 'redirect') {
      setLeaving(true);
      providerPage.open(detail.next.url);
    } else if (detail.next?.kind === 'bank') {
      setBank(detail);
    }
  };

  let form: ReactElement;
  if (!options.data) {
    form =
      options.status === 'failed' ? (
        <LoadFailed message={t('common.loadFailed')} onRetry={options.reload} />
      ) : (
        <LoadingRows rows={4} />
      );
  } else if (options.data.fiats.length === 0 || options.data.channels.length === 0) {
    form = <EmptyState message={t('topUp.unavailable')} />;
  } else {
    form = (
      <TopUpForm options={options.data} onSubmitStart={() => setBank(null)} onCreated={created} />
    );
  }

  const result = returned.data?.payment;
  return (
    <PageCard title={t('menu.recharge')} subtitle={t('topUp.subtitle')} testId="recharge-page">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {result ? (
          <Alert
            severity={RESULT_SEVERITY[result.state]}
            data-testid="top-up-result"
            data-state={result.state}
          >
            {t(`topUp.result.${result.state}`, {
              amount: result.fiat_amount,
              fiat: result.fiat,
              usdt: result.usdt_amount,
            })}
          </Alert>
        ) : null}
        {leaving ? <Alert severity="info">{t('topUp.redirecting')}</Alert> : null}
        {form}
        {bank?.next?.kind === 'bank' ? (
          <BankPanel next={bank.next} amount={bank.payment.fiat_amount} fiat={bank.payment.fiat} />
        ) : null}
      </Box>
      <TopUpList page={list.data} status={list.status} onPage={setListPage} onRetry={list.reload} />
    </PageCard>
  );
};
