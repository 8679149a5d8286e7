import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider, type Translator } from '@exchange/shared';
import common from '../../i18n/locales/en.json';
import widgets from '../../i18n/widgets/locales/en.json';
import { createTestI18n } from '@exchange/shared/testing';
import type { Depth, DepthRow } from '../../contract';
import { OrderBook, type OrderBookProps } from './order-book';

const row = (price: string, amount: string): DepthRow => ({
  index: 0,
  price,
  number: amount,
  amount,
  sum: amount,
});

const DEPTH: Depth = {
  in: [row('99.50', '2'), row('99.40', '1'), row('98.70', '4')],
  out: [row('100.10', '1'), row('100.20', '8'), row('101.30', '0.5')],
};

let i18n: Translator;
beforeAll(async () => {
  i18n = await createTestI18n({ common });
});

const renderBook = (
  props: Partial<OrderBookProps> = {},
): { onPick: jest.Mock; rerender: (next: Partial<OrderBookProps>) => void } => {
  const onPick = jest.fn();
  const element = (next: Partial<OrderBookProps>): ReactElement => (
    <I18nProvider i18n={i18n}>
      <OrderBook
        depth={DEPTH}
        loading={false}
        lastPrice="100.00"
        lastSide={2}
        priceDecimals={2}
        quantityDecimals={4}
        baseCode="BTC"
        quoteCode="USDT"
        onPick={onPick}
        {...props}
        {...next}
      />
    </I18nProvider>
  );
  const view = render(element({}));
  return { onPick, rerender: (next) => view.rerender(element(next)) };
};

const prices = (side: 'ask' | 'bid'): string[] =>
  screen.queryAllByTestId(`book-${side}`).map((item) => item.getAttribute('data-price') ?? '');

describe('OrderBook', () => {
  it('draws asks above in reverse (best nearest the middle) and bids below, best first', () => {
    renderBook();
    expect(prices('ask')).toEqual(['101.30', '100.20', '100.10']);
    expect(prices('bid')).toEqual(['99.50', '99.40', '98.70']);
    const order = [
      screen.getByTestId('book-asks'),
      screen.getByTestId('book-middle'),
      screen.getByTestId('book-bids'),
    ];
    expect(
      order[0].compareDocumentPosition(order[1]) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      order[1].compareDocumentPosition(order[2]) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows the last price and the spread between the sides', () => {
    renderBook();
    expect(screen.getByTestId('book-last-price')).toHaveTextContent('100.00');
    expect(screen.getByTestId('book-spread')).toHaveTextContent('Spread 0.60 (0.60%)');
  });

  it("shows totals with the quote currency's decimals and groups thousands", () => {
    renderBook({
      depth: { in: [row('12345.67', '3.123456')], out: [] },
      lastPrice: '12345.6789',
    });
    const bid = screen.getByTestId('book-bid');
    // Price as grouped, amount at 4 quantity decimals, total (price × amount) at USDT's 2.
    expect(bid).toHaveTextContent(/^12,345.673.123438,561.15$/);
    expect(screen.getByTestId('book-last-price')).toHaveTextContent(/^12,345.67$/);
  });

  it('scales each row bar by its amount over the largest amount', () => {
    renderBook();
    const bar = (side: string, price: string): string =>
      (
        within(screen.getByTestId('order-book'))
          .getAllByTestId(`book-${side}`)
          .find((item) => item.getAttribute('data-price') === price)
          ?.querySelector('[data-testid="book-bar"]') as HTMLElement
      ).style.transform;
    expect(bar('ask', '100.20')).toBe('scaleX(1)');
    expect(bar('bid', '98.70')).toBe('scaleX(0.5)');
    expect(bar('ask', '100.10')).toBe('scaleX(0.125)');
  });

  it('shows each level with its amount and its own value in the quote currency', () => {
    renderBook();
    expect(screen.getByText('Total (USDT)')).toBeInTheDocument();
    const [best] = screen.getAllByTestId('book-bid');
    // 99.50 × 2 = 199, at the price's 2 decimals; amounts at the quantity's 4.
    expect(Array.from(best.querySelectorAll('span'), (cell) => cell.textContent)).toEqual([
      '',
      '99.50',
      '2.0000',
      '199.00',
    ]);
  });

  it('hands a clicked row price to the form, also from the keyboard', () => {
    const { onPick } = renderBook();
    fireEvent.click(screen.getAllByTestId('book-bid')[1]);
    expect(onPick).toHaveBeenLastCalledWith('99.40');
    fireEvent.keyDown(screen.getAllByTestId('book-ask')[0], { key: 'Enter' });
    expect(onPick).toHaveBeenLastCalledWith('101.30');
  });

  it('groups prices by a coarser step', () => {
    renderBook();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: widgets.orderBook.grouping }));
    fireEvent.click(screen.getByRole('option', { name: '1' }));
    expect(prices('bid')).toEqual(['99', '98']);
    expect(prices('ask')).toEqual(['102', '101']);
  });

  it('shows skeleton rows while loading and says so when the book is empty', () => {
    const { rerender } = renderBook({ loading: true, depth: { in: [], out: [] } });
    expect(screen.getAllByTestId('book-loading').length).toBeGreaterThan(0);
    rerender({ loading: false });
    expect(screen.getByRole('status')).toHaveTextContent(widgets.orderBook.empty);
  });

  it('marks stale data and keeps it on screen', () => {
    renderBook({ stale: true });
    expect(screen.getByTestId('order-book')).toHaveAttribute('data-stale', 'true');
    expect(prices('bid')).toHaveLength(3);
  });

  it('says it is resyncing instead of showing a spread, keeping the levels on screen', () => {
    const { rerender } = renderBook({ resyncing: true });
    expect(screen.getByTestId('order-book')).toHaveAttribute('data-resyncing', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(widgets.orderBook.resyncing);
    expect(screen.queryByTestId('book-spread')).toBeNull();
    expect(prices('bid')).toHaveLength(3);
    rerender({ resyncing: false });
    expect(screen.getByTestId('order-book')).toHaveAttribute('data-resyncing', 'false');
    expect(screen.queryByTestId('book-resyncing')).toBeNull();
    expect(screen.getByTestId('book-spread')).toBeInTheDocument();
  });
});
