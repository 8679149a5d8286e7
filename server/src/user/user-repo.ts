import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { sqlTimestamp } from '../db/sql-time';

export type UserRow = {
  id: number;
  uid: string;
  email: string | null;
  mobile: string | null;
  country_code: string;
  password_hash: string;
  invite_code: string;
  invited_by: number | null;
  review_status: number;
  is_seller: number;
  created_at: string;
};

export type NewUser = {
  email?: string;
  mobile?: string;
  countryCode?: string;
  passwordHash: string;
  invitedBy?: number;
};

export type UserRepo = {
  findById(id: number): UserRow | undefined;
  findByEmail(email: string): UserRow | undefined;
  findByMobile(mobile: string, countryCode?: string): UserRow | undefined;
  /** Invite codes are upper case; the lookup ignores case and surrounding spaces. */
  findByInviteCode(code: string): UserRow | undefined;
  create(user: NewUser): UserRow;
  setPasswordHash(userId: number, passwordHash: string): void;
};

/** Invite codes avoid look-alike characters (0/O, 1/I/L). */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function randomInviteCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normalizeDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function createUserRepo(db: Database): UserRepo {
  const byId = db.prepare('SELECT * FROM users WHERE id = ?');
  // The column is COLLATE NOCASE: e-mail is compared case-insensitively (docs/decisions.md).
  const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
  const byMobile = db.prepare('SELECT * FROM users WHERE mobile = ? ORDER BY id LIMIT 1');
  const byMobileAndCountry = db.prepare(
    'SELECT * FROM users WHERE mobile = ? AND country_code = ?',
  );
  const byInvite = db.prepare('SELECT * FROM users WHERE invite_code = ?');
  const setHash = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const uidTaken = db.prepare('SELECT 1 FROM users WHERE uid = ?');
  const inviteTaken = db.prepare('SELECT 1 FROM users WHERE invite_code = ?');
  const insert = db.prepare(
    `INSERT INTO users (uid, email, mobile, country_code, password_hash, invite_code, invited_by,
                        created_at)
     VALUES (@uid, @email, @mobile, @country_code, @password_hash, @invite_code, @invited_by,
             @created_at)`,
  );

  const unique = (make: () => string, taken: (value: string) => boolean): string => {
    for (;;) {
      const value = make();
      if (!taken(value)) return value;
    }
  };

  return {
    findById: (id) => byId.get(id) as UserRow | undefined,
    findByEmail: (email) => byEmail.get(normalizeEmail(email)) as UserRow | undefined,
    findByMobile(mobile, countryCode) {
      const digits = normalizeDigits(mobile);
      const country = countryCode ? normalizeDigits(countryCode) : '';
      return (country ? byMobileAndCountry.get(digits, country) : byMobile.get(digits)) as
        UserRow | undefined;
    },
    findByInviteCode: (code) => byInvite.get(code.trim().toUpperCase()) as UserRow | undefined,
    setPasswordHash(userId, passwordHash) {
      setHash.run(passwordHash, userId);
    },
    create(user) {
      const info = insert.run({
        uid: unique(
          () => String(randomInt(10_000_000, 100_000_000)),
          (uid) => uidTaken.get(uid) !== undefined,
        ),
        email: user.email ? normalizeEmail(user.email) : null,
        mobile: user.mobile ? normalizeDigits(user.mobile) : null,
        country_code: user.countryCode ? normalizeDigits(user.countryCode) : '',
        password_hash: user.passwordHash,
        invite_code: unique(randomInviteCode, (code) => inviteTaken.get(code) !== undefined),
        invited_by: user.invitedBy ?? null,
        created_at: sqlTimestamp(),
      });
      return byId.get(info.lastInsertRowid) as UserRow;
    },
  };
}
