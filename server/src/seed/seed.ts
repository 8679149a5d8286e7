import type { Database } from 'better-sqlite3';
import { createAccountsRepo, creditWelcome } from '../accounts/accounts-repo';
import { hashPassword } from '../auth/passwords';
import { sqlTimestamp } from '../db/sql-time';
import { LEVER_PAIR_DEFAULTS_SQL } from '../lever/lever-schema';
import { createUserRepo } from '../user/user-repo';
import { ASSET_CONFIG_SQL, MEMO_CHAIN_CONFIG_SQL } from './asset-config';
import { bannerUrl, writeBannerFiles } from './banners';
import { seedKlineHistory, type HistoryPair } from './kline-history';
import { legsOf } from '../bots/cross-rate';
import { botVolumePerMinute } from '../bots/market-maker';
import { DEFAULT_TICKER_MS } from '../options';
import { DEMO_COUNTRY_CODE, DEMO_EMAIL, DEMO_MOBILE, DEMO_PASSWORD } from './demo-account';
import { SEED_CURRENCIES, SEED_PAIRS } from './markets';
import { SEED_ARTICLES, SEED_CATEGORIES, SEED_SYSTEM_NOTIFY } from './news';
import { SEED_CATEGORY_NAMES } from './news-category-names';
import { seedP2PMarket } from './p2p-seed';
import { seedIEOProjects } from './ieo-seed';
import { DEFAULT_SETTINGS } from './settings';
import { SEED_TRANSLATIONS_SQL } from './seed-translations';

const SEEDED_KEY = 'seeded_at';
const DAY_MS = 24 * 60 * 60 * 1000;

export function isSeeded(db: Database): boolean {
  return db.prepare('SELECT 1 FROM meta WHERE key = ?').get(SEEDED_KEY) !== undefined;
}

/**
 * Fills a fresh database (once: a `meta` row records it) with what a first visit needs:
 * settings, news and banners, currencies and pairs with start quotations, a system
 * notification and the demo account with its accounts (credited with the welcome balance like
 * any new user). All rows go in one transaction. Returns false when the database was already
 * seeded.
 */
export async function seedDatabase(
  db: Database,
  dataDir: string,
  options: { welcomeBalance?: string } = {},
): Promise<boolean> {
  if (isSeeded(db)) return false;
  writeBannerFiles(dataDir);
  // Hashing is async (scrypt off the main thread); the transaction itself is synchronous.
  const demoPasswordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  const at = (daysAgo: number): string => sqlTimestamp(new Date(now - daysAgo * DAY_MS));

  db.transaction(() => {
    if (isSeeded(db)) return; // another start raced us while we were hashing
    const setting = db.prepare('INSERT INTO settings (key, value, description) VALUES (?, ?, ?)');
    for (const row of DEFAULT_SETTINGS) setting.run(row.key, row.value, row.description);

    const category = db.prepare('INSERT INTO news_categories (id, name, sort) VALUES (?, ?, ?)');
    for (const row of SEED_CATEGORIES) category.run(row.id, row.name, row.sort);
    const categoryName = db.prepare(
      'INSERT INTO news_category_names (category_id, lang, name) VALUES (?, ?, ?)',
    );
    for (const [id, names] of Object.entries(SEED_CATEGORY_NAMES)) {
      for (const [lang, name] of Object.entries(names)) categoryName.run(Number(id), lang, name);
    }
    const article = db.prepare(
      `INSERT INTO news (id, category_id, title, content, banner, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const row of SEED_ARTICLES) {
      const banner = row.banner ? bannerUrl(row.banner) : '';
      article.run(row.id, row.categoryId, row.title, row.content, banner, at(row.daysAgo));
    }
    db.prepare(
      'INSERT INTO system_notifications (title, content, created_at) VALUES (?, ?, ?)',
    ).run(SEED_SYSTEM_NOTIFY.title, SEED_SYSTEM_NOTIFY.content, at(0));

    const currency = db.prepare(
      'INSERT INTO currencies (id, code, name, decimals, is_quote, sort) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const row of SEED_CURRENCIES) {
      currency.run(row.id, row.code, row.name, row.decimals, row.isQuote ? 1 : 0, row.sort);
    }
    // Migrations 7 and 10 ran before the currencies existed: their asset settings go in now.
    db.exec(ASSET_CONFIG_SQL);
    db.exec(MEMO_CHAIN_CONFIG_SQL);
    db.exec(SEED_TRANSLATIONS_SQL); // the content in every language (migration 14)
    const currencyId = new Map(SEED_CURRENCIES.map((row) => [row.code, row.id]));
    const pair = db.prepare(
      `INSERT INTO currency_matches (base_currency_id, quote_currency_id, open_change, open_lever,
         open_microtrade, price_decimals, number_decimals, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const quotation = db.prepare(
      `INSERT INTO quotations (currency_match_id, open, close, high, low, volume, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const history: HistoryPair[] = [];
    const pairIds = new Map<string, number>();
    SEED_PAIRS.forEach((row, index) => {
      const info = pair.run(
        currencyId.get(row.base),
        currencyId.get(row.quote),
        row.openChange,
        row.openLever,
        row.openMicrotrade,
        row.priceDecimals,
        row.numberDecimals,
        index + 1,
      );
      quotation.run(info.lastInsertRowid, row.open, row.close, row.high, row.low, row.volume, now);
      const id = Number(info.lastInsertRowid);
      pairIds.set(`${row.base}/${row.quote}`, id);
      // A cross pair's history is its legs' divided (the legs come first in SEED_PAIRS).
      const legs = legsOf(SEED_PAIRS, (pair) => pair, row);
      history.push({
        id,
        priceDecimals: row.priceDecimals,
        numberDecimals: row.numberDecimals,
        close: row.close,
        minuteVolume: botVolumePerMinute(row.quote, Number(row.close), DEFAULT_TICKER_MS),
        legs: legs
          ? {
              base: pairIds.get(`${legs.base.base}/${legs.base.quote}`) ?? 0,
              quote: pairIds.get(`${legs.quote.base}/${legs.quote.quote}`) ?? 0,
            }
          : undefined,
      });
    });
    // Migration 8 ran before the pairs existed: their lever settings go in now.
    db.exec(LEVER_PAIR_DEFAULTS_SQL);
    // Candles: charts are full on a fresh start; the quotations are recomputed from them.
    seedKlineHistory(db, history, now);

    const demo = createUserRepo(db).create({
      email: DEMO_EMAIL,
      mobile: DEMO_MOBILE,
      countryCode: DEMO_COUNTRY_CODE,
      passwordHash: demoPasswordHash,
    });
    const accounts = createAccountsRepo(db);
    accounts.open(demo.id);
    creditWelcome(accounts, demo.id, options.welcomeBalance ?? '0');

    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(
      SEEDED_KEY,
      new Date(now).toISOString(),
    );
  })();
  // The P2P market's merchants and ads go through the P2P services (their own transaction).
  await seedP2PMarket(db, dataDir);
  // The IEO projects, one per state, with their tokens as new currencies (docs/ieo.md#seed).
  seedIEOProjects(db, now);
  return true;
}
