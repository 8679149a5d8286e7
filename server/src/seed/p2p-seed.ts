import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { ACCOUNT_TYPE, createAccountsRepo } from '../accounts/accounts-repo';
import { hashPassword } from '../auth/passwords';
import { sqlTimestamp } from '../db/sql-time';
import { Dec } from '../money/decimal';
import { P2PAdService } from '../p2p/p2p-ads';
import { P2PMerchantService } from '../p2p/p2p-merchants';
import { createP2PDeps, storedUsdPrice } from '../p2p/p2p-module';
import { referencePrice } from '../p2p/p2p-rules';
import { hashPayPassword } from '../personal/pay-password';
import { UPLOADS_URL_PREFIX } from '../personal/upload-store';
import { createUserRepo } from '../user/user-repo';

/** The seeded merchants' logins (docs/p2p.md#seeded-market). */
export const P2P_SEED_PASSWORD = 'merchant1234';
export const P2P_SEED_PAY_PASSWORD = '135790';
export const P2P_SEED_MERCHANTS = [
  { email: 'merchant1@exchange.local', name: 'Harbor Trade', holder: 'Harbor Trade Ltd' },
  { email: 'merchant2@exchange.local', name: 'Lotus OTC', holder: 'Lotus OTC Co' },
] as const;
/** balance_logs reason of the seeded merchants' legal balances. */
export const P2P_SEED_REASON = 'p2p_seed_funding';

const FUNDING: Record<string, string> = { USDT: '50000', BTC: '2' };

/** A 1×1 PNG: the Alipay QR code image of a seeded method (an upload of the merchant). */
const QR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type SeedAd = {
  side: 'buy' | 'sell';
  asset: 'USDT' | 'BTC';
  fiat: 'USD' | 'CNY';
  /** Price = reference × factor. */
  factor: string;
  total: string;
  min: string;
  max: string;
};

/** Sell and buy ads in USDT and BTC for USD and CNY, near the reference price. */
const ADS: Record<string, SeedAd[]> = {
  'Harbor Trade': [
    {
      side: 'sell',
      asset: 'USDT',
      fiat: 'USD',
      factor: '1.01',
      total: '20000',
      min: '10',
      max: '5000',
    },
    {
      side: 'buy',
      asset: 'USDT',
      fiat: 'USD',
      factor: '0.99',
      total: '10000',
      min: '10',
      max: '5000',
    },
    {
      side: 'sell',
      asset: 'BTC',
      fiat: 'USD',
      factor: '1.02',
      total: '0.5',
      min: '50',
      max: '20000',
    },
    {
      side: 'sell',
      asset: 'USDT',
      fiat: 'CNY',
      factor: '1.01',
      total: '10000',
      min: '100',
      max: '30000',
    },
    {
      side: 'buy',
      asset: 'BTC',
      fiat: 'CNY',
      factor: '0.98',
      total: '0.3',
      min: '500',
      max: '100000',
    },
  ],
  'Lotus OTC': [
    {
      side: 'sell',
      asset: 'USDT',
      fiat: 'CNY',
      factor: '1.02',
      total: '15000',
      min: '100',
      max: '50000',
    },
    {
      side: 'buy',
      asset: 'USDT',
      fiat: 'CNY',
      factor: '0.98',
      total: '15000',
      min: '100',
      max: '50000',
    },
    {
      side: 'sell',
      asset: 'BTC',
      fiat: 'CNY',
      factor: '1.01',
      total: '0.5',
      min: '500',
      max: '150000',
    },
    {
      side: 'sell',
      asset: 'USDT',
      fiat: 'USD',
      factor: '1.02',
      total: '10000',
      min: '20',
      max: '3000',
    },
    {
      side: 'buy',
      asset: 'BTC',
      fiat: 'USD',
      factor: '0.97',
      total: '0.2',
      min: '100',
      max: '20000',
    },
  ],
};

/**
 * The P2P market of a fresh database: two verified, approved merchants with receiving methods
 * (bank + Alipay), a trade password, legal-account balances and open ads, all made through the
 * P2P services so the locks and balance logs are the real ones. Skipped when they exist.
 */
export async function seedP2PMarket(db: Database, dataDir: string): Promise<void> {
  const users = createUserRepo(db);
  if (users.findByEmail(P2P_SEED_MERCHANTS[0].email)) return;
  const passwordHash = await hashPassword(P2P_SEED_PASSWORD);
  const payHash = await hashPayPassword(P2P_SEED_PAY_PASSWORD);
  const uploadsDir = path.join(dataDir, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
  const deps = createP2PDeps(db, storedUsdPrice(db));
  const ads = new P2PAdService(deps);
  const merchants = new P2PMerchantService(deps);
  const accounts = createAccountsRepo(db);
  const now = Date.now();

  db.transaction(() => {
    if (users.findByEmail(P2P_SEED_MERCHANTS[0].email)) return;
    for (const seed of P2P_SEED_MERCHANTS) {
      const user = users.create({ email: seed.email, passwordHash });
      accounts.open(user.id);
      db.prepare('UPDATE users SET review_status = 2, pay_password_hash = ? WHERE id = ?').run(
        payHash,
        user.id,
      );
      db.prepare(
        `INSERT INTO real_name_requests (user_id, name, card_id, front_pic, reverse_pic, status,
           created_at, reviewed_at) VALUES (?, ?, 'SEEDED', '', '', 2, ?, ?)`,
      ).run(user.id, seed.holder, sqlTimestamp(new Date(now)), sqlTimestamp(new Date(now)));
      const qr = `${randomBytes(16).toString('hex')}.png`;
      fs.writeFileSync(path.join(uploadsDir, qr), QR_PNG);
      db.prepare(
        "INSERT INTO uploads (name, user_id, mime, size, created_ms) VALUES (?, ?, 'image/png', ?, ?)",
      ).run(qr, user.id, QR_PNG.length, now);
      const method = db.prepare(
        'INSERT INTO pay_methods (user_id, type, raw_data, updated_at) VALUES (?, ?, ?, ?)',
      );
      const at = sqlTimestamp(new Date(now));
      method.run(
        user.id,
        3,
        JSON.stringify({
          real_name: seed.holder,
          bank_name: 'Harbor Savings Bank',
          bank_address: 'Central branch',
          card_no: `6222 0210 ${String(user.id).padStart(4, '0')} 8866`,
        }),
        at,
      );
      method.run(
        user.id,
        1,
        JSON.stringify({
          real_name: seed.holder,
          account: seed.email.replace('@exchange.local', '@alipay.example'),
          qrcode: `${UPLOADS_URL_PREFIX}${qr}`,
        }),
        at,
      );
      for (const [code, amount] of Object.entries(FUNDING)) {
        accounts.change({
          userId: user.id,
          currencyId: accounts.currencyIdByCode(code) as number,
          accountTypeId: ACCOUNT_TYPE.legal,
          amount,
          reason: P2P_SEED_REASON,
          memo: 'Demo market funding',
        });
      }
      merchants.apply(user.id, seed.name);
      merchants.decide(user.id, 'approved');
      const settings = deps.settings();
      for (const ad of ADS[seed.name]) {
        const reference = referencePrice(deps.usdPrice(ad.asset), ad.fiat, settings);
        // A market without a price yet (no quotation) gets no ad of that asset.
        if (reference === null) continue;
        ads.create(user.id, {
          side: ad.side,
          currency_id: accounts.currencyIdByCode(ad.asset),
          fiat: ad.fiat,
          price: reference.times(ad.factor).toFixed(2, Dec.ROUND_HALF_UP),
          total: ad.total,
          min_fiat: ad.min,
          max_fiat: ad.max,
          pay_methods: ['bank', 'alipay'],
          pay_window: 15,
          terms: 'Pay from an account in your own name and add the order number as the reference.',
        });
      }
    }
  })();
}
