import type { Page } from 'playwright-core';
import type { Product } from './product';

// Whether the order book an open /trade page draws is the server's book right now: used by
// the resync browser test (issue 18) and the chaos bench (bench/chaos).

type Row = { price: string; amount: string };
export type Level = { price: string; amount: string };
type Deal = { depth: { in: Row[]; out: Row[] }; seq: number; epoch: string };

/** Rows per side the trade page draws. */
const ROWS = 12;

/** A decimal string without trailing zeros, so "0.012300" and "0.0123" compare equal. */
const plain = (value: string): string =>
  value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;

const levelsOf = (rows: Row[]): Level[] =>
  rows.slice(0, ROWS).map((row) => ({ price: plain(row.price), amount: plain(row.amount) }));

export const deal = async (product: Product, pairId: number): Promise<Deal> =>
  (await product.api<Deal>(`market/deal?currency_match_id=${pairId}`)).data;

/** The book as the page draws it: bids best first, asks best first. */
export const screenBook = (page: Page): Promise<{ bids: Level[]; asks: Level[] }> =>
  // No named functions inside: tsx (the benches) would wrap them in a helper the page lacks.
  page
    .evaluate(() =>
      ['bid', 'ask'].map((side) =>
        [...document.querySelectorAll(`[data-testid="book-${side}"]`)].map((row) => ({
          price: row.getAttribute('data-price') ?? '',
          amount: row.querySelectorAll('span')[2]?.textContent ?? '',
        })),
      ),
    )
    .then(([bids, asks]) => ({ bids, asks: asks.reverse() }));

/**
 * Waits until the page's book equals a fresh market/deal snapshot and the page no longer says it
 * is resyncing; answers how long that took. Throws with both books after `timeoutMs`.
 */
export const untilScreenMatchesServer = async (
  page: Page,
  product: Product,
  pairId: number,
  timeoutMs: number,
): Promise<number> => {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < timeoutMs) {
    const [shown, server, resyncing] = await Promise.all([
      screenBook(page),
      deal(product, pairId),
      page.getByTestId('order-book').getAttribute('data-resyncing'),
    ]);
    const expected = { bids: levelsOf(server.depth.in), asks: levelsOf(server.depth.out) };
    const drawn = {
      bids: shown.bids.map((level) => ({ price: plain(level.price), amount: plain(level.amount) })),
      asks: shown.asks.map((level) => ({ price: plain(level.price), amount: plain(level.amount) })),
    };
    last = JSON.stringify({ resyncing, drawn, expected });
    if (resyncing === 'false' && JSON.stringify(drawn) === JSON.stringify(expected)) {
      return Date.now() - started;
    }
    await page.waitForTimeout(20);
  }
  throw new Error(`the book on screen did not match market/deal within ${timeoutMs} ms: ${last}`);
};

/**
 * A buy one tick above the best bid: a new best bid the page can only learn from the server.
 * Answers its price.
 */
export const placeNewBestBid = async (
  product: Product,
  token: string,
  pairId: number,
  quantity: string,
): Promise<string> => {
  const { depth } = await deal(product, pairId);
  const best = depth.in[0].price;
  const places = best.split('.')[1]?.length ?? 0;
  const price = (Number(best) + 10 ** -places).toFixed(places);
  if (depth.out[0] && Number(price) >= Number(depth.out[0].price)) {
    throw new Error(`no room between ${best} and ${depth.out[0].price}`);
  }
  const placed = await product.api('tx_in/add', {
    token,
    body: { currency_match_id: pairId, price, number: quantity },
  });
  if (placed.code !== 1) throw new Error(`order refused: ${placed.msg}`);
  return price;
};
