import type { Database } from 'better-sqlite3';
import { Dec } from '../money/decimal';
import { createIEOStore } from './ieo-store';

/** What an operator (or the seed) gives for a new project (docs/ieo.md#operator-cli). */
export type ProjectInput = {
  /** The token's code: an existing currency, or a new one made with `name` and `decimals`. */
  code: string;
  name?: string;
  decimals?: number;
  logo?: string;
  description?: string;
  price: string;
  total: string;
  min: string;
  max: string;
  startMs: number;
  endMs: number;
};

/** A refused project: the message says which input and why. */
export class ProjectInputError extends Error {}

const CODE = /^[A-Z0-9]{2,10}$/;
const DECIMAL = /^\d{1,15}(\.\d{1,8})?$/;
const LOGO = /^(https?:\/\/|\/|data:image\/(png|svg\+xml|jpeg|webp);base64,)/;
const DESCRIPTION_MAX = 2000;

const positive = (name: string, value: string): Dec => {
  if (!DECIMAL.test(value) || new Dec(value).lte(0)) {
    throw new ProjectInputError(`${name} must be a positive decimal with at most 8 places`);
  }
  return new Dec(value);
};

/**
 * Checks the input and adds the project in one transaction (and its currency when the code is
 * new). Answers the project id.
 */
export function addProject(db: Database, input: ProjectInput, now: number = Date.now()): number {
  const code = input.code.trim().toUpperCase();
  if (!CODE.test(code)) throw new ProjectInputError('the code is 2-10 letters or digits');
  const price = positive('price', input.price);
  const total = positive('total', input.total);
  const min = positive('min', input.min);
  const max = positive('max', input.max);
  if (min.gt(max)) throw new ProjectInputError('min must not exceed max');
  if (max.gt(total)) throw new ProjectInputError('max must not exceed total');
  if (!Number.isSafeInteger(input.startMs) || !Number.isSafeInteger(input.endMs)) {
    throw new ProjectInputError('start and end must be dates');
  }
  if (input.endMs <= input.startMs) throw new ProjectInputError('end must be after start');
  const logo = input.logo ?? '';
  if (logo !== '' && !LOGO.test(logo)) {
    throw new ProjectInputError('logo is an http(s) URL, a site path or a data:image URL');
  }
  const description = input.description ?? '';
  if (description.length > DESCRIPTION_MAX) {
    throw new ProjectInputError(`description may have at most ${DESCRIPTION_MAX} characters`);
  }
  const store = createIEOStore(db);
  return db.transaction(() => {
    let currency = db.prepare('SELECT id, decimals FROM currencies WHERE code = ?').get(code) as
      { id: number; decimals: number } | undefined;
    if (!currency) {
      const name = input.name?.trim() ?? '';
      const decimals = input.decimals ?? 8;
      if (name === '' || name.length > 40) {
        throw new ProjectInputError(`${code} is a new token: give its --name (1-40 characters)`);
      }
      if (!Number.isInteger(decimals) || decimals < 0 || decimals > 8) {
        throw new ProjectInputError('decimals is a whole number from 0 to 8');
      }
      const sort = db.prepare('SELECT COALESCE(MAX(sort), 0) + 1 FROM currencies').pluck().get();
      const info = db
        .prepare(
          'INSERT INTO currencies (code, name, decimals, is_quote, sort) VALUES (?, ?, ?, 0, ?)',
        )
        .run(code, name, decimals, sort);
      currency = { id: Number(info.lastInsertRowid), decimals };
    }
    if (code === 'USDT') throw new ProjectInputError('USDT is the quote currency');
    if (store.projectOfCurrency(currency.id)) {
      throw new ProjectInputError(`${code} already has a project`);
    }
    for (const [name, value] of [
      ['total', total],
      ['min', min],
      ['max', max],
    ] as const) {
      if (value.decimalPlaces() > currency.decimals) {
        throw new ProjectInputError(
          `${name} has more than ${currency.decimals} decimals (${code})`,
        );
      }
    }
    return store.insertProject({
      currencyId: currency.id,
      logo,
      description,
      price: price.toFixed(),
      total: total.toFixed(),
      minPerUser: min.toFixed(),
      maxPerUser: max.toFixed(),
      startMs: input.startMs,
      endMs: input.endMs,
      createdMs: now,
    });
  })();
}
