import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type BannerSpec = {
  slug: string;
  headline: string;
  subline: string;
  /** Gradient from → to. */
  colors: readonly [string, string];
};

export const BANNER_WIDTH = 1920;
export const BANNER_HEIGHT = 460;
export const BANNERS_URL_PREFIX = '/uploads/banners/';

export const SEED_BANNERS: readonly BannerSpec[] = [
  {
    slug: 'spot-trading',
    headline: 'Trade BTC, ETH and more around the clock',
    subline: 'Limit and market orders, live order book, price-time priority matching',
    colors: ['#0b1f4b', '#1565c0'],
  },
  {
    slug: 'lock-products',
    headline: 'Put idle USDT to work',
    subline: 'Fixed-term lock products with the daily interest shown up front',
    colors: ['#1b1036', '#7b1fa2'],
  },
  {
    slug: 'secure-account',
    headline: 'Your account, locked down',
    subline: 'Trade password, verified e-mail and phone: raise your security level today',
    colors: ['#06291f', '#00897b'],
  },
];

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A 1920x460 banner: gradient, a faint candlestick motif on the right, headline and subline. */
export function bannerSvg(spec: BannerSpec): string {
  const [from, to] = spec.colors;
  const candles: string[] = [];
  // Deterministic "chart" from the slug so the same banner always renders the same.
  const seed = createHash('sha256').update(spec.slug).digest();
  let level = 250;
  for (let i = 0; i < 22; i++) {
    const move = (seed[i] % 60) - 28;
    const open = level;
    const close = level - move;
    const top = Math.min(open, close) - (seed[i + 1] % 25) - 6;
    const bottom = Math.max(open, close) + (seed[i + 2] % 25) + 6;
    const x = 1160 + i * 32;
    const up = close < open;
    candles.push(
      `<line x1="${x + 9}" y1="${top}" x2="${x + 9}" y2="${bottom}" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`,
      `<rect x="${x}" y="${Math.min(open, close)}" width="18" height="${Math.max(4, Math.abs(move))}" rx="2" fill="${up ? '#26a69a' : '#ef5350'}" fill-opacity="0.75"/>`,
    );
    level = Math.max(120, Math.min(360, close));
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    '<radialGradient id="glow" cx="0.8" cy="0.3" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '</defs>',
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#glow)"/>`,
    ...candles,
    `<text x="160" y="205" font-family="Helvetica, Arial, sans-serif" font-size="68" font-weight="700" fill="#fff">${escapeXml(spec.headline)}</text>`,
    `<text x="160" y="275" font-family="Helvetica, Arial, sans-serif" font-size="32" fill="#fff" fill-opacity="0.82">${escapeXml(spec.subline)}</text>`,
    `<rect x="160" y="320" width="120" height="6" rx="3" fill="#f0b90b"/>`,
    '</svg>',
    '',
  ].join('\n');
}

/** `<slug>.<hash>.svg`: content-addressed, so the hosting may cache it for a year. */
export function bannerFileName(spec: BannerSpec): string {
  const hash = createHash('sha256').update(bannerSvg(spec)).digest('hex').slice(0, 10);
  return `${spec.slug}.${hash}.svg`;
}

export function bannerUrl(spec: BannerSpec): string {
  return `${BANNERS_URL_PREFIX}${bannerFileName(spec)}`;
}

/**
 * Writes the seed banners into `${dataDir}/uploads/banners/` when missing. Called when seeding
 * and on every start, so a wiped uploads folder heals itself.
 */
export function writeBannerFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'uploads', 'banners');
  fs.mkdirSync(dir, { recursive: true });
  return SEED_BANNERS.map((spec) => {
    const file = path.join(dir, bannerFileName(spec));
    if (!fs.existsSync(file)) fs.writeFileSync(file, bannerSvg(spec));
    return file;
  });
}
