import fs from 'node:fs';
import path from 'node:path';
import type { NewsItem, Paged, QuoteGroup } from '@exchange/shared/contract';
import { botVolumePerMinute } from '../src/bots/market-maker';
import { DEFAULT_TICKER_MS } from '../src/options';
import { SEED_PAIRS } from '../src/seed/markets';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('seed of a fresh database', () => {
  it('has at least 8 pairs over USDT and BTC with price decimals <= 4', async () => {
    const answer = await server.get<QuoteGroup[]>('market/currency_matches');
    const matches = answer.data.flatMap((group) => group.matches);
    expect(matches.length).toBeGreaterThanOrEqual(8);
    expect(
      matches.filter((match) => match.quote_currency_code === 'USDT').length,
    ).toBeGreaterThanOrEqual(8);
    expect(
      matches.filter((match) => match.quote_currency_code === 'BTC').length,
    ).toBeGreaterThanOrEqual(3);
    expect(matches.every((match) => match.price_decimals <= 4)).toBe(true);
    expect(SEED_PAIRS.every((pair) => pair.priceDecimals <= 4 && pair.numberDecimals <= 6)).toBe(
      true,
    );
  });

  it.each([
    [1, 3],
    [2, 3],
    [3, 5],
    [4, 4],
    [5, 4],
    [6, 4],
    [7, 2],
  ])('fills news category %i with %i articles', async (categoryId, count) => {
    const answer = await server.get<Paged<NewsItem>>('news/list', {
      query: { category_id: categoryId },
    });
    expect(answer.data.total).toBe(count);
  });

  it('writes the banner images and serves them', async () => {
    const answer = await server.get<Paged<NewsItem>>('news/list', { query: { category_id: 1 } });
    for (const item of answer.data.data) {
      const file = path.join(server.dataDir, item.banner);
      expect(fs.existsSync(file)).toBe(true);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg).toContain('width="1920" height="460"');
      expect(svg).toContain('linearGradient');

      const response = await fetch(`${server.url}${item.banner}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
      // Content-hashed names: cacheable for a year.
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(svg);
    }
  });

  it("sizes the minute history at the bots' trading rate, so live bars are as visible", () => {
    // docs/product.md#chart-bars: seeded bars trading 100x what the bots trade made every
    // live bar invisible on the volume pane.
    const day = 24 * 60 * 60_000;
    for (const [index, pair] of SEED_PAIRS.entries()) {
      const row = server.db
        .prepare(
          `SELECT AVG(CAST(volume AS REAL)) AS mean, COUNT(*) AS n FROM spot_klines
            WHERE currency_match_id = ? AND span_ms = 60000 AND time >= ?`,
        )
        .get(index + 1, Date.now() - day) as { mean: number; n: number };
      const expected = botVolumePerMinute(pair.quote, Number(pair.close), DEFAULT_TICKER_MS);
      expect(row.n).toBeGreaterThan(1000);
      expect({ symbol: `${pair.base}/${pair.quote}`, low: row.mean > expected * 0.8 }).toEqual({
        symbol: `${pair.base}/${pair.quote}`,
        low: true,
      });
      expect(row.mean).toBeLessThan(expected * 1.25);
    }
  });

  it('creates the demo account once', () => {
    const users = server.db.prepare("SELECT email FROM users WHERE kind = 'user'").all();
    expect(users).toEqual([{ email: 'demo@exchange.local' }]);
  });

  it('creates the fee account and the bot users without any login', () => {
    const rows = server.db
      .prepare("SELECT uid, email, mobile, kind FROM users WHERE kind != 'user' ORDER BY id")
      .all();
    expect(rows).toEqual([
      { uid: 'SYS-FEES', email: null, mobile: null, kind: 'system' },
      { uid: 'SYS-BOT1', email: null, mobile: null, kind: 'bot' },
      { uid: 'SYS-BOT2', email: null, mobile: null, kind: 'bot' },
      { uid: 'SYS-BOT3', email: null, mobile: null, kind: 'bot' },
    ]);
  });
});
