import fs from 'node:fs';
import path from 'node:path';
import type { Match, NewsItem, Paged, QuoteGroup } from '@exchange/shared/contract';
import Decimal from 'decimal.js';
import { botVolumePerMinute } from '../src/bots/market-maker';
import { DEFAULT_TICKER_MS } from '../src/options';
import { SEED_PAIRS } from '../src/seed/markets';
import { startTestServer, type TestServer } from './support/test-server';
import { P2P_SEED_MERCHANTS } from '../src/seed/p2p-seed';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('seed of a fresh database', () => {
  it('has at least 8 pairs over USDT and BTC, each priced to about 5 significant digits', async () => {
    const answer = await server.get<QuoteGroup[]>('market/currency_matches');
    const matches = answer.data.flatMap((group) => group.matches);
    expect(matches.length).toBeGreaterThanOrEqual(8);
    expect(
      matches.filter((match) => match.quote_currency_code === 'USDT').length,
    ).toBeGreaterThanOrEqual(8);
    expect(
      matches.filter((match) => match.quote_currency_code === 'BTC').length,
    ).toBeGreaterThanOrEqual(3);
    // USDT pairs keep the specs' at most 4; BTC-quoted pairs get 6-8, enough for about 5
    // significant digits (docs/decisions.md#pair-precisions-and-pairs-priced-in-btc).
    for (const match of matches) {
      const close = new Decimal(match.currency_quotation.close);
      const digits = close.times(new Decimal(10).pow(match.price_decimals)).toFixed(0).length;
      expect({ symbol: match.symbol, fine: digits >= 4 && digits <= 7 }).toEqual({
        symbol: match.symbol,
        fine: true,
      });
      if (match.quote_currency_code === 'USDT') expect(match.price_decimals).toBeLessThanOrEqual(4);
      else expect(match.price_decimals).toBeGreaterThanOrEqual(6);
      expect(match.price_decimals).toBeLessThanOrEqual(8);
    }
    expect(SEED_PAIRS.every((pair) => pair.numberDecimals <= 6)).toBe(true);
    // 0.0009 at 4 decimals was 22 % off its legs; now the close has 5 digits.
    expect(matches.find((match) => match.symbol === 'LTC/BTC')?.currency_quotation.close).toMatch(
      /^0\.000\d{5}$/,
    );
  });

  it('prices every cross pair from its legs, bar by bar and in its day quote', async () => {
    const groups = (await server.get<QuoteGroup[]>('market/currency_matches')).data;
    const matches = groups.flatMap((group) => group.matches);
    const bySymbol = (symbol: string): Match =>
      matches.find((match) => match.symbol === symbol) as Match;
    type Bar = {
      time: number;
      span_ms: number;
      open: string;
      high: string;
      low: string;
      close: string;
    };
    const bars = (id: number): Map<string, Bar> =>
      new Map(
        (
          server.db
            .prepare('SELECT * FROM spot_klines WHERE currency_match_id = ? ORDER BY time')
            .all(id) as Bar[]
        ).map((bar) => [`${bar.span_ms}@${bar.time}`, bar]),
      );
    const crosses = matches.filter((match) => match.quote_currency_code !== 'USDT');
    expect(crosses.map((match) => match.symbol).sort()).toEqual(['BCH/BTC', 'ETH/BTC', 'LTC/BTC']);
    for (const cross of crosses) {
      const base = bySymbol(`${cross.base_currency_code}/USDT`);
      const quote = bySymbol(`${cross.quote_currency_code}/USDT`);
      const places = cross.price_decimals;
      const ratio = (a: string, b: string): string =>
        new Decimal(a).div(b).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
      // The day quote: LTC/BTC's close is LTC/USDT's ÷ BTC/USDT's.
      expect({ symbol: cross.symbol, close: cross.currency_quotation.close }).toEqual({
        symbol: cross.symbol,
        close: ratio(base.currency_quotation.close, quote.currency_quotation.close),
      });
      const baseBars = bars(base.id);
      const quoteBars = bars(quote.id);
      const own = bars(cross.id);
      expect(own.size).toBe(baseBars.size);
      let checked = 0;
      for (const [key, bar] of own) {
        const b = baseBars.get(key) as Bar;
        const q = quoteBars.get(key) as Bar;
        const wrong =
          bar.open !== ratio(b.open, q.open) ||
          bar.close !== ratio(b.close, q.close) ||
          new Decimal(bar.high).lt(Decimal.max(bar.open, bar.close)) ||
          new Decimal(bar.high).gt(ratio(b.high, q.low)) ||
          new Decimal(bar.low).gt(Decimal.min(bar.open, bar.close)) ||
          new Decimal(bar.low).lt(ratio(b.low, q.high));
        if (wrong) throw new Error(`${cross.symbol} bar ${key} disagrees with its legs`);
        checked++;
      }
      expect(checked).toBeGreaterThan(3000);
    }
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

  it('writes and serves each banner in every language, with its words', async () => {
    for (const lang of ['de', 'zh', 'th']) {
      const answer = await server.get<Paged<NewsItem>>('news/list', {
        query: { category_id: 1 },
        headers: { lang },
      });
      for (const item of answer.data.data) {
        const svg = fs.readFileSync(path.join(server.dataDir, item.banner), 'utf8');
        expect(svg).toContain(`>${item.title}</text>`);
        expect((await fetch(`${server.url}${item.banner}`)).status).toBe(200);
      }
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

  it('creates the demo account and the P2P market merchants once', () => {
    const users = server.db.prepare("SELECT email FROM users WHERE kind = 'user'").all();
    expect(users).toEqual([
      { email: 'demo@exchange.local' },
      ...P2P_SEED_MERCHANTS.map((merchant) => ({ email: merchant.email })),
    ]);
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
