/**
 * Test helpers of the second area (tests only, never a screen): fixtures in the contract's
 * shapes, English texts, and a live channel whose pushes the test sends.
 */
import {
  type Match,
  type Push,
  type QuoteGroup,
  socket,
  Subject,
  type Translator,
} from '@exchange/shared';
import {
  type SecondDuration,
  type SecondOrder,
  type SecondPayableCurrency,
} from '@exchange/shared/contract/second';
import type { ChartEngine } from '@exchange/shared/trading';
import { createTestI18n } from '@exchange/shared/testing';
import { configure } from '@testing-library/react';
import commonTexts from '../../../shared/src/i18n/locales/en.json';
import secondTexts from '../locales/en.json';

// Page tests render MUI, tabs and the chart together: a busy runner needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

export { commonTexts, secondTexts };

export const secondI18n = (): Promise<Translator> =>
  createTestI18n({ second: secondTexts, common: commonTexts });

/** A pair of market/currency_matches; option pairs unless told otherwise. */
export const optionPair = (symbol: string, id: number, overrides: Partial<Match> = {}): Match => {
  const [base = '', quote = ''] = symbol.split('/');
  const quotation = { currency_match_id: id, close: '100.5', change: '-0.40' };
  return {
    ...{ id, symbol, name: symbol, added: false, cny_price: '0', usd_price: '0' },
    ...{ base_currency_code: base, quote_currency_code: quote },
    ...{ base_currency_id: 100 + id, quote_currency_id: quote === 'USDT' ? 1 : 2 },
    ...{ open_change: 1, open_lever: 0, open_microtrade: 1, price_decimals: 4 },
    number_decimals: 4,
    currency_quotation: { ...quotation, high: '110', low: '90', volume: '321' },
    ...overrides,
  } as Match;
};

export const quoteGroup = (code: string, matches: Match[]): QuoteGroup => ({
  code,
  matches,
  is_quote: 1,
  usd_price: '1',
  cny_price: '7.2',
});

/** A payable currency: USDT, 8 decimals, stake 1 to 1000, fee 1 %. */
export const payable = (overrides: Partial<SecondPayableCurrency> = {}): SecondPayableCurrency => ({
  id: 1,
  code: 'USDT',
  decimals: 8,
  micro_account: { balance: '250' },
  micro_numbers: [{ number: '10' }, { number: '50' }, { number: '100' }],
  min_number: '1',
  max_number: '1000',
  fee_rate: '0.01',
  ...overrides,
});

export const DURATIONS: SecondDuration[] = [
  { seconds: 30, profit_ratio: '0.85' },
  { seconds: 60, profit_ratio: '0.875' },
];

/** An option order; in progress (30 s, 20 s left) unless told otherwise. */
export const optionOrder = (id: number, overrides: Partial<SecondOrder> = {}): SecondOrder => ({
  id,
  match_id: 1,
  symbol_name: 'BTC/USDT',
  seconds: 30,
  number: '10',
  currency_id: 1,
  currency_name: 'USDT',
  type: 1,
  status: 1,
  open_price: '100.5',
  end_price: '',
  profit_ratio: '0.85',
  fact_profits: '',
  fee: '0.1',
  result: null,
  remain_milli_seconds: 20_000,
  created_at: '2026-11-25 06:00:00',
  due_at: 0,
  settled_at: null,
  ...overrides,
});

/** The same order once settled. */
export const settled = (
  order: SecondOrder,
  endPrice: string,
  result: SecondOrder['result'],
): SecondOrder => ({
  ...order,
  status: 3,
  end_price: endPrice,
  result,
  remain_milli_seconds: 0,
  fact_profits: result === 'win' ? '8.5' : result === 'loss' ? '-10' : '0',
  settled_at: '2026-11-25 06:00:30',
});

/** `socket.topic` backed by one subject per topic; `send` pushes to the page. */
export const liveChannel = (): { send: (topic: string, body: object) => void } => {
  const channels = new Map<string, Subject<Push>>();
  const channel = (topic: string): Subject<Push> => {
    if (!channels.has(topic)) channels.set(topic, new Subject<Push>());
    return channels.get(topic) as Subject<Push>;
  };
  jest
    .spyOn(socket, 'topic')
    .mockImplementation(((topic: string) => channel(topic).asObservable()) as never);
  return { send: (topic, body) => channel(topic).next({ topic, ...body } as Push) };
};

/** A chart engine that draws nothing. */
export const silentChart = (): ChartEngine => ({
  init: () => ({ setOption: () => undefined, resize: () => undefined, dispose: () => undefined }),
});
