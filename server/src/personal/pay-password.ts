import type { Database } from 'better-sqlite3';
import { hashPassword, verifyPassword } from '../auth/passwords';

/**
 * The trade password check withdrawals and lever orders call. Async because scrypt runs off
 * the event loop; false when the user has no trade password or it does not match.
 */
export async function checkPayPassword(
  db: Database,
  userId: number,
  password: string,
): Promise<boolean> {
  const row = db.prepare('SELECT pay_password_hash FROM users WHERE id = ?').get(userId) as
    { pay_password_hash: string | null } | undefined;
  if (!row?.pay_password_hash || password === '') return false;
  return verifyPassword(password, row.pay_password_hash);
}

export function hasPayPassword(db: Database, userId: number): boolean {
  const row = db.prepare('SELECT pay_password_hash FROM users WHERE id = ?').get(userId) as
    { pay_password_hash: string | null } | undefined;
  return Boolean(row?.pay_password_hash);
}

/** The scrypt hash to store (never the password itself). */
export function hashPayPassword(password: string): Promise<string> {
  return hashPassword(password);
}
