import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider, type Match, type Translator } from '@exchange/shared';
import type { ReactElement } from 'react';
import { optionPair, secondI18n } from '../test-kit/second-kit';
import { SecondPairTabs } from './second-pair-tabs';

let i18n: Translator;
beforeAll(async () => {
  i18n = await secondI18n();
});
afterEach(() => jest.restoreAllMocks());

const PAIRS = [optionPair('BTC/USDT', 1), optionPair('ETH/USDT', 2)];

const requote = (pairs: Match[], close: string, change: string): Match[] =>
  pairs.map((match) => ({
    ...match,
    currency_quotation: { ...match.currency_quotation, close, change },
  }));

const tabs = (
  pairs: Match[],
  selectedId: number,
  onSelect: (match: Match) => void,
): ReactElement => (
  <I18nProvider i18n={i18n}>
    <SecondPairTabs pairs={pairs} selectedId={selectedId} onSelect={onSelect} />
  </I18nProvider>
);

it('shows each pair with its latest price and change, and never reads a box to draw the row', () => {
  // MUI's Tabs read the layout (getBoundingClientRect) after every render of its own.
  const measure = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  const onSelect = jest.fn();
  const { rerender } = render(tabs(PAIRS, 1, onSelect));
  expect(screen.getByTestId('pair-close-BTC/USDT').textContent).toBe('100.5');
  expect(screen.getByTestId('pair-BTC/USDT').textContent).toContain('-0.40%');

  const requoted = requote(PAIRS, '101.25', '1.50');
  act(() => rerender(tabs(requoted, 1, onSelect)));
  expect(screen.getByTestId('pair-close-ETH/USDT').textContent).toBe('101.25');
  expect(screen.getByTestId('pair-ETH/USDT').textContent).toContain('+1.50%');

  // A click hands over the pair with its latest quote.
  fireEvent.click(screen.getByTestId('pair-ETH/USDT'));
  expect(onSelect).toHaveBeenCalledWith(requoted[1]);
  rerender(tabs(requoted, 2, onSelect));
  expect(screen.getByTestId('pair-ETH/USDT').getAttribute('aria-selected')).toBe('true');
  expect(measure).not.toHaveBeenCalled();
});

it('redraws the row when the pairs themselves change', async () => {
  const { rerender } = render(tabs(PAIRS, 1, jest.fn()));
  await act(async () => rerender(tabs([...PAIRS, optionPair('SOL/USDT', 3)], 1, jest.fn())));
  expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('data-testid'))).toEqual([
    'pair-BTC/USDT',
    'pair-ETH/USDT',
    'pair-SOL/USDT',
  ]);
  expect(screen.getByTestId('pair-close-SOL/USDT').textContent).toBe('100.5');
});
