import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { I18nProvider, type Translator } from '@exchange/shared';
import { api } from '../../api';
import { ApiError } from '../../api/api-error';
import type { Match, QuoteGroup } from '../../contract';
import common from '../../i18n/locales/en.json';
import widgets from '../../i18n/widgets/locales/en.json';
import { createTestI18n } from '@exchange/shared/testing';
import { readLocalFavourites, useFavourites } from './favourites';
import { FAVOURITES_TAB, openPairs, pairsOfTab, quoteTabs } from './pair-filter';
import { PairList } from './pair-list';

const pair = (symbol: string, id: number, change: string, extra: Partial<Match> = {}): Match => {
  const [base, quote] = symbol.split('/');
  return {
    id,
    name: symbol,
    symbol,
    base_currency_id: id * 10,
    quote_currency_id: quote === 'USDT' ? 1 : 2,
    base_currency_code: base,
    quote_currency_code: quote,
    open_change: 1,
    open_lever: 0,
    open_microtrade: 0,
    added: false,
    price_decimals: 2,
    number_decimals: 6,
    currency_quotation: {
      currency_match_id: id,
      close: `${id}00.00`,
      change,
      high: '0',
      low: '0',
      volume: '0',
    },
    cny_price: '0',
    usd_price: '0',
    ...extra,
  };
};

const group = (code: string, matches: Match[]): QuoteGroup => ({
  code,
  cny_price: '7',
  usd_price: '1',
  is_quote: 1,
  matches,
});

const GROUPS: QuoteGroup[] = [
  group('USDT', [
    pair('BTC/USDT', 1, '1.5', { added: true }),
    pair('ETH/USDT', 2, '-0.75'),
    pair('XRP/USDT', 3, '0', { open_change: 0 }),
  ]),
  group('BTC', [pair('ETH/BTC', 4, '0.00')]),
  group('ETH', [pair('LTC/ETH', 5, '1', { open_change: 0 })]),
];

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n({ common });
});
beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('pair filters', () => {
  it('lists open pairs only, and quote tabs that have some', () => {
    expect(openPairs(GROUPS).map((m) => m.id)).toEqual([1, 2, 4]);
    expect(quoteTabs(GROUPS)).toEqual(['USDT', 'BTC']);
  });

  it('filters by tab, favourites and search on the base code or symbol', () => {
    const ids = (tab: string, query = '', favourites = new Set<number>()): number[] =>
      pairsOfTab(GROUPS, tab, favourites, query).map((m) => m.id);
    expect(ids('USDT')).toEqual([1, 2]);
    expect(ids('BTC')).toEqual([4]);
    expect(ids(FAVOURITES_TAB, '', new Set([4, 1, 3]))).toEqual([1, 4]);
    expect(ids('USDT', ' eth ')).toEqual([2]);
    expect(ids('USDT', 'usdt')).toEqual([1, 2]);
    expect(ids('USDT', 'zzz')).toEqual([]);
  });
});

const Harness = ({ onSelect }: { onSelect: (match: Match) => void }): ReactElement => {
  const [selected, setSelected] = useState<number | null>(4);
  const [favourites, setFavourites] = useState<Set<number>>(new Set([2]));
  return (
    <I18nProvider i18n={i18n}>
      <PairList
        groups={GROUPS}
        loading={false}
        selectedId={selected}
        onSelect={(match) => {
          setSelected(match.id);
          onSelect(match);
        }}
        favourites={favourites}
        onToggleFavourite={(id) =>
          setFavourites((current) => {
            const next = new Set(current);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
          })
        }
      />
    </I18nProvider>
  );
};

const symbols = (): string[] =>
  screen.queryAllByTestId('pair-row').map((row) => row.getAttribute('data-symbol') ?? '');

describe('PairList', () => {
  it('never reads a box to draw its tab row, on quotes or on a new choice', () => {
    // MUI's Tabs read the layout (getBoundingClientRect) after every render of its own; the
    // kit's tabs underline the selected tab with CSS alone.
    const measure = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const list = (groups: QuoteGroup[]): ReactElement => (
      <I18nProvider i18n={i18n}>
        <PairList
          groups={groups}
          loading={false}
          selectedId={1}
          onSelect={jest.fn()}
          favourites={new Set<number>()}
          onToggleFavourite={jest.fn()}
        />
      </I18nProvider>
    );
    const { rerender } = render(list(GROUPS));
    const requoted = GROUPS.map((quote) => ({
      ...quote,
      matches: quote.matches.map((match) => ({
        ...match,
        currency_quotation: { ...match.currency_quotation, close: '1.23' },
      })),
    }));
    rerender(list(requoted));
    rerender(list(GROUPS));
    fireEvent.click(screen.getByRole('tab', { name: 'BTC' }));
    expect(screen.getByRole('tab', { name: 'BTC' })).toHaveAttribute('aria-selected', 'true');
    expect(measure).not.toHaveBeenCalled();
  });

  it('opens on the tab of the selected pair and shows base, latest and coloured change', () => {
    render(<Harness onSelect={jest.fn()} />);
    expect(screen.getByRole('tab', { name: 'BTC' })).toHaveAttribute('aria-selected', 'true');
    expect(symbols()).toEqual(['ETH/BTC']);
    fireEvent.click(screen.getByRole('tab', { name: 'USDT' }));
    expect(symbols()).toEqual(['BTC/USDT', 'ETH/USDT']);
    const [btc, eth] = screen.getAllByTestId('pair-row');
    expect(btc.querySelector('[data-testid="pair-base"]')).toHaveTextContent('BTC/USDT');
    expect(btc.querySelector('[data-testid="pair-latest"]')).toHaveTextContent('100.00');
    expect(btc.querySelector('[data-testid="pair-change"]')).toHaveTextContent('+1.50%');
    const up = getComputedStyle(
      btc.querySelector('[data-testid="pair-change"] span') as Element,
    ).color;
    const down = getComputedStyle(
      eth.querySelector('[data-testid="pair-change"] span') as Element,
    ).color;
    expect(up).not.toBe(down);
  });

  it('selects a pair on click', () => {
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('tab', { name: 'USDT' }));
    fireEvent.click(screen.getAllByTestId('pair-select')[1]);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ symbol: 'ETH/USDT' }));
    expect(screen.getAllByTestId('pair-row')[1]).toHaveAttribute('aria-current', 'true');
  });

  it('searches within the tab and says when nothing matches', () => {
    render(<Harness onSelect={jest.fn()} />);
    fireEvent.click(screen.getByRole('tab', { name: 'USDT' }));
    fireEvent.change(screen.getByRole('searchbox', { name: widgets.pairList.search }), {
      target: { value: 'zz' },
    });
    expect(symbols()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No pair matches “zz”.');
  });

  it('stars a pair without selecting it, and lists stars on the favourites tab', () => {
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add ETH/BTC to favourites' }));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: widgets.pairList.favourites }));
    expect(symbols()).toEqual(['ETH/USDT', 'ETH/BTC']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove ETH/USDT from favourites' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove ETH/BTC from favourites' }));
    expect(screen.getByRole('status')).toHaveTextContent(widgets.pairList.noFavourites);
  });
});

describe('useFavourites', () => {
  it('anonymous: keeps stars in this browser', () => {
    const post = jest.spyOn(api, 'post');
    const { result } = renderHook(() => useFavourites(GROUPS, false));
    expect([...result.current.ids]).toEqual([]);
    act(() => result.current.toggle(4));
    expect([...result.current.ids]).toEqual([4]);
    expect([...readLocalFavourites()]).toEqual([4]);
    act(() => result.current.toggle(4));
    expect([...readLocalFavourites()]).toEqual([]);
    expect(post).not.toHaveBeenCalled();
  });

  it('logged in: starts from the added flags and posts market/favourite', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue(null);
    const { result } = renderHook(() => useFavourites(GROUPS, true));
    expect([...result.current.ids]).toEqual([1]);
    act(() => result.current.toggle(2));
    expect([...result.current.ids].sort()).toEqual([1, 2]);
    expect(post).toHaveBeenCalledWith(
      'market/favourite',
      { currency_match_id: 2, added: true },
      { silentSuccess: true },
    );
    act(() => result.current.toggle(1));
    expect(post).toHaveBeenLastCalledWith(
      'market/favourite',
      { currency_match_id: 1, added: false },
      { silentSuccess: true },
    );
    expect([...result.current.ids]).toEqual([2]);
    expect(window.localStorage.getItem('favouritePairs')).toBeNull();
  });

  it('logged in: undoes the star when the server refuses', async () => {
    jest.spyOn(api, 'post').mockRejectedValue(new ApiError('rejected', 'no'));
    const { result } = renderHook(() => useFavourites(GROUPS, true));
    act(() => result.current.toggle(4));
    expect(result.current.ids.has(4)).toBe(true);
    await waitFor(() => expect(result.current.ids.has(4)).toBe(false));
  });

  it('ignores a broken stored list', () => {
    window.localStorage.setItem('favouritePairs', '{oops');
    expect([...readLocalFavourites()]).toEqual([]);
    window.localStorage.setItem('favouritePairs', '[3,"x",5]');
    expect([...readLocalFavourites()]).toEqual([3, 5]);
  });
});
