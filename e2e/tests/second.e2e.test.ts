import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { newDesktopContext, trackErrors } from '../src/browser';
import { loginDemo, repoRoot } from '../src/product';
import { setUpProductAndBrowser } from '../src/suite';
import { shownUnits } from '../src/read-number';
import { mustOk, units } from '../src/trader-api';
import type secondTexts from '../../remote-second/src/locales/en.json';

// Issue 14: the option page against the real server, as a trader uses it: the demo user moves
// USDT to the micro account, buys up for the shortest duration, watches the countdown, and the
// settled order and the balance follow the rule applied to the recorded prices.

const texts = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'remote-second/src/locales/en.json'), 'utf8'),
) as typeof secondTexts;

const suite = setUpProductAndBrowser();
/** A non-negative amount in 10^-8 units floored to cents: USDT is shown with 2 decimals
 * (docs/decisions.md#display-numbers). */
const cents = (value: bigint): bigint => (value / 1_000_000n) * 1_000_000n;
const ACCOUNT = { spot: 1, micro: 4 } as const;

type Login = { token: string; uid: string; account: string };
type Pair = { id: number; symbol: string; quote_currency_id: number; open_microtrade: number };
let login: Login;
let btc: Pair;
let startMicro: string;

/** Reads until `read` answers what `done` accepts, for up to `ms`. */
const until = async <T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms: number,
): Promise<T> => {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
};

const openSecond = async (width = 1440, theme = 'dark'): Promise<Page> => {
  const context = await newDesktopContext(suite.browser, {
    lastCloseTime: String(Date.now() + 86_400_000),
    token: login.token,
    uid: login.uid,
    account: login.account,
    theme,
    secondData: JSON.stringify({ match_id: btc.id, symbol: btc.symbol }),
  });
  const page = await context.newPage();
  if (width !== 1440) await page.setViewportSize({ width, height: 844 });
  await page.goto(`${suite.product.url}/second`);
  // On a phone the form waits in the bottom sheet (docs/product.md#trade-pages-on-a-phone).
  await page
    .getByTestId(width > 760 ? 'second-form' : 'phone-trade-bar')
    .waitFor({ timeout: 30_000 });
  return page;
};

beforeAll(async () => {
  // Each test file runs its own product and database: the demo account is this file's alone.
  login = await loginDemo(suite.product);
  const groups = mustOk(
    await suite.product.api<{ matches: Pair[] }[]>('market/currency_matches'),
    'pairs',
  );
  const found = groups.flatMap((group) => group.matches).find((m) => m.symbol === 'BTC/USDT');
  if (!found || found.open_microtrade !== 1) throw new Error('BTC/USDT is not open for options');
  btc = found;
  // The open price is the last recorded trade: wait until the pair has traded at least once.
  await until(
    async () =>
      (
        await suite.product.api<{ tx_completes: unknown[] }>(
          `market/deal?currency_match_id=${found.id}`,
        )
      ).data.tx_completes.length,
    (count) => count > 0,
    20_000,
  );
  // 100 of the demo account's spot USDT goes to the option (micro) account.
  const moved = mustOk(
    await suite.product.api<{ to: { balance: string } }>('account/transfer', {
      token: login.token,
      body: {
        currency_id: btc.quote_currency_id,
        balance: '100',
        from: ACCOUNT.spot,
        to: ACCOUNT.micro,
      },
    }),
    'transfer to micro',
  );
  startMicro = moved.to.balance;
});

test('buys up for 30 s: countdown, settlement from the recorded prices, exact balance', async () => {
  const page = await openSecond();
  const errors = trackErrors(page);
  await expect(page.getByTestId('second-page').getAttribute('data-pair')).resolves.toBe('BTC/USDT');
  await expect(page.getByTestId('risk-note').textContent()).resolves.toContain(texts.risk.title);
  const balance = page.getByTestId('micro-balance');
  await until(
    async () => shownUnits((await balance.textContent()) || '0'),
    (value) => value === cents(units(startMicro)),
    10_000,
  );
  expect(shownUnits((await balance.textContent()) ?? '')).toBe(cents(units(startMicro)));

  // The shortest duration the server offers, with its ratio shown as a percent.
  const durations = mustOk(
    await suite.product.api<{ seconds: number; profit_ratio: string }[]>('microtrade/seconds', {
      token: login.token,
    }),
    'durations',
  );
  const shortest = durations.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  expect(shortest.seconds).toBe(30);
  const hundredths = units(shortest.profit_ratio) / 10_000n; // ratio x 100, two decimals
  await expect(
    page.getByTestId(`duration-${shortest.seconds}`).getByTestId('duration-ratio').textContent(),
  ).resolves.toBe(`${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}%`);
  await page.getByTestId(`duration-${shortest.seconds}`).click();
  await page.getByTestId('stake').fill('10');
  await page.getByTestId('buy-up').click();
  const dialog = page.getByTestId('second-confirm');
  await dialog.getByTestId('confirm-quantity').waitFor();
  await expect(dialog.getByTestId('confirm-direction').textContent()).resolves.toBe(
    texts.direction.up,
  );
  await expect(dialog.getByTestId('confirm-quantity').textContent()).resolves.toBe('10 USDT');
  const payout = (await dialog.getByTestId('confirm-payout').textContent()) ?? '';
  // The stake of 10 keeps the fee in whole cents: the one shown is the one taken.
  const fee = shownUnits((await dialog.getByTestId('confirm-fee').textContent()) ?? '');
  // stake x (1 + ratio), shown floored at USDT's 2 display decimals.
  const payoutExact = (units('10') * (100_000_000n + units(shortest.profit_ratio))) / 100_000_000n;
  expect(shownUnits(payout)).toBe(cents(payoutExact));
  // Keyboard: the confirm button has the focus.
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden' });

  // In progress: the row with its countdown ticking down.
  const row = page.getByTestId('history-inProgress').locator('[data-testid^="order-row-"]').first();
  await row.waitFor();
  const orderId = ((await row.getAttribute('data-testid')) ?? '').replace('order-row-', '');
  const seconds = async (): Promise<number> =>
    Number(await row.getByTestId('countdown').getAttribute('data-seconds'));
  const first = await seconds();
  expect(first).toBeGreaterThan(20);
  expect(first).toBeLessThanOrEqual(30);
  const later = await until(seconds, (value) => value < first, 3_000);
  expect(later).toBeLessThan(first);
  // Stake and fee left the micro account at once.
  await until(
    async () => shownUnits((await balance.textContent()) || '0'),
    (value) => value === cents(units(startMicro) - units('10') - fee),
    10_000,
  );
  expect(shownUnits((await balance.textContent()) ?? '')).toBe(
    cents(units(startMicro) - units('10') - fee),
  );

  // Due: the closed push updates the row, which leaves the in-progress list.
  const rowOf = page.getByTestId(`order-row-${orderId}`);
  await until(
    async () => (await rowOf.count()) === 0,
    (gone) => gone,
    60_000,
  );
  expect(await rowOf.count()).toBe(0);

  await page.getByTestId('tab-closed').click();
  const closed = page.getByTestId('history-closed').getByTestId(`order-row-${orderId}`);
  await closed.waitFor();
  const openPrice = (await closed.getByTestId('open-price').textContent()) ?? '';
  const endPrice = (await closed.getByTestId('end-price').textContent()) ?? '';
  const result = await closed.getAttribute('data-result');
  // docs/decisions.md#second: up wins if end > open, equal refunds the stake, else it is lost.
  const expected =
    shownUnits(endPrice) > shownUnits(openPrice)
      ? 'win'
      : shownUnits(endPrice) === shownUnits(openPrice)
        ? 'tie'
        : 'loss';
  expect(result).toBe(expected);
  const back = expected === 'win' ? payoutExact : expected === 'tie' ? units('10') : 0n;
  const want = units(startMicro) - units('10') - fee + back;
  const shown = await until(
    async () => shownUnits((await balance.textContent()) || '0'),
    (value) => value === cents(want),
    10_000,
  );
  expect(shown).toBe(cents(want));
  // The server agrees.
  const currencies = mustOk(
    await suite.product.api<{ code: string; micro_account: { balance: string } }[]>(
      'microtrade/payable_currencies',
      { token: login.token },
    ),
    'payable currencies',
  );
  expect(units(currencies.find((c) => c.code === 'USDT')?.micro_account.balance ?? '')).toBe(want);
  expect(errors).toEqual([]);
  await page.context().close();
}, 120_000);

test('at 390 px in the light theme the page fits and a short balance offers the transfer link', async () => {
  const page = await openSecond(390, 'light');
  const errors = trackErrors(page);
  await page.getByTestId('phone-down').click();
  await page.getByTestId('stake').fill('5000');
  await expect(page.getByTestId('transfer-link').getAttribute('href')).resolves.toBe(
    '/assets/transfer',
  );
  await page.getByTestId('buy-down').scrollIntoViewIfNeeded();
  expect(await page.getByTestId('buy-down').isVisible()).toBe(true);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
  await page.context().close();
});
