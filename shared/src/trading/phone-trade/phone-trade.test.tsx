import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { stubMatchMedia, type MatchMediaStub } from '../../testing/match-media';
import { PHONE_MAX_WIDTH, useIsPhone } from './phone-layout';
import type { PhoneTradeSides } from './phone-trade-bar';
import { PhoneTradeLayout } from './phone-trade-layout';

const SIDES: PhoneTradeSides<'buy' | 'sell'> = [
  { value: 'buy', label: 'Buy BTC', tone: 'up' },
  { value: 'sell', label: 'Sell BTC', tone: 'down' },
];

const Layout = ({ book = jest.fn(() => 'the book') }: { book?: () => string }): ReactElement => (
  <PhoneTradeLayout
    chart={<div data-testid="chart">chart</div>}
    tabs={[
      { value: 'book', label: 'Book', content: book },
      { value: 'orders', label: 'Orders', content: () => <div data-testid="orders">orders</div> },
    ]}
    tabsLabel="Panels"
    sides={SIDES}
    sheetTitle="BTC/USDT"
    closeLabel="Close"
    form={(side, close) => (
      <div data-testid="form" data-side={side}>
        <button type="button" data-testid="place" onClick={close}>
          place
        </button>
      </div>
    )}
  />
);

const sheetClosed = (): Promise<void> =>
  waitFor(() => expect(screen.queryByTestId('form')).not.toBeInTheDocument());

describe('useIsPhone (docs/product.md#trade-pages-on-a-phone)', () => {
  let media: MatchMediaStub | null = null;
  afterEach(() => media?.restore());

  const Probe = (): ReactElement => <div data-testid="probe">{String(useIsPhone())}</div>;

  it.each([
    [390, 'true'],
    [PHONE_MAX_WIDTH, 'true'],
    [PHONE_MAX_WIDTH + 1, 'false'],
    [1440, 'false'],
  ])('at %i px says %s', (width, expected) => {
    media = stubMatchMedia(width);
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent(expected);
  });

  it('follows the window across the breakpoint', () => {
    media = stubMatchMedia(1440);
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('false');
    act(() => media?.resize(390));
    expect(screen.getByTestId('probe')).toHaveTextContent('true');
  });

  it('is the desktop layout where the browser cannot tell (no matchMedia)', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('false');
  });
});

describe('PhoneTradeLayout (docs/product.md#trade-pages-on-a-phone)', () => {
  it('puts the chart first, then the tabs, with only the chosen tab mounted', () => {
    const book = jest.fn(() => 'the book');
    render(<Layout book={book} />);
    const chart = screen.getByTestId('chart');
    const tabs = screen.getByTestId('phone-tabs');
    expect(chart.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('phone-tab-panel')).toHaveTextContent('the book');
    expect(screen.queryByTestId('orders')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('phone-tab-orders'));
    expect(screen.getByTestId('orders')).toBeInTheDocument();
    expect(screen.getByTestId('phone-tab-panel')).not.toHaveTextContent('the book');
    expect(screen.queryByTestId('form')).not.toBeInTheDocument();
  });

  it('opens the form in the bottom sheet with the side tapped, and switches side there', async () => {
    render(<Layout />);
    fireEvent.click(screen.getByTestId('phone-sell'));
    expect(await screen.findByTestId('form')).toHaveAttribute('data-side', 'sell');
    expect(screen.getByTestId('phone-trade-sheet')).toHaveTextContent('BTC/USDT');
    expect(screen.getByTestId('phone-sheet-sell')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('phone-sheet-buy')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByTestId('phone-sheet-buy'));
    expect(screen.getByTestId('form')).toHaveAttribute('data-side', 'buy');
  });

  it('closes when the form says an order went through', async () => {
    render(<Layout />);
    fireEvent.click(screen.getByTestId('phone-buy'));
    fireEvent.click(await screen.findByTestId('place'));
    await sheetClosed();
    // Opened again, with the side asked for this time.
    fireEvent.click(screen.getByTestId('phone-sell'));
    expect(await screen.findByTestId('form')).toHaveAttribute('data-side', 'sell');
  });

  it('closes on Escape and on its close button', async () => {
    render(<Layout />);
    fireEvent.click(screen.getByTestId('phone-buy'));
    fireEvent.keyDown(await screen.findByTestId('form'), { key: 'Escape' });
    await sheetClosed();
    fireEvent.click(screen.getByTestId('phone-buy'));
    await screen.findByTestId('form');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await sheetClosed();
  });
});
