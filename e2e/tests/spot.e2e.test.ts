import type { Page } from 'playwright-core';
import { deal } from '../src/book-sync';
import { newDesktopContext } from '../src/browser';
import { loginDemo } from '../src/product';
import { setUpProductAndBrowser } from '../src/suite';
import { plainNumber } from '../src/read-number';
import { mustOk } from '../src/trader-api';

const suite = setUpProductAndBrowser();

type Detail = { balance: string; lock_balance: string };
type Session = { token: string; uid: string; account: string };

/** Exact decimal difference a − b of two decimal strings (BigInt, no floats). */
const minus = (a: string, b: string): string => {
  const places = Math.max((a.split('.')[1] ?? '').length, (b.split('.')[1] ?? '').length);
  const scale = (value: string): bigint => {
    const [whole, fraction = ''] = value.split('.');
    return BigInt(whole + fraction.padEnd(places, '0'));
  };
  const diff = scale(a) - scale(b);
  const sign = diff < 0n ? '-' : '';
  const digits = (diff < 0n ? -diff : diff).toString().padStart(places + 1, '0');
  return places
    ? `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`
    : `${sign}${digits}`;
};
const same = (a: string, b: string): boolean => /^-?0*\.?0*$/.test(minus(a, b).replace('-', ''));

let session: Session;
let btcUsdt: { id: number; base: number; quote: number };

beforeAll(async () => {
  session = await loginDemo(suite.product);
  const groups = await suite.product.api<
    {
      matches: {
        id: number;
        symbol: string;
        base_currency_id: number;
        quote_currency_id: number;
      }[];
    }[]
  >('market/currency_matches');
  const match = groups.data
    .flatMap((group) => group.matches)
    .find((item) => item.symbol === 'BTC/USDT');
  if (!match) throw new Error('BTC/USDT is not seeded');
  btcUsdt = { id: match.id, base: match.base_currency_id, quote: match.quote_currency_id };
});

const detail = async (currencyId: number): Promise<Detail> =>
  (
    await suite.product.api<Detail>(
      `account/detail?currency_id=${currencyId}&account_type_id=1&id=${btcUsdt.id}`,
      { token: session.token },
    )
  ).data;

const openTrade = async (): Promise<{ page: Page; sent: string[] }> => {
  const context = await newDesktopContext(suite.browser, {
    lastCloseTime: String(Date.now() + 86_400_000),
    token: session.token,
    uid: session.uid,
    account: session.account,
    tradeinfo: JSON.stringify({ symbol: 'BTC/USDT', match_id: btcUsdt.id }),
  });
  const page = await context.newPage();
  const sent: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', (frame) => sent.push(String(frame.payload))),
  );
  await page.goto(`${suite.product.url}/trade`);
  await page.locator('[data-testid="book-bid"]').first().waitFor({ timeout: 30_000 });
  return { page, sent };
};

const placeBuy = async (page: Page, price: string, quantity: string): Promise<void> => {
  if (price) await page.getByTestId('buy-price').fill(price);
  await page.getByTestId('buy-quantity').fill(quantity);
  await page.getByTestId('buy-submit').click();
  await page.getByTestId('order-confirm').waitFor();
  await page.getByTestId('confirm-dialog-ok').click();
};

test('a limit buy below the market locks its cost, shows in current orders, and cancelling restores the balance', async () => {
  const { page } = await openTrade();
  const before = await detail(btcUsdt.quote);
  await placeBuy(page, '50000', '0.01');
  const row = page.getByTestId('order-row').first();
  await row.waitFor();
  const locked = await detail(btcUsdt.quote);
  expect(minus(before.balance, locked.balance)).toMatch(/^500(\.0*)?$/);
  expect(minus(locked.lock_balance, before.lock_balance)).toMatch(/^500(\.0*)?$/);

  await row.getByTestId('order-cancel').click();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="order-row"]').length === 0,
  );
  const after = await detail(btcUsdt.quote);
  expect(same(after.balance, before.balance)).toBe(true);
  expect(same(after.lock_balance, before.lock_balance)).toBe(true);
});

test('a market buy fills against bot liquidity, appears in history, and costs exactly its filled volume', async () => {
  const { page } = await openTrade();
  await page.getByTestId('mode-market').click();
  // A market buy is priced at the best ask when confirmed (docs/product.md#public-and-spot-states). The bots re-quote every
  // few hundred ms, so that ask can be gone when the order arrives and it rests instead: as a
  // trader would, cancel it and buy again (a cancelled order gives its lock back exactly).
  let placed: { id: number; status: number } | undefined;
  let before = await detail(btcUsdt.quote);
  for (let attempt = 0; attempt < 4 && placed?.status !== 3; attempt += 1) {
    if (placed) {
      await suite.product.api('tx_in/cancel', { token: session.token, body: { id: placed.id } });
      before = await detail(btcUsdt.quote);
    }
    const answer = page.waitForResponse((response) => response.url().includes('tx_in/add'));
    await placeBuy(page, '', '0.001');
    placed = ((await (await answer).json()) as { data: { id: number; status: number } }).data;
  }
  if (!placed) throw new Error('no order placed');
  // Follow this order by its id: the history also holds the earlier tests' cancelled orders.
  await page.getByTestId('orders-tab-history').click();
  await page.locator(`[data-testid="order-row"][data-id="${placed.id}"]`).waitFor({
    timeout: 20_000,
  });
  const history = await suite.product.api<{
    data: { id: number; transacted_volume: string; status: number }[];
  }>(`tx_history/list?page=1&limit=10&currency_match_id=${btcUsdt.id}`, { token: session.token });
  const filled = history.data.data.find((order) => order.id === placed?.id);
  expect(filled?.status).toBe(3);
  const after = await detail(btcUsdt.quote);
  // The buyer pays the fee in base, so the quote spent is exactly the filled volume.
  expect(same(minus(before.balance, after.balance), filled?.transacted_volume ?? '')).toBe(true);
});

test('the form flags a dust order before sending it and shows the fee of what is typed', async () => {
  const { page } = await openTrade();
  await page.getByTestId('buy-price').fill('0.01');
  await page.getByTestId('buy-quantity').fill('0.000001');
  const minimum = page.getByTestId('buy-minimum');
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="buy-minimum"]')?.getAttribute('data-below') === 'true',
  );
  // Amounts at the currency's display decimals (docs/decisions.md#display-numbers).
  expect(await minimum.textContent()).toContain('5.00 USDT');
  await page.getByTestId('buy-submit').click();
  // Refused in the page: no confirmation, nothing sent.
  expect(await page.getByTestId('order-confirm').count()).toBe(0);
  // 0.001 BTC at the default 0.1 % buy fee: 0.000001 BTC of fee, 0.000999 BTC received.
  await page.getByTestId('buy-price').fill('50000');
  await page.getByTestId('buy-quantity').fill('0.001');
  expect(await minimum.getAttribute('data-below')).toBe('false');
  expect(await page.getByTestId('buy-fee').textContent()).toContain('0.00000100 BTC');
  expect(await page.getByTestId('buy-receive').textContent()).toContain('0.00099900 BTC');
});

test('clicking a book row copies its price into the form', async () => {
  const { page } = await openTrade();
  const bid = page.locator('[data-testid="book-bid"]').nth(2);
  await bid.waitFor();
  // Bots move the book every few hundred ms: read the row's price and click it in one step, or
  // the row may show another level between the read and the click.
  const price = await bid.evaluate((row) => {
    const shown = row.getAttribute('data-price');
    (row as HTMLElement).click();
    return shown;
  });
  await expect(page.getByTestId('buy-price').inputValue()).resolves.toBe(price);
});

test('switching pair unsubscribes the old topics and subscribes the new ones; the chart draws bars and changes interval', async () => {
  const { page, sent } = await openTrade();
  const chart = page.getByTestId('kline-chart');
  await page
    .locator('[data-testid="kline-chart"][data-status="ready"]')
    .waitFor({ timeout: 30_000 });
  await expect(chart.locator('canvas').count()).resolves.toBeGreaterThan(0);
  await page.getByTestId('kline-view-60min').click();
  await page
    .locator('[data-testid="kline-chart"][data-status="ready"]')
    .waitFor({ timeout: 30_000 });

  const target = page.locator('[data-testid="pair-select"]').nth(1);
  await target.click();
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="trade-page"]')?.getAttribute('data-pair') !==
      'BTC/USDT',
  );
  const pair = await page.getByTestId('trade-page').getAttribute('data-pair');
  await page.waitForTimeout(500);
  expect(sent).toContain(JSON.stringify({ type: 'unsub', params: 'MARKET_DEPTH.BTC/USDT' }));
  expect(sent).toContain(JSON.stringify({ type: 'sub', params: `MARKET_DEPTH.${pair}` }));
});

test("a buy that meets the user's own resting sell cancels that sell instead of trading, and the order panel drops it", async () => {
  const { page } = await openTrade();
  type Placed = { id: number; status: number };
  type HistoryRow = { id: number; status: number; status_name: string };
  const place = async (path: string, price: string, number = '0.001'): Promise<Placed> =>
    mustOk(
      await suite.product.api<Placed>(path, {
        token: session.token,
        body: { currency_match_id: btcUsdt.id, price, number },
      }),
      `${path} at ${price}`,
    );
  const history = async (): Promise<HistoryRow[]> =>
    (
      await suite.product.api<{ data: HistoryRow[] }>(
        `tx_history/list?page=1&limit=20&currency_match_id=${btcUsdt.id}`,
        { token: session.token },
      )
    ).data.data;
  const cancel = (path: string, id: number): Promise<unknown> =>
    suite.product.api(path, { token: session.token, body: { id } });
  const rowOf = (id: number) => page.locator(`[data-testid="order-row"][data-id="${id}"]`);
  const book = async (): Promise<{ bestAsk: string; bestBid: string }> => {
    const { depth } = await deal(suite.product, btcUsdt.id);
    const [bestAsk, bestBid] = [depth.out[0]?.price, depth.in[0]?.price];
    if (!bestAsk || !bestBid) throw new Error('the bots keep no book on BTC/USDT');
    return { bestAsk, bestBid };
  };
  await page.getByTestId('orders-way-sell').click(); // the panel lists one side at a time
  // The demo account starts with USDT only: first buy some BTC to sell, at the best ask.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { balance } = await detail(btcUsdt.base);
    if (!minus(balance, '0.001').startsWith('-')) break;
    const bought = await place('tx_in/add', (await book()).bestAsk, '0.002');
    if (bought.status !== 3) await cancel('tx_in/cancel', bought.id);
  }

  // The sell goes one tick under the best ask, so it is the best ask and the buy at its price
  // meets it first. The bots take the best ask now and then (every 400 ms, at random): if one
  // fills the sell first, or quotes under it, that attempt proves nothing and is undone.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { bestAsk, bestBid } = await book();
    const places = (bestAsk.split('.')[1] ?? '').length;
    const tick = places ? `0.${'1'.padStart(places, '0')}` : '1';
    const price = minus(bestAsk, tick);
    if (minus(price, bestBid).startsWith('-') || same(price, bestBid)) {
      await page.waitForTimeout(400); // a one-tick spread: wait for the bots to move
      continue;
    }
    const sell = await place('tx_out/add', price);
    await rowOf(sell.id).waitFor({ timeout: 10_000 }); // the panel shows the resting sell
    const buy = await place('tx_in/add', price);
    const sellRow = (await history()).find((row) => row.id === sell.id);
    if (sellRow?.status !== 4 || buy.status === 3) {
      await cancel('tx_out/cancel', sell.id);
      await cancel('tx_in/cancel', buy.id);
      continue;
    }
    // Cancelled (status 4) by the user's own buy, which found nothing else at its price and rests.
    await rowOf(sell.id).waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByTestId('orders-tab-history').click();
    await expect(rowOf(sell.id).textContent()).resolves.toContain(sellRow.status_name);
    await page.getByTestId('orders-tab-current').click();
    await page.getByTestId('orders-way-buy').click();
    // The resting buy is the best bid now, and a bot may take it before the panel is read:
    // then it is rightly gone from the current orders, and the history says it filled.
    const shown = await rowOf(buy.id)
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) {
      const buyRow = (await history()).find((row) => row.id === buy.id);
      expect(buyRow?.status).toBe(3);
    }
    await cancel('tx_in/cancel', buy.id);
    return;
  }
  throw new Error(
    "in 5 attempts the buy never cancelled the user's own sell: self-trade prevention is off, or the bots took the orders every time",
  );
});

test('an order placed and cancelled elsewhere, and a transfer made elsewhere, show on the open page', async () => {
  const { page } = await openTrade();
  const available = page.getByTestId('buy-available');
  // The figure on screen equals the account's balance floored to USDT's 2 display decimals
  // (docs/decisions.md#display-numbers), grouping stripped (exact compare of decimal strings).
  const shows = async (balance: string): Promise<void> => {
    const [whole, fraction = ''] = balance.split('.');
    const cents = `${whole}.${fraction.slice(0, 2).padEnd(2, '0')}`;
    const deadline = Date.now() + 3_000;
    for (;;) {
      const text = (await available.textContent()) ?? '';
      const figure = plainNumber(text);
      if (figure && same(figure, cents)) return;
      if (Date.now() > deadline) throw new Error(`Available shows "${text}", expected ${balance}`);
      await page.waitForTimeout(50);
    }
  };
  await shows((await detail(btcUsdt.quote)).balance);
  const { depth } = await deal(suite.product, btcUsdt.id);
  const bestBid = depth.in[0]?.price;
  if (!bestBid) throw new Error('the bots keep no bids on BTC/USDT');
  // Far under the best bid, so it rests (nobody sells that low) and only the lock moves.
  const [whole, fraction = ''] = bestBid.split('.');
  const price = `${(BigInt(whole) * 8n) / 10n}${fraction ? `.${'0'.repeat(fraction.length)}` : ''}`;
  const order = mustOk(
    await suite.product.api<{ id: number }>('tx_in/add', {
      token: session.token,
      body: { currency_match_id: btcUsdt.id, price, number: '0.001' },
    }),
    'a resting buy placed through the API',
  );
  const row = page.locator(`[data-testid="order-row"][data-id="${order.id}"]`);
  await row.waitFor({ timeout: 3_000 });
  await shows((await detail(btcUsdt.quote)).balance);

  mustOk(
    await suite.product.api('tx_in/cancel', { token: session.token, body: { id: order.id } }),
    'the cancel through the API',
  );
  await row.waitFor({ state: 'detached', timeout: 3_000 });
  await shows((await detail(btcUsdt.quote)).balance);

  const transfer = (from: number, to: number): Promise<unknown> =>
    suite.product
      .api('account/transfer', {
        token: session.token,
        body: { currency_id: btcUsdt.quote, balance: '1.5', from, to },
      })
      .then((answer) => mustOk(answer, `transfer ${from} → ${to}`));
  await transfer(1, 5);
  await shows((await detail(btcUsdt.quote)).balance);
  await transfer(5, 1);
  await shows((await detail(btcUsdt.quote)).balance);
  await page.context().close();
});

test('a stop-limit buy placed through the form waits in the Stop orders tab, and Cancel releases its lock', async () => {
  const { page } = await openTrade();
  const before = await detail(btcUsdt.quote);
  const { depth } = await deal(suite.product, btcUsdt.id);
  const bestAsk = depth.out[0]?.price;
  if (!bestAsk) throw new Error('the bots keep no asks on BTC/USDT');
  // 20 % above the market, a whole price: the stop is not reached while the test runs.
  const stop = ((BigInt(bestAsk.split('.')[0]) * 12n) / 10n).toString();
  await page.getByTestId('mode-stop').click();
  await page.getByTestId('buy-stop').fill(stop);
  await page.getByTestId('buy-price').fill(stop);
  await page.getByTestId('buy-quantity').fill('0.001');
  await page.getByTestId('buy-quantity').press('Enter');
  await page.getByTestId('order-confirm').waitFor();
  await page.getByTestId('confirm-dialog-ok').click();
  await page.getByTestId('orders-tab-stops').click();
  const row = page.getByTestId('stop-row').first();
  await row.waitFor({ timeout: 5_000 });
  // The lock is stop × 0.001 of the quote, taken at once.
  const cost = minus(stop, '0').padStart(4, '0');
  const expected = `${cost.slice(0, -3) || '0'}.${cost.slice(-3)}`;
  const locked = await detail(btcUsdt.quote);
  expect(same(minus(locked.lock_balance, before.lock_balance), expected)).toBe(true);

  await row.getByTestId('stop-cancel').click();
  await row.waitFor({ state: 'detached', timeout: 5_000 });
  const after = await detail(btcUsdt.quote);
  expect(same(after.balance, before.balance)).toBe(true);
  expect(same(after.lock_balance, before.lock_balance)).toBe(true);
  await page.context().close();
});

test('on a phone (390 px) the chart comes first and the Buy bar opens the form in a sheet', async () => {
  const context = await suite.browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
  });
  await context.addInitScript(
    ([token, uid, until]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('uid', uid);
      localStorage.setItem('lastCloseTime', until);
    },
    [session.token, session.uid, String(Date.now() + 86_400_000)],
  );
  const page = await context.newPage();
  await page.goto(`${suite.product.url}/trade`);
  await page.getByTestId('phone-tabs').waitFor({ timeout: 30_000 });
  const top = async (testId: string): Promise<number> =>
    (await page.getByTestId(testId).first().boundingBox())?.y ?? Number.NaN;
  expect(await top('market-symbol')).toBeLessThan(await top('phone-tabs'));
  await page.getByTestId('phone-buy').click();
  await page.getByTestId('phone-trade-sheet').getByTestId('buy-price').waitFor();
  expect(await page.getByTestId('sell-price').count()).toBe(0);
  await context.close();
});
