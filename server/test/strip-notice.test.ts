import type { NewsItem, QuoteGroup } from '@exchange/shared/contract';
import { SEED_CONTENT } from '../src/seed/content/all';
import { STRIP_NOTICE_ID } from '../src/seed/news';
import { startTestServer, type TestServer } from './support/test-server';

// The seeded home notice about the market strip says which pairs the strip shows: in every
// language, its first paragraph names exactly those (docs/product.md#home-and-notice-content).

/** The home strip: the first six pairs with open_change 1, in the server's order (docs/product.md#home-page). */
const STRIP_SIZE = 6;
const LANGS = ['en', ...Object.keys(SEED_CONTENT)];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const paragraphs = (html: string): string[] =>
  [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) => match[1]);

/**
 * The pairs a text names: `BASE/QUOTE`, or codes listed before "USDT" (as in "BTC, ETH and BCH
 * against USDT", in any language's words).
 */
const pairsNamed = (text: string, codes: string[]): string[] => {
  const written = [...text.matchAll(/\b([A-Z]{2,5})\/([A-Z]{2,5})\b/g)].map((m) => m[0]);
  if (written.length) return written;
  const named = [...text.matchAll(/\b[A-Z]{2,5}\b/g)].map((m) => m[0]);
  const quote = named[named.length - 1];
  return named
    .slice(0, -1)
    .filter((code) => codes.includes(code))
    .map((code) => `${code}/${quote}`);
};

describe('the seeded notice about the home market strip', () => {
  it.each(LANGS)('names exactly the pairs the strip shows, in %s', async (lang) => {
    const groups = (await server.get<QuoteGroup[]>('market/currency_matches')).data;
    const matches = groups.flatMap((group) => group.matches);
    const strip = matches
      .filter((match) => match.open_change === 1)
      .slice(0, STRIP_SIZE)
      .map((match) => match.symbol);
    expect(strip).toHaveLength(STRIP_SIZE);
    const codes = [...new Set(matches.flatMap((match) => match.symbol.split('/')))];

    const notice = (
      await server.get<NewsItem>('news/info', { query: { id: STRIP_NOTICE_ID }, headers: { lang } })
    ).data;
    expect(notice.category_id).toBe(3);
    const [first, ...rest] = paragraphs(notice.content);
    expect(pairsNamed(first, codes)).toEqual(strip);
    // What the rest names (the pairs on the trading page only) is not on the strip.
    for (const text of rest) {
      for (const pair of pairsNamed(text, codes)) expect(strip).not.toContain(pair);
    }
  });
});
