import type { WebSocketRoute } from 'playwright-core';
import { newDesktopContext } from '../src/browser';
import { setUpProductAndBrowser } from '../src/suite';
import { waitUntil } from '../src/wait';

const suite = setUpProductAndBrowser();

test('a dropped live channel shows the reconnect banner and stale tiles, then recovers and resubscribes', async () => {
  const context = await newDesktopContext(suite.browser, {
    lastCloseTime: String(Date.now() + 86_400_000),
  });
  const page = await context.newPage();
  const connections: WebSocketRoute[] = [];
  const subscriptions: string[] = [];
  await page.routeWebSocket(/\/ws$/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      if (typeof message === 'string' && message.includes('"sub"')) subscriptions.push(message);
      server.send(message);
    });
    connections.push(socket);
  });
  await page.goto(`${suite.product.url}/home`);
  await page.getByTestId('market-tile').first().waitFor();
  expect(connections).toHaveLength(1);
  const pricesBefore = await page.getByTestId('tile-price').allTextContents();

  await connections[0].close({ code: 1006, reason: 'network' });
  const banner = page.getByTestId('connection-banner');
  await banner.waitFor();
  // The last data stays on screen, marked stale, instead of blanking.
  await expect(page.getByTestId('market-strip').getAttribute('data-stale')).resolves.toBe('true');
  expect(await page.getByTestId('tile-price').count()).toBe(pricesBefore.length);

  // The first retry comes within a second; the banner goes and DAY_MARKET is subscribed again.
  await banner.waitFor({ state: 'detached', timeout: 5_000 });
  expect(connections).toHaveLength(2);
  // The banner goes when the new socket opens; the subscription frame follows it, and reaches
  // this test's route a moment later (CI once checked in between).
  const dayMarketSubscriptions = (): number =>
    subscriptions.filter((frame) => frame.includes('DAY_MARKET')).length;
  await waitUntil(() => dayMarketSubscriptions() >= 2, 5_000);
  expect(dayMarketSubscriptions()).toBe(2);
  await expect(page.getByTestId('market-strip').getAttribute('data-stale')).resolves.toBe('false');
});
