import type { Page, WebSocketRoute } from 'playwright-core';
import { placeNewBestBid, untilScreenMatchesServer } from '../../e2e/src/book-sync';
import { launchBrowser, newDesktopContext } from '../../e2e/src/browser';
import { loginDemo, startProduct } from '../../e2e/src/product';
import { percentile, print } from './report';

/** One way of losing the live channel. */
type Cut = 'restart' | 'kill -9' | 'socket drop';
const CUTS: Cut[] = ['restart', 'kill -9', 'socket drop'];
/** How long the page may take after reconnecting before a cycle counts as failed. */
const GIVE_UP_MS = 15_000;

type Connection = { route: WebSocketRoute; openedAt: number; depthSubs: number };

type CycleResult = { cut: Cut; bannerShown: boolean; resubscribed: boolean; resyncMs: number };

/**
 * (b) A browser on /trade loses the live channel `cycles` times, by a server restart, a
 * SIGKILL and restart, or a dropped socket, in turn. While it is away an order changes the
 * book (bots are off, so no later push would bring it). Each time: the connection banner must
 * show, the bus must reconnect and subscribe MARKET_DEPTH again, and the book on screen must
 * equal a fresh market/deal snapshot; the time from the new connection to that is recorded.
 * Depth pushes through the proxy are checked to count up by one within each epoch.
 */
export const liveChannelChaos = async (cycles: number): Promise<void> => {
  // The bots fill the book first; then they stop, so only the orders placed here change it.
  const product = await startProduct({ TICKER_MS: '400', ORDER_RATE_LIMIT: '0' });
  const browser = await launchBrowser();
  const results: CycleResult[] = [];
  const seqProblems: string[] = [];
  try {
    const { token } = await loginDemo(product);
    const groups =
      await product.api<{ matches: { id: number; symbol: string }[] }[]>('market/currency_matches');
    const pair = groups.data.flatMap((group) => group.matches).find((m) => m.symbol === 'BTC/USDT');
    if (!pair) throw new Error('BTC/USDT is not seeded');

    const connections: Connection[] = [];
    const lastSeq = new Map<string, number>();
    const context = await newDesktopContext(browser, {
      lastCloseTime: String(Date.now() + 86_400_000),
      tradeinfo: JSON.stringify({ symbol: pair.symbol, match_id: pair.id }),
    });
    const page: Page = await context.newPage();
    await page.routeWebSocket(/\/ws$/, (route) => {
      const connection: Connection = { route, openedAt: Date.now(), depthSubs: 0 };
      connections.push(connection);
      const server = route.connectToServer();
      route.onMessage((message) => {
        if (typeof message === 'string' && /"sub".*MARKET_DEPTH/.test(message)) {
          connection.depthSubs += 1;
        }
        server.send(message);
      });
      server.onMessage((message) => {
        if (typeof message === 'string' && message.includes('"MARKET_DEPTH"')) {
          const push = JSON.parse(message) as { epoch: string; seq: number };
          const previous = lastSeq.get(push.epoch);
          if (previous !== undefined && push.seq <= previous) {
            seqProblems.push(`epoch ${push.epoch}: seq ${push.seq} after ${previous}`);
          }
          lastSeq.set(push.epoch, push.seq);
        }
        route.send(message);
      });
    });
    await page.goto(`${product.url}/trade`);
    await page.locator('[data-testid="book-bid"]').first().waitFor({ timeout: 30_000 });
    await product.restart({ env: { BOTS: '0' } });
    await untilScreenMatchesServer(page, product, pair.id, GIVE_UP_MS);

    for (let cycle = 0; cycle < cycles; cycle += 1) {
      const cut = CUTS[cycle % CUTS.length];
      const before = connections.length;
      const banner = page.getByTestId('connection-banner');
      const bannerSeen = banner
        .waitFor({ state: 'attached', timeout: GIVE_UP_MS })
        .then(() => true)
        .catch(() => false);
      if (cut === 'socket drop') {
        await connections[connections.length - 1].route.close({ code: 1006, reason: 'chaos' });
      } else {
        await product.restart({ signal: cut === 'kill -9' ? 'SIGKILL' : 'SIGTERM' });
      }
      await placeNewBestBid(product, token, pair.id, (0.001 + cycle / 10_000).toFixed(4));
      while (connections.length === before) await page.waitForTimeout(10);
      const connection = connections[connections.length - 1];
      await untilScreenMatchesServer(page, product, pair.id, GIVE_UP_MS);
      const resyncMs = Date.now() - connection.openedAt;
      results.push({
        cut,
        bannerShown: await bannerSeen,
        resubscribed: connection.depthSubs > 0,
        resyncMs,
      });
      print(
        `  cycle ${String(cycle + 1).padStart(2)}  ${cut.padEnd(11)}  banner ${results.at(-1)?.bannerShown ? 'yes' : 'NO '}  resubscribed ${connection.depthSubs > 0 ? 'yes' : 'NO '}  book = snapshot after ${resyncMs} ms`,
      );
    }
  } finally {
    await browser.close();
    await product.stop();
  }

  const times = results.map((result) => result.resyncMs).sort((a, b) => a - b);
  print('');
  print(`live channel lost ${results.length} times (${CUTS.join(', ')} in turn)`);
  print(`  banner shown        ${results.filter((r) => r.bannerShown).length}/${results.length}`);
  print(`  resubscribed        ${results.filter((r) => r.resubscribed).length}/${results.length}`);
  print(
    `  seq out of order    ${seqProblems.length}${seqProblems.length ? `: ${seqProblems[0]}` : ''}`,
  );
  print(
    `  time to resync      p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms, max ${times.at(-1)} ms (target: within 2000 ms)`,
  );
  for (const cut of CUTS) {
    const own = results.filter((r) => r.cut === cut).map((r) => r.resyncMs);
    own.sort((a, b) => a - b);
    print(`    ${cut.padEnd(11)}       p50 ${percentile(own, 50)} ms, max ${own.at(-1)} ms`);
  }
};
