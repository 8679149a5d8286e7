import {
  ApiError,
  BehaviorSubject,
  type Depth,
  type SpotOrder,
  type StopOrder,
  I18nProvider,
  type Translator,
} from '@exchange/shared';
import { MemoryRouter } from '@exchange/shared/router';
import { contrastRatio, initialMarketState, type MarketFeedState } from '@exchange/shared/trading';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Balances } from '../balances/use-balances';
import { depthRow, orderOf, pairOf } from '../test-kit/spot-fixtures';
import {
  collectToasts,
  commonTexts,
  fakeApi,
  spotTestI18n,
  spotTexts,
} from '../test-kit/spot-harness';
import { stopPlaced$ } from '../order-panel/stop-events';
import { OrderForm, type PickedPrice } from './order-form';

const PAIR = pairOf('BTC/USDT', 1, {
  price_decimals: 4,
  number_decimals: 6,
  min_order_value: '5',
  buy_fee_rate: '0.001',
  sell_fee_rate: '0.002',
  base_currency_decimals: 8,
  quote_currency_decimals: 8,
});
const BOOK: Depth = {
  in: [depthRow('99.50', '1'), depthRow('99.00', '2')],
  out: [depthRow('100.50', '1'), depthRow('101.00', '3')],
};

let i18n: Translator;
beforeAll(async () => {
  i18n = await spotTestI18n();
});
const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  jest.restoreAllMocks();
});

type Setup = {
  feed: BehaviorSubject<MarketFeedState>;
  balances: Balances;
  onPlaced: jest.Mock<void, [SpotOrder]>;
  toasts: () => string[];
  rerender: (props: { picked?: PickedPrice | null; loggedIn?: boolean }) => void;
};

const setup = ({
  loggedIn = true,
  depth = BOOK,
  base = '1.23456789',
  quote = '1000',
}: {
  loggedIn?: boolean;
  depth?: Depth;
  base?: string | null;
  quote?: string | null;
} = {}): Setup => {
  const feed = new BehaviorSubject<MarketFeedState>({
    ...initialMarketState(),
    status: 'ready',
    depth,
  });
  const balances: Balances = { base, quote, loading: false, refresh: jest.fn() };
  const onPlaced = jest.fn<void, [SpotOrder]>();
  const collected = collectToasts();
  stops.push(() => collected.stop.unsubscribe());
  const element = (props: { picked?: PickedPrice | null; loggedIn?: boolean }): ReactElement => (
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <OrderForm
          pair={PAIR}
          loggedIn={props.loggedIn ?? loggedIn}
          feed$={feed}
          balances={balances}
          picked={props.picked ?? null}
          onPlaced={onPlaced}
        />
      </MemoryRouter>
    </I18nProvider>
  );
  const view = render(element({}));
  return {
    feed,
    balances,
    onPlaced,
    toasts: () => collected.toasts.map((toast) => toast.message),
    rerender: (props) => view.rerender(element(props)),
  };
};

const field = (name: string): HTMLInputElement => screen.getByTestId(name) as HTMLInputElement;
const type = (name: string, value: string): void => {
  fireEvent.change(field(name), { target: { value } });
};
const slide = (side: 'buy' | 'sell', percent: number): void => {
  fireEvent.change(field(`${side}-slider`), { target: { value: String(percent) } });
};

describe('OrderForm: inputs (docs/product.md#public-and-spot-validation)', () => {
  it('starts in limit mode (index 0) with editable prices', () => {
    setup();
    expect(screen.getByTestId('order-form')).toHaveAttribute('data-mode', '0');
    expect(screen.getByRole('tab', { name: spotTexts.form.limit })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(field('buy-price')).not.toBeDisabled();
  });

  it('never reads a box of the limit / market tabs, as the form changes or the mode does', () => {
    const measure = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const { feed } = setup();
    const tabsRoot = screen.getByRole('tablist').closest('.MuiTabs-root') as HTMLElement;
    // MUI's Tabs read its own and its tabs' boxes after every render of its own (a forced
    // layout inside /trade's first commit); the kit's tabs draw the underline with CSS alone.
    const tabReads = (): number =>
      measure.mock.contexts.filter((element) => tabsRoot.contains(element as Node)).length;
    type('buy-price', '12.5');
    act(() => feed.next({ ...feed.value, depth: { ...BOOK } }));
    fireEvent.click(screen.getByRole('tab', { name: spotTexts.form.market }));
    expect(screen.getByRole('tab', { name: spotTexts.form.market })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(tabReads()).toBe(0);
  });

  it('price takes digits with at most 4 decimals and refuses e, minus and plus', () => {
    setup();
    type('buy-price', '12.3456');
    expect(field('buy-price')).toHaveValue('12.3456');
    type('buy-price', '12.34567');
    expect(field('buy-price')).toHaveValue('12.3456');
    for (const text of ['1e5', '-3', '+3', 'abc']) {
      type('buy-price', text);
      expect(field('buy-price')).toHaveValue('12.3456');
    }
    for (const key of ['e', 'E', '-', '+']) {
      const event = fireEvent.keyDown(field('buy-price'), { key });
      expect(event).toBe(false);
    }
    expect(fireEvent.keyDown(field('buy-price'), { key: '5' })).toBe(true);
  });

  it('a pasted price or quantity loses its surrounding spaces; a space inside is refused', () => {
    setup();
    type('buy-price', ' 101.5 ');
    expect(field('buy-price')).toHaveValue('101.5');
    type('buy-quantity', '\t2\n');
    expect(field('buy-quantity')).toHaveValue('2');
    type('buy-price', '10 1');
    expect(field('buy-price')).toHaveValue('101.5');
  });

  it('buy slider: quote balance × percent ÷ price, floored to 6 decimals; total rounded up', () => {
    setup();
    type('buy-price', '3');
    slide('buy', 25);
    expect(field('buy-quantity')).toHaveValue('83.333333');
    // 3 × 83.333333 = 249.999999, shown at USDT's 2 decimals rounded up: never less than locked
    expect(screen.getByTestId('buy-total')).toHaveTextContent('250.00 USDT');
  });

  it('sell slider: base balance × percent, floored to 6 decimals', () => {
    setup();
    slide('sell', 50);
    expect(field('sell-quantity')).toHaveValue('0.617283');
    type('sell-price', '0.3333');
    // 0.3333 × 0.617283 = 0.2057404239 → rounded up at 6
    expect(screen.getByTestId('sell-total')).toHaveTextContent('0.21 USDT');
  });

  it('shows the available balances of both currencies', () => {
    setup();
    // Each currency with its display decimals and grouped (docs/decisions.md#display-numbers).
    expect(screen.getByTestId('buy-available')).toHaveTextContent(/ 1,000.00 USDT$/);
    expect(screen.getByTestId('sell-available')).toHaveTextContent('1.23456789 BTC');
  });

  it('a picked book price goes into both prices', () => {
    const { rerender } = setup();
    rerender({ picked: { price: '99.50', nonce: 1 } });
    expect(field('buy-price')).toHaveValue('99.50');
    expect(field('sell-price')).toHaveValue('99.50');
    type('buy-price', '1');
    rerender({ picked: { price: '99.50', nonce: 2 } });
    expect(field('buy-price')).toHaveValue('99.50');
  });
});

describe('OrderForm: modes (docs/product.md#public-and-spot-states)', () => {
  it('switching to market clears quantities and sliders and fills best ask / best bid', () => {
    setup();
    type('buy-price', '3');
    slide('buy', 50);
    type('sell-quantity', '0.5');
    fireEvent.click(screen.getByRole('tab', { name: spotTexts.form.market }));
    expect(screen.getByTestId('order-form')).toHaveAttribute('data-mode', '1');
    expect(field('buy-quantity')).toHaveValue('');
    expect(field('sell-quantity')).toHaveValue('');
    expect(field('buy-slider')).toHaveValue('0');
    expect(field('buy-price')).toHaveValue('100.50');
    expect(field('sell-price')).toHaveValue('99.50');
    expect(field('buy-price')).toBeDisabled();
  });

  it('market prices follow the book while it moves', () => {
    const { feed } = setup();
    fireEvent.click(screen.getByRole('tab', { name: spotTexts.form.market }));
    act(() =>
      feed.next({
        ...feed.value,
        depth: { in: [depthRow('99.70', '1')], out: [depthRow('100.20', '1')] },
      }),
    );
    expect(field('buy-price')).toHaveValue('100.20');
    expect(field('sell-price')).toHaveValue('99.70');
  });

  it('switching back to limit clears quantities again and keeps the prices editable', () => {
    setup();
    fireEvent.click(screen.getByRole('tab', { name: spotTexts.form.market }));
    type('buy-quantity', '2');
    fireEvent.click(screen.getByRole('tab', { name: spotTexts.form.limit }));
    expect(field('buy-quantity')).toHaveValue('');
    expect(field('buy-price')).toHaveValue('100.50');
    expect(field('buy-price')).not.toBeDisabled();
  });

  it('market mode without a best price says notbest, on switching and on submit', () => {
    const { toasts } = setup({ depth: { in: [depthRow('99.50', '1')], out: [] } });
    fireEvent.click(screen.getByRole('tab', { name: spotTexts.form.market }));
    expect(toasts()).toEqual([spotTexts.notbest]);
    type('buy-quantity', '1');
    fireEvent.click(screen.getByTestId('buy-submit'));
    expect(toasts()).toEqual([spotTexts.notbest, spotTexts.notbest]);
    expect(screen.queryByTestId('order-confirm')).not.toBeInTheDocument();
  });
});

describe('OrderForm: validation and confirmation (docs/product.md#public-and-spot-validation, docs/product.md#public-and-spot-errors)', () => {
  it('a limit order without a price is p_price, then without a quantity p_num', () => {
    const { toasts } = setup();
    fireEvent.click(screen.getByTestId('buy-submit'));
    expect(toasts()).toEqual([spotTexts.p_price]);
    type('buy-price', '100');
    fireEvent.click(screen.getByTestId('buy-submit'));
    expect(toasts()).toEqual([spotTexts.p_price, spotTexts.p_num]);
    expect(screen.queryByTestId('order-confirm')).not.toBeInTheDocument();
  });

  it('asks for confirmation, then sends the buy and clears its side', async () => {
    const placed = orderOf(77, { price: '100', total_number: '2', number: '2' });
    const { post } = fakeApi({}, { 'tx_in/add': () => placed });
    const { onPlaced, balances, toasts } = setup();
    type('buy-price', '100');
    type('buy-quantity', '2');
    fireEvent.click(screen.getByTestId('buy-submit'));
    const dialog = await screen.findByTestId('order-confirm');
    expect(within(dialog).getByTestId('confirm-pair')).toHaveTextContent('BTC/USDT');
    expect(within(dialog).getByTestId('confirm-side')).toHaveTextContent(spotTexts.form.sideBuy);
    expect(within(dialog).getByTestId('confirm-type')).toHaveTextContent(spotTexts.form.limit);
    expect(within(dialog).getByTestId('confirm-priceLabel')).toHaveTextContent('100.0000 USDT');
    expect(within(dialog).getByTestId('confirm-amountLabel')).toHaveTextContent('2.000000 BTC');
    expect(within(dialog).getByTestId('confirm-totalLabel')).toHaveTextContent('200.00 USDT');
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(placed));
    expect(post).toHaveBeenCalledWith(
      'tx_in/add',
      { currency_match_id: 1, price: '100', number: '2' },
      { silentSuccess: true },
    );
    expect(toasts()).toEqual([spotTexts.form.placed]);
    expect(balances.refresh).toHaveBeenCalledTimes(1);
    expect(field('buy-quantity')).toHaveValue('');
    expect(field('buy-price')).toHaveValue('100');
    await waitFor(() => expect(screen.queryByTestId('order-confirm')).not.toBeInTheDocument());
  });

  it('a market sell is sent at the best bid it was confirmed at', async () => {
    const { post } = fakeApi({}, { 'tx_out/add': () => orderOf(5, { way: 2 }) });
    setup();
    fireEvent.click(screen.getByRole('tab', { name: spotTexts.form.market }));
    type('sell-quantity', '0.5');
    fireEvent.click(screen.getByTestId('sell-submit'));
    expect(screen.getByTestId('confirm-type')).toHaveTextContent(spotTexts.form.market);
    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        'tx_out/add',
        { currency_match_id: 1, price: '99.50', number: '0.5', type: 'market' },
        { silentSuccess: true },
      ),
    );
  });

  it('cancelling the confirmation sends nothing', async () => {
    const { post } = fakeApi({}, {});
    setup();
    type('sell-price', '101');
    type('sell-quantity', '1');
    fireEvent.click(screen.getByTestId('sell-submit'));
    fireEvent.click(screen.getByRole('button', { name: commonTexts.cancel }));
    await waitFor(() => expect(screen.queryByTestId('order-confirm')).not.toBeInTheDocument());
    expect(post).not.toHaveBeenCalled();
    expect(field('sell-quantity')).toHaveValue('1');
  });

  it('a refused order keeps the form as it was', async () => {
    fakeApi(
      {},
      {
        'tx_in/add': () => {
          throw new ApiError('rejected', 'Insufficient balance');
        },
      },
    );
    const { onPlaced } = setup();
    type('buy-price', '100');
    type('buy-quantity', '2');
    fireEvent.click(screen.getByTestId('buy-submit'));
    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(screen.getByTestId('confirm-dialog-ok')).not.toBeDisabled());
    expect(onPlaced).not.toHaveBeenCalled();
    expect(field('buy-quantity')).toHaveValue('2');
  });
});

describe('OrderForm: fees and the minimum order value (docs/product.md#spot-fees, docs/product.md#spot-order-rules)', () => {
  it('shows the fee rate, the estimated fee and what arrives for what is typed', () => {
    setup();
    expect(screen.getByTestId('buy-fee-rate')).toHaveTextContent(`${spotTexts.form.feeRate}: 0.1%`);
    expect(screen.getByTestId('sell-fee-rate')).toHaveTextContent('0.2%');
    expect(screen.getByTestId('buy-fee')).toHaveTextContent(`${spotTexts.form.fee}: --`);
    type('buy-price', '97000');
    type('buy-quantity', '0.001');
    // The buyer pays the fee in the base it receives.
    expect(screen.getByTestId('buy-fee')).toHaveTextContent('0.00000100 BTC');
    expect(screen.getByTestId('buy-receive')).toHaveTextContent('0.00099900 BTC');
    type('sell-price', '100');
    type('sell-quantity', '0.5');
    // The seller pays it in the quote: 50 × 0.002 = 0.1.
    expect(screen.getByTestId('sell-fee')).toHaveTextContent('0.10 USDT');
    expect(screen.getByTestId('sell-receive')).toHaveTextContent('49.90 USDT');
  });

  it('names the minimum, flags dust as it is typed and refuses to confirm it', () => {
    const { toasts } = setup();
    const minimumText = spotTexts.form.minimum
      .replace('{{min}}', '5.00')
      .replace('{{code}}', 'USDT');
    const dustText = spotTexts.minValue.replace('{{min}}', '5.00').replace('{{code}}', 'USDT');
    expect(screen.getByTestId('buy-minimum')).toHaveTextContent(minimumText);
    type('buy-price', '0.01');
    type('buy-quantity', '0.000001');
    expect(screen.getByTestId('buy-minimum')).toHaveAttribute('data-below', 'true');
    expect(screen.getByTestId('buy-minimum')).toHaveTextContent(dustText);
    fireEvent.click(screen.getByTestId('buy-submit'));
    expect(toasts()).toEqual([dustText]);
    expect(screen.queryByTestId('order-confirm')).not.toBeInTheDocument();
    // Exactly the minimum passes.
    type('buy-price', '100');
    type('buy-quantity', '0.05');
    expect(screen.getByTestId('buy-minimum')).toHaveAttribute('data-below', 'false');
    fireEvent.click(screen.getByTestId('buy-submit'));
    expect(screen.getByTestId('order-confirm')).toBeInTheDocument();
  });

  it('the confirmation shows the fee rate, the fee and what arrives', async () => {
    setup();
    type('sell-price', '101');
    type('sell-quantity', '1');
    fireEvent.click(screen.getByTestId('sell-submit'));
    const dialog = await screen.findByTestId('order-confirm');
    expect(within(dialog).getByTestId('confirm-feeRate')).toHaveTextContent('0.2%');
    // Floored at USDT's 2 display decimals: never more fee or more received than the engine's.
    expect(within(dialog).getByTestId('confirm-fee')).toHaveTextContent('0.20 USDT');
    expect(within(dialog).getByTestId('confirm-receive')).toHaveTextContent('100.79 USDT');
  });
});

describe('OrderForm: order types (docs/product.md#spot-order-types)', () => {
  it('a limit order goes with the chosen time in force, shown in the confirmation', async () => {
    const { post } = fakeApi({}, { 'tx_in/add': () => orderOf(8) });
    setup();
    fireEvent.click(screen.getByTestId('tif-FOK'));
    type('buy-price', '100');
    type('buy-quantity', '2');
    fireEvent.click(screen.getByTestId('buy-submit'));
    expect(screen.getByTestId('confirm-tif')).toHaveTextContent(spotTexts.form.tifFOK);
    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        'tx_in/add',
        { currency_match_id: 1, price: '100', number: '2', time_in_force: 'FOK' },
        { silentSuccess: true },
      ),
    );
  });

  it('post-only is GTC: ticking it selects GTC, and it is sent', async () => {
    const { post } = fakeApi({}, { 'tx_out/add': () => orderOf(9, { way: 2 }) });
    setup();
    fireEvent.click(screen.getByTestId('tif-IOC'));
    fireEvent.click(screen.getByTestId('post-only'));
    expect(screen.getByTestId('tif-GTC')).toHaveAttribute('aria-pressed', 'true');
    type('sell-price', '101');
    type('sell-quantity', '1');
    fireEvent.click(screen.getByTestId('sell-submit'));
    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        'tx_out/add',
        { currency_match_id: 1, price: '101', number: '1', post_only: true },
        { silentSuccess: true },
      ),
    );
  });

  it('market mode hides the options and shows the protection band', () => {
    setup();
    expect(screen.getByTestId('order-options')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: spotTexts.form.market }));
    expect(screen.queryByTestId('order-options')).not.toBeInTheDocument();
    expect(screen.getByTestId('market-band')).toHaveTextContent(
      spotTexts.form.marketBand.replace('{{percent}}', '5'),
    );
  });

  it('says how much filled and that the rest was cancelled when an order comes back cancelled', async () => {
    const answer = orderOf(10, { status: 4, transacted_amount: '0.4', number: '1.6' });
    fakeApi({}, { 'tx_in/add': () => answer });
    const { toasts, onPlaced } = setup();
    fireEvent.click(screen.getByRole('tab', { name: spotTexts.form.market }));
    type('buy-quantity', '2');
    fireEvent.click(screen.getByTestId('buy-submit'));
    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(answer));
    expect(toasts()).toEqual([
      spotTexts.form.partlyFilled
        .replace('{{filled}}', '0.4')
        .replace('{{rest}}', '1.6')
        .replaceAll('{{code}}', 'BTC'),
    ]);
  });
});

describe('OrderForm: stop-limit mode (docs/product.md#spot-order-types)', () => {
  const stopAnswer = (id: number): StopOrder => ({
    id,
    way: 2,
    way_name: 'Sell',
    stop_price: '95',
    price: '94.5',
    number: '0.5',
    status: 1,
    status_name: 'Waiting',
    order_id: null,
    currency_match_id: 1,
    currency_match: { symbol: 'BTC/USDT' },
    created_at: '2026-01-01 00:00:00',
    updated_at: '2026-01-01 00:00:00',
  });

  it('has a stop price field, keeps the exact-decimal rule and shows the hint', () => {
    setup();
    expect(screen.queryByTestId('buy-stop')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: spotTexts.form.stopLimit }));
    expect(screen.getByTestId('order-form')).toHaveAttribute('data-mode', '2');
    expect(screen.getByTestId('stop-hint')).toHaveTextContent(spotTexts.form.stopHint);
    expect(screen.queryByTestId('order-options')).not.toBeInTheDocument();
    type('buy-stop', '101.1234');
    type('buy-stop', '101.12345'); // a fifth decimal is refused as typed
    type('buy-stop', '1e3');
    expect(field('buy-stop')).toHaveValue('101.1234');
    expect(field('buy-price')).not.toBeDisabled();
  });

  it('checks the stop price first, then the limit price, the quantity and the minimum', () => {
    const { toasts } = setup();
    fireEvent.click(screen.getByRole('tab', { name: spotTexts.form.stopLimit }));
    const submit = (): void => {
      fireEvent.click(screen.getByTestId('sell-submit'));
    };
    submit();
    type('sell-stop', '95');
    submit();
    type('sell-price', '94.5');
    submit();
    type('sell-quantity', '0.01');
    submit();
    expect(toasts()).toEqual([
      spotTexts.p_stop,
      spotTexts.p_price,
      spotTexts.p_num,
      spotTexts.minValue.replace('{{min}}', '5.00').replace('{{code}}', 'USDT'),
    ]);
    expect(screen.getByTestId('sell-fee')).toHaveTextContent('0.00 USDT');
    expect(screen.queryByTestId('order-confirm')).not.toBeInTheDocument();
  });

  it('confirms with the stop price and sends stop_order/add from the keyboard (Enter)', async () => {
    const answer = stopAnswer(5);
    const { post } = fakeApi({}, { 'stop_order/add': () => answer });
    const { onPlaced, balances, toasts } = setup();
    const seen: StopOrder[] = [];
    const subscription = stopPlaced$.subscribe((stop) => seen.push(stop));
    stops.push(() => subscription.unsubscribe());
    fireEvent.click(screen.getByRole('tab', { name: spotTexts.form.stopLimit }));
    type('sell-stop', '95');
    type('sell-price', '94.5');
    type('sell-quantity', '0.5');
    fireEvent.submit(field('sell-quantity'));
    const dialog = await screen.findByTestId('order-confirm');
    expect(within(dialog).getByTestId('confirm-type')).toHaveTextContent(spotTexts.form.stopLimit);
    expect(within(dialog).getByTestId('confirm-stopPrice')).toHaveTextContent('95.0000 USDT');
    expect(within(dialog).getByTestId('confirm-limitPrice')).toHaveTextContent('94.5000 USDT');
    expect(within(dialog).getByTestId('confirm-totalLabel')).toHaveTextContent('47.25 USDT');
    expect(within(dialog).getByTestId('confirm-fee')).toHaveTextContent('0.09 USDT');
    fireEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await waitFor(() => expect(seen).toEqual([answer]));
    expect(post).toHaveBeenCalledWith(
      'stop_order/add',
      { currency_match_id: 1, way: 2, stop_price: '95', price: '94.5', number: '0.5' },
      { silentSuccess: true },
    );
    expect(toasts()).toEqual([spotTexts.form.stopPlaced]);
    expect(onPlaced).not.toHaveBeenCalled(); // not an order on the book
    expect(balances.refresh).toHaveBeenCalledTimes(1);
    expect(field('sell-quantity')).toHaveValue('');
  });
});

describe('OrderForm: anonymous visitors (docs/product.md#public-and-spot)', () => {
  it('see login and register links instead of the buy and sell buttons', () => {
    setup({ loggedIn: false, base: null, quote: null });
    expect(screen.queryByTestId('buy-submit')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sell-submit')).not.toBeInTheDocument();
    const prompt = screen.getByTestId('buy-login-prompt');
    expect(within(prompt).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?page=%2Ftrade',
    );
    expect(within(prompt).getByRole('link', { name: 'register' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByTestId('buy-available')).toHaveTextContent('--');
  });
});

describe('OrderForm: buttons (docs/product.md#colour-contrast)', () => {
  /** `rgb(r, g, b)` as the browser reports a colour → `#rrggbb`. */
  const hexOf = (rgb: string): string =>
    `#${(rgb.match(/\d+/g) ?? [])
      .slice(0, 3)
      .map((part) => Number(part).toString(16).padStart(2, '0'))
      .join('')}`;

  it.each(['buy', 'sell'])('the %s button’s text reads at 4.5 : 1 on its fill', (side) => {
    setup();
    const style = window.getComputedStyle(screen.getByTestId(`${side}-submit`));
    expect(contrastRatio(hexOf(style.color), hexOf(style.backgroundColor))).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
