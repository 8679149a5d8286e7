import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { AccountLogPage, AccountLogRow } from '@exchange/shared/contract/personal';
import { memoText } from '../accounts/memo-text';
import { logExtra } from '../accounts/log-extra';
import { RECORD_ROWS } from '../accounts/record-rows';
import type { Lang } from '../i18n/languages';
import { ACCOUNT_LOG_PAGE_SIZE } from './constants';
import { sqlTimestamp } from '../db/sql-time';
import { DAY_MS } from '../security/limits';

/** Look-alike characters (0/O, 1/I/L) left out, as for invite codes. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const AUTHORIZATION_CODE_LENGTH = 10;
/** Feedback one user may send in a rolling day. */
export const FEEDBACK_DAILY_LIMIT = 20;

function randomCode(): string {
  let code = '';
  for (let i = 0; i < AUTHORIZATION_CODE_LENGTH; i++) {
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return code;
}

export type PersonalStore = {
  /** The user's authorization code, made on first use and stable afterwards. */
  authorizationCode(userId: number): string;
  /** Revokes every live token of the user except `keepHash`; answers the revoked hashes. */
  revokeOtherTokens(userId: number, keepHash: string): string[];
  setPasswordHash(userId: number, hash: string): void;
  setPayPasswordHash(userId: number, hash: string): void;
  feedbackToday(userId: number): number;
  addFeedback(userId: number, type: string, title: string, content: string): void;
  /** The caller's account logs, newest first, memos in `lang`. */
  accountLogs(userId: number, page: number, lang: Lang): AccountLogPage;
};

type LogRow = Omit<AccountLogRow, 'currency' | 'extra_data'> & {
  code: string;
  extra: string;
  reason: string;
};

export function createPersonalStore(db: Database): PersonalStore {
  const readCode = db.prepare('SELECT authorization_code FROM users WHERE id = ?');
  const writeCode = db.prepare(
    'UPDATE users SET authorization_code = ? WHERE id = ? AND authorization_code IS NULL',
  );
  const codeTaken = db.prepare('SELECT 1 FROM users WHERE authorization_code = ?');
  const liveOthers = db.prepare(
    'SELECT token_hash FROM tokens WHERE user_id = ? AND revoked_at IS NULL AND token_hash <> ?',
  );
  const revokeOthers = db.prepare(
    `UPDATE tokens SET revoked_at = ?
      WHERE user_id = ? AND revoked_at IS NULL AND token_hash <> ?`,
  );
  const setHash = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const setPayHash = db.prepare('UPDATE users SET pay_password_hash = ? WHERE id = ?');
  const feedbackCount = db.prepare(
    'SELECT COUNT(*) AS n FROM feedback WHERE user_id = ? AND created_at > ?',
  );
  const insertFeedback = db.prepare(
    'INSERT INTO feedback (user_id, type, title, content, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  // The rows an account's records show: an order's lock shows once, not as a pair of rows.
  const logCount = db.prepare(
    `SELECT COUNT(*) AS n FROM balance_logs l WHERE l.user_id = ? AND ${RECORD_ROWS}`,
  );
  const logPage = db.prepare(
    `SELECT l.id, c.code, l.value, l.memo, l.reason, l.account_type_id, l.extra_data AS extra, l.created_at
       FROM balance_logs l JOIN currencies c ON c.id = l.currency_id
      WHERE l.user_id = ? AND ${RECORD_ROWS}
      ORDER BY l.id DESC LIMIT ? OFFSET ?`,
  );

  const authorizationCode = db.transaction((userId: number): string => {
    const row = readCode.get(userId) as { authorization_code: string | null } | undefined;
    if (row?.authorization_code) return row.authorization_code;
    let code = randomCode();
    while (codeTaken.get(code) !== undefined) code = randomCode();
    writeCode.run(code, userId);
    return (readCode.get(userId) as { authorization_code: string }).authorization_code;
  });

  const revoke = db.transaction((userId: number, keepHash: string): string[] => {
    const hashes = (liveOthers.all(userId, keepHash) as Array<{ token_hash: string }>).map(
      (row) => row.token_hash,
    );
    revokeOthers.run(Date.now(), userId, keepHash);
    return hashes;
  });

  return {
    authorizationCode: (userId) => authorizationCode(userId),
    revokeOtherTokens: (userId, keepHash) => revoke(userId, keepHash),
    setPasswordHash(userId, hash) {
      setHash.run(hash, userId);
    },
    setPayPasswordHash(userId, hash) {
      setPayHash.run(hash, userId);
    },
    feedbackToday(userId) {
      const since = sqlTimestamp(new Date(Date.now() - DAY_MS));
      return (feedbackCount.get(userId, since) as { n: number }).n;
    },
    addFeedback(userId, type, title, content) {
      insertFeedback.run(userId, type, title, content, sqlTimestamp());
    },
    accountLogs(userId, page, lang) {
      const { n: total } = logCount.get(userId) as { n: number };
      const rows = logPage.all(
        userId,
        ACCOUNT_LOG_PAGE_SIZE,
        (page - 1) * ACCOUNT_LOG_PAGE_SIZE,
      ) as LogRow[];
      return {
        total,
        per_page: ACCOUNT_LOG_PAGE_SIZE,
        last_page: Math.max(1, Math.ceil(total / ACCOUNT_LOG_PAGE_SIZE)),
        current_page: page,
        data: rows.map((row) => ({
          id: row.id,
          currency: { code: row.code },
          value: row.value,
          memo: memoText(row.reason, row.memo, lang),
          account_type_id: row.account_type_id,
          extra_data: logExtra(row.extra, row.account_type_id),
          created_at: row.created_at,
        })),
      };
    },
  };
}
