import type { Page, WebSocketRoute } from 'playwright-core';
import { placeNewBestBid as placeBid, untilScreenMatchesServer } from '../src/book-sync';
import { newDesktopContext } from '../src/browser';
import { loginDemo } from '../src/product';
import { setUpProductAndBrowser } from '../src/suite';
import { waitUntil } from '../src/wait';

// Issue 18: an open /trade page must never keep showing a book the server no longer has, after
// a server restart (sequence numbers start again) or a dropped live channel (pushes missed).
const suite = setUpProductAndBrowser();

/** Time the screen may take, once the channel is back, to show the server's book. */
const RESYNC_MS = 2_000;

let token: string;
let pair: { id: number; symbol: string };

beforeAll(async () => {
  token = (await loginDemo(suite.product)).token;
  const groups =
    await suite.product.api<{ matches: { id: number; symbol: string }[] }[]>(
      'market/currency_matches',
    );
  const match = groups.data.flatMap((group) => group.matches).find((m) => m.symbol === 'BTC/USDT');
  if (!match) throw new Error('BTC/USDT is not seeded');
  pair = match;
});

const matchesServer = (page: Page): Promise<number> =>
  untilScreenMatchesServer(page, suite.product, pair.id, RESYNC_MS);
const placeNewBestBid = (quantity: string): Promise<string> =>
  placeBid(suite.product, token, pair.id, quantity);

const openTrade = async (
  route?: (socket: WebSocketRoute) => void,
): Promise<{ page: Page; sockets: () => number }> => {
  const context = await newDesktopContext(suite.browser, {
    lastCloseTime: String(Date.now() + 86_400_000),
    tradeinfo: JSON.stringify({ symbol: pair.symbol, match_id: pair.id }),
  });
  const page = await context.newPage();
  let sockets = 0;
  page.on('websocket', () => (sockets += 1));
  if (route) await page.routeWebSocket(/\/ws$/, route);
  await page.goto(`${suite.product.url}/trade`);
  await page.locator('[data-testid="book-bid"]').first().waitFor({ timeout: 30_000 });
  return { page, sockets: () => sockets };
};

test('after a server restart the open book shows the restarted server’s book within 2 s of reconnecting', async () => {
  const { page, sockets } = await openTrade();
  // Let the bots move the book (and its seq) well past what a fresh start counts to.
  await page.waitForTimeout(3_000);
  const banner = page.getByTestId('connection-banner');

  // A real process restart on the same data directory; bots off so the book then holds still
  // and only the order below changes it.
  await suite.product.restart({ env: { BOTS: '0' } });
  const price = await placeNewBestBid('0.0123');

  await waitUntil(() => sockets() >= 2, 30_000);
  await banner.waitFor({ state: 'detached', timeout: 30_000 });
  await matchesServer(page);
  await expect(
    page.locator('[data-testid="book-bid"]').first().getAttribute('data-price'),
  ).resolves.toBe(price);
  await expect(page.getByTestId('order-book').getAttribute('data-resyncing')).resolves.toBe(
    'false',
  );
  await page.context().close();
});

test('a dropped live channel marks the book as resyncing, then shows what was missed within 2 s of reconnecting', async () => {
  const connections: WebSocketRoute[] = [];
  const { page } = await openTrade((socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    connections.push(socket);
  });
  await matchesServer(page);
  const book = page.getByTestId('order-book');
  await expect(book.getAttribute('data-resyncing')).resolves.toBe('false');

  await connections[0].close({ code: 1006, reason: 'network' });
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="order-book"]')?.getAttribute('data-resyncing') ===
      'true',
  );
  await expect(page.getByTestId('book-resyncing').isVisible()).resolves.toBe(true);
  // Missed while the page is away: with the bots off, no later push would ever bring it.
  const price = await placeNewBestBid('0.0456');

  await waitUntil(() => connections.length === 2, 10_000);
  await matchesServer(page);
  await expect(
    page.locator('[data-testid="book-bid"]').first().getAttribute('data-price'),
  ).resolves.toBe(price);
  await expect(book.getAttribute('data-resyncing')).resolves.toBe('false');
  await page.context().close();
});
