import { bannerUrl, localizedBanner } from './banners';
import { SEED_CONTENT } from './content/all';
import { SEED_LOCK_PRODUCT_NAMES, type OtherLang } from './content/types';
import { articleHtml, SEED_ARTICLES, SEED_CATEGORIES, SEED_SYSTEM_NOTIFY } from './news';
import { SEED_CATEGORY_NAMES } from './news-category-names';

const text = (value: string): string => `'${value.replace(/'/g, "''")}'`;

const OTHER_LANGS = Object.keys(SEED_CONTENT) as OtherLang[];

/**
 * Seeded articles whose English said something the product does not do (a notice about pairs
 * the home strip does not show, a listing note with a minimum order and deposits that do not
 * exist, a fee notice pointing at volume tiers there are none of), as first seeded. Migration 14
 * puts the current text in place of these where an operator has not edited them.
 */
const CORRECTED_ARTICLES: ReadonlyArray<{ id: number; title: string; paragraphs: string[] }> = [
  {
    id: 5,
    title: 'New listing: TRX/USDT spot trading is open',
    paragraphs: [
      'TRON (TRX) is now listed, and the TRX/USDT pair is open for spot trading.',
      'Deposits of TRX are credited after 20 network confirmations. The pair trades with 4 price decimals; the minimum order is 1 TRX.',
    ],
  },
  {
    id: 7,
    title: 'DOGE/USDT and TRX/USDT join the home market strip',
    paragraphs: [
      'The market strip on the home page now rotates through the most active pairs, including DOGE/USDT and TRX/USDT.',
    ],
  },
  {
    id: 8,
    title: 'Updated spot trading fee schedule',
    paragraphs: [
      'From the first of next month the standard spot fee is 0.1% for both maker and taker orders.',
      'The full schedule, including volume tiers, is on the Fee schedule page under Services.',
    ],
  },
];

/** Replaces the first-seeded English of CORRECTED_ARTICLES by the current one, where unedited. */
export const SEED_CORRECTIONS_SQL = CORRECTED_ARTICLES.map((old) => {
  const current = SEED_ARTICLES.find((article) => article.id === old.id);
  if (!current) throw new Error(`no seed article ${old.id}`);
  return `UPDATE news SET title = ${text(current.title)}, content = ${text(current.content)}
    WHERE id = ${old.id} AND title = ${text(old.title)}
      AND content = ${text(articleHtml(old.id, old.paragraphs))};`;
}).join('\n');

function articleRows(lang: OtherLang): string[] {
  return SEED_ARTICLES.map((article) => {
    const translated = SEED_CONTENT[lang].articles[article.id];
    const banner = article.banner ? bannerUrl(localizedBanner(article.banner, lang)) : '';
    return `INSERT OR IGNORE INTO news_translations (news_id, lang, title, content, banner)
      SELECT id, '${lang}', ${text(translated.title)},
        ${text(articleHtml(article.id, translated.paragraphs))}, ${text(banner)}
      FROM news WHERE id = ${article.id} AND title = ${text(article.title)};`;
  });
}

function otherRows(lang: OtherLang): string[] {
  const content = SEED_CONTENT[lang];
  return [
    ...SEED_CATEGORIES.map(
      (category) => `INSERT OR IGNORE INTO news_category_names (category_id, lang, name)
        SELECT id, '${lang}', ${text(SEED_CATEGORY_NAMES[category.id][lang])}
        FROM news_categories WHERE id = ${category.id} AND name = ${text(category.name)};`,
    ),
    `INSERT OR IGNORE INTO system_notification_translations (notification_id, lang, title, content)
      SELECT id, '${lang}', ${text(content.notify.title)}, ${text(content.notify.content)}
      FROM system_notifications
      WHERE title = ${text(SEED_SYSTEM_NOTIFY.title)} AND content = ${text(SEED_SYSTEM_NOTIFY.content)};`,
    ...SEED_LOCK_PRODUCT_NAMES.map(
      (name) => `INSERT OR IGNORE INTO lock_product_names (product_id, lang, name)
        SELECT id, '${lang}', ${text(content.lockProducts[name])}
        FROM lock_products WHERE name = ${text(name)};`,
    ),
  ];
}

/**
 * The seeded content's translations, as idempotent SQL: each row goes in only where its English
 * row is there and still says what was seeded (an article, category, pop-up or product an
 * operator rewrote keeps English rather than a translation of words it no longer has), and
 * never over a translation already there. Migration 14 runs it for databases seeded before it;
 * the first-run seed runs it again once the content exists. Part of migration 14: change the
 * texts only together with a new migration that updates the rows.
 */
export const SEED_TRANSLATIONS_SQL = OTHER_LANGS.flatMap((lang) => [
  ...articleRows(lang),
  ...otherRows(lang),
]).join('\n');
