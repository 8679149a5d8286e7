import { socket, useNumberFormat, useTranslation } from '@exchange/shared';
import {
  type MicroClosedPush,
  SECOND_TOPIC,
  type SecondPayableCurrency,
} from '@exchange/shared/contract/second';
import { useEffect, useRef } from 'react';
import { announceSettlement } from './settlement-toast';

/**
 * The page's one MICRO_CLOSED subscription, held while the trader is logged in whatever pair is
 * on screen: the live channel counts subscribers per topic, so the history panel remounting for
 * another pair never sends an unsub/sub pair and no settlement falls into a gap. Each push shows
 * the result toast.
 */
export const useSettlements = (
  loggedIn: boolean,
  currencies: readonly SecondPayableCurrency[] | null,
): void => {
  const { t } = useTranslation('second');
  const format = useNumberFormat();
  // Read when a push arrives: new texts or balances never re-subscribe.
  const current = useRef({ t, currencies, format });
  useEffect(() => {
    current.current = { t, currencies, format };
  });
  useEffect(() => {
    if (!loggedIn) return undefined;
    const subscription = socket
      .topic<MicroClosedPush>(SECOND_TOPIC.closed)
      .subscribe(({ order }) => {
        if (order) {
          const { t: translate, currencies: known, format: numbers } = current.current;
          announceSettlement(translate, order, known, numbers);
        }
      });
    return () => subscription.unsubscribe();
  }, [loggedIn]);
};
