import fs from 'node:fs';
import * as contract from '@exchange/shared/contract';
import { openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { MIGRATIONS } from '../src/db/migrations';
import { formatUnits, parseUnits, trimUnits, truncateTo, unitsOf } from '../src/engine';
import type { ApiError } from '../src/http/api-error';
import { DayWindow } from '../src/spot/day-window';
import {
  bucketStart,
  KLINE_MAX_BARS,
  KLINE_PERIODS,
  nextBucket,
  parsePeriod,
  MINUTE_MS,
} from '../src/spot/kline';
import { DEPTH_LEVELS, RECENT_TRADES } from '../src/spot/spot-feed';
import { ORDER_PAGE_SIZE } from '../src/spot/spot-routes';
import { OrderThrottle } from '../src/spot/order-throttle';
import { parseAmount, SLIPPAGE_PERCENT } from '../src/spot/spot-service';
import { tempDir } from './support/test-server';

describe('server constants', () => {
  it('match the contract (the server cannot import its runtime values)', () => {
    expect(KLINE_PERIODS).toEqual(contract.KLINE_PERIODS);
    expect(KLINE_MAX_BARS).toBe(contract.KLINE_MAX_BARS);
    expect(DEPTH_LEVELS).toBe(contract.DEPTH_LEVELS);
    expect(RECENT_TRADES).toBe(contract.RECENT_TRADES_CAP);
    expect(ORDER_PAGE_SIZE).toBe(contract.ORDER_PAGE_SIZE);
    expect(SLIPPAGE_PERCENT).toBe(BigInt(contract.SLIPPAGE_GUARD_PERCENT));
  });
});

describe('fixed-point helpers', () => {
  it('parse plain decimals exactly and refuse everything else', () => {
    expect(parseUnits('97120.35', 2)).toBe(9712035n);
    expect(parseUnits('1.50', 1)).toBe(15n); // trailing zeros are not extra decimals
    expect(parseUnits('0.001', 2)).toBe('decimals');
    for (const bad of ['1e3', '-1', '+1', '.5', '5.', '1 000', '0x10', 'NaN', '', ' 1']) {
      expect({ bad, parsed: parseUnits(bad, 4) }).toEqual({ bad, parsed: 'format' });
    }
    expect(formatUnits(5n, 3)).toBe('0.005');
    expect(formatUnits(-1234n, 2)).toBe('-12.34');
    expect(formatUnits(7n, 0)).toBe('7');
    expect(trimUnits(1500n, 3)).toBe('1.5');
    expect(trimUnits(2000n, 3)).toBe('2');
    expect(unitsOf('-0.25', 2)).toBe(-25n);
    expect(truncateTo(123456n, 6, 4)).toBe(123400n);
  });
});

describe('parseAmount (docs/decisions.md#numbers)', () => {
  const keys = {
    name: 'price',
    invalid: 'priceInvalid',
    notPositive: 'priceNotPositive',
    decimals: 'priceDecimals',
    tooLarge: 'priceTooLarge',
  } as const;
  const refusal = (value: unknown): string | undefined => {
    try {
      parseAmount(value, 2, keys);
      return undefined;
    } catch (error) {
      return (error as ApiError).key;
    }
  };
  it('accepts strings and numbers, refuses the rest with the right message', () => {
    expect(parseAmount('12.5', 2, keys)).toBe(1250n);
    expect(parseAmount(12.5, 2, keys)).toBe(1250n);
    expect(refusal(' 3 ')).toBe('priceInvalid'); // spaces are malformed; the client trims
    expect(refusal(1e21)).toBe('priceInvalid'); // "1e+21"
    expect(refusal(Number.NaN)).toBe('priceInvalid');
    expect(refusal(Infinity)).toBe('priceInvalid');
    expect(refusal(true)).toBe('priceInvalid');
    expect(refusal({})).toBe('priceInvalid');
    expect(refusal('-3')).toBe('priceNotPositive');
    expect(refusal(-3)).toBe('priceNotPositive');
    expect(refusal('0.00')).toBe('priceNotPositive');
    expect(refusal('1.234')).toBe('priceDecimals');
    expect(refusal('999999999999.99')).toBeUndefined();
    expect(refusal('1000000000000')).toBe('priceTooLarge');
    expect(refusal(undefined)).toBe('missingParam');
    expect(refusal('')).toBe('missingParam');
  });
});

describe('kline buckets (UTC)', () => {
  const t = Date.UTC(2025, 4, 14, 13, 47, 31, 500); // a Wednesday
  it('aligns every period', () => {
    expect(bucketStart('1min', t)).toBe(Date.UTC(2025, 4, 14, 13, 47));
    expect(bucketStart('5min', t)).toBe(Date.UTC(2025, 4, 14, 13, 45));
    expect(bucketStart('15min', t)).toBe(Date.UTC(2025, 4, 14, 13, 45));
    expect(bucketStart('30min', t)).toBe(Date.UTC(2025, 4, 14, 13, 30));
    expect(bucketStart('60min', t)).toBe(Date.UTC(2025, 4, 14, 13));
    expect(bucketStart('1day', t)).toBe(Date.UTC(2025, 4, 14));
    expect(bucketStart('1week', t)).toBe(Date.UTC(2025, 4, 12)); // Monday
    expect(bucketStart('1mon', t)).toBe(Date.UTC(2025, 4, 1));
    expect(nextBucket('1mon', Date.UTC(2025, 11, 1))).toBe(Date.UTC(2026, 0, 1));
    expect(nextBucket('1week', Date.UTC(2025, 4, 12))).toBe(Date.UTC(2025, 4, 19));
  });
  it('maps the chart button 1hour to 60min and refuses unknown periods', () => {
    expect(parsePeriod('1hour')).toBe('60min');
    expect(parsePeriod('1min')).toBe('1min');
    expect(parsePeriod('2min')).toBeUndefined();
  });
});

describe('DayWindow (rolling 24 h from minute bars)', () => {
  const DAY = 24 * 60 * MINUTE_MS;
  const now = Date.UTC(2025, 0, 10, 12, 0, 30);
  const bar = (minutesAgo: number, open: number, close: number, volume: number) => {
    const time = Math.floor((now - minutesAgo * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
    return {
      time,
      open: BigInt(open),
      high: BigInt(Math.max(open, close)),
      low: BigInt(Math.min(open, close)),
      close: BigInt(close),
      volume: BigInt(volume),
    };
  };
  it('uses the last price before the window as the base of the change', () => {
    const window = new DayWindow(
      [bar(24 * 60 + 5, 90, 100, 7), bar(60, 100, 120, 3), bar(1, 120, 110, 2)],
      null,
      null,
    );
    expect(window.figures(now)).toEqual({
      open: 100n,
      close: 110n,
      high: 120n,
      low: 100n,
      volume: 5n,
    });
    window.addTrade(now, 130n, 4n);
    expect(window.figures(now)).toEqual({
      open: 100n,
      close: 130n,
      high: 130n,
      low: 100n,
      volume: 9n,
    });
    // A day later the old bars have left: flat at the last price, no volume.
    expect(window.figures(now + DAY + 2 * MINUTE_MS)).toEqual({
      open: 130n,
      close: 130n,
      high: 130n,
      low: 130n,
      volume: 0n,
    });
  });
  it('has no figures before any trade', () => {
    expect(new DayWindow([], null, null).figures(now)).toBeNull();
    expect(new DayWindow([], null, 55n).figures(now)).toMatchObject({ open: 55n, close: 55n });
  });
});

describe('OrderThrottle', () => {
  it('allows perSecond orders per user in any rolling second', () => {
    let clock = 1_000_000;
    const throttle = new OrderThrottle(3, () => clock);
    expect([1, 2, 3, 4].map(() => throttle.allow(7))).toEqual([true, true, true, false]);
    expect(throttle.allow(8)).toBe(true);
    clock += 999;
    expect(throttle.allow(7)).toBe(false);
    clock += 2;
    expect(throttle.allow(7)).toBe(true);
    expect(new OrderThrottle(0).allow(1)).toBe(true);
  });
});

describe('migration 3 (spot trading)', () => {
  it('keeps existing users as ordinary users and adds the spot tables', () => {
    const dir = tempDir('migration3');
    const db = openDatabase(dir);
    try {
      runMigrations(db, MIGRATIONS.slice(0, 2));
      db.exec(`
        INSERT INTO currencies (id, code, name, decimals) VALUES (1, 'USDT', 'Tether', 8), (2, 'BTC', 'Bitcoin', 8);
        INSERT INTO currency_matches (id, base_currency_id, quote_currency_id, price_decimals, number_decimals)
          VALUES (1, 2, 1, 2, 6);
        INSERT INTO users (uid, email, password_hash, invite_code, created_at)
          VALUES ('10000001', 'old@example.com', 'x', 'AAAAAA', '2025-01-01 00:00:00');
      `);
      expect(runMigrations(db, MIGRATIONS.slice(0, 3))).toEqual([3]);
      expect(db.prepare('SELECT kind FROM users').all()).toEqual([{ kind: 'user' }]);
      expect(db.prepare('SELECT buy_fee_rate, sell_fee_rate FROM currency_matches').get()).toEqual({
        buy_fee_rate: '0.001',
        sell_fee_rate: '0.001',
      });
      for (const table of ['spot_orders', 'spot_trades', 'spot_klines', 'favourite_matches']) {
        expect(db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()).toEqual({ n: 0 });
      }
      expect(() => db.prepare("UPDATE users SET kind = 'robot'").run()).toThrow(/CHECK/);
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
