import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '../i18n/languages';
import { SEED_CONTENT } from './content/all';

export type BannerSlug = 'spot-trading' | 'lock-products' | 'secure-account';

/** The words on a banner's artwork. */
export type BannerText = { headline: string; subline: string };

export type BannerSpec = BannerText & {
  /** The artwork's file name stem: the base slug, `-<lang>` for a translated banner. */
  slug: string;
  /** Gradient from → to. */
  colors: readonly [string, string];
};

export const BANNER_WIDTH = 1920;
export const BANNER_HEIGHT = 460;
export const BANNERS_URL_PREFIX = '/uploads/banners/';

/** A seed banner in English: its slug names its translations (SeedContent.banners). */
export type SeedBanner = BannerSpec & { slug: BannerSlug };

export const SEED_BANNERS: readonly SeedBanner[] = [
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

const TEXT_X = 160;
/** The text may run up to 120 px before the right edge (over the faint candles, not past them). */
const TEXT_MAX_WIDTH = BANNER_WIDTH - TEXT_X - 120;

/** Full-width scripts: CJK ideographs, kana, Hangul, full-width forms. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/u;
/** Thai vowel and tone marks sit above or below a letter and take no width. */
const ZERO_WIDTH = /[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]/u;

/**
 * The font size (at most `base`) at which `text` fits TEXT_MAX_WIDTH, from an estimate of its
 * width in ems: an SVG has no text measuring, and a long German or French headline at the
 * English size would run off the artwork. Every English text fits at `base`.
 */
export function fitFontSize(text: string, base: number): number {
  let ems = 0;
  for (const char of text) ems += WIDE.test(char) ? 1 : ZERO_WIDTH.test(char) ? 0 : 0.56;
  return Math.min(base, Math.floor(TEXT_MAX_WIDTH / ems));
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
    `<text x="${TEXT_X}" y="205" font-family="Helvetica, Arial, sans-serif" font-size="${fitFontSize(spec.headline, 68)}" font-weight="700" fill="#fff">${escapeXml(spec.headline)}</text>`,
    `<text x="${TEXT_X}" y="275" font-family="Helvetica, Arial, sans-serif" font-size="${fitFontSize(spec.subline, 32)}" fill="#fff" fill-opacity="0.82">${escapeXml(spec.subline)}</text>`,
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
 * A seed banner's artwork in `lang`: the same design with the words translated, English for
 * `en`. The artwork has its words drawn in, so each language has a file of its own.
 */
export function localizedBanner(spec: SeedBanner, lang: Lang): BannerSpec {
  if (lang === 'en') return spec;
  return { ...spec, ...SEED_CONTENT[lang].banners[spec.slug], slug: `${spec.slug}-${lang}` };
}

/** Every seeded banner artwork: the English ones, then each one in every other language. */
export function allSeedBanners(): BannerSpec[] {
  const langs = Object.keys(SEED_CONTENT) as Array<keyof typeof SEED_CONTENT>;
  return [
    ...SEED_BANNERS,
    ...langs.flatMap((lang) => SEED_BANNERS.map((spec) => localizedBanner(spec, lang))),
  ];
}

/**
 * Writes the seed banners (every language) into `${dataDir}/uploads/banners/` when missing.
 * Called when seeding and on every start, so a wiped uploads folder heals itself.
 */
export function writeBannerFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'uploads', 'banners');
  fs.mkdirSync(dir, { recursive: true });
  return allSeedBanners().map((spec) => {
    const file = path.join(dir, bannerFileName(spec));
    if (!fs.existsSync(file)) fs.writeFileSync(file, bannerSvg(spec));
    return file;
  });
}
