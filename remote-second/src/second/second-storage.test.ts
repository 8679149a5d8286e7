import {
  readSecondPair,
  readSecondPeriod,
  saveSecondPair,
  saveSecondPeriod,
  SECOND_STORAGE_KEY,
} from './second-storage';

beforeEach(() => window.localStorage.clear());

it('keeps the pair in secondData and reads it back', () => {
  expect(readSecondPair()).toBeNull();
  saveSecondPair({ id: 3, symbol: 'ETH/USDT' });
  expect(window.localStorage.getItem('secondData')).toBe('{"match_id":3,"symbol":"ETH/USDT"}');
  expect(readSecondPair()).toEqual({ match_id: 3, symbol: 'ETH/USDT' });
});

it('ignores a secondData that is not ours', () => {
  window.localStorage.setItem(SECOND_STORAGE_KEY.pair, '{not json');
  expect(readSecondPair()).toBeNull();
  window.localStorage.setItem(SECOND_STORAGE_KEY.pair, '{"match_id":"3"}');
  expect(readSecondPair()).toBeNull();
});

it('keeps the chart period in secondPeriod; an unknown one reads as none', () => {
  saveSecondPeriod('30min');
  expect(window.localStorage.getItem('secondPeriod')).toBe('30min');
  expect(readSecondPeriod()).toBe('30min');
  window.localStorage.setItem(SECOND_STORAGE_KEY.period, '7min');
  expect(readSecondPeriod()).toBeNull();
});
