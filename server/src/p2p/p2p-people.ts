import type { Database } from 'better-sqlite3';
import type { PayMethodCode, PayMethodRawData } from '@exchange/shared/contract/personal';
import { PAY_METHOD_CODES, PAY_METHOD_TYPE_ID, REVIEW_STATUS } from '../personal/constants';
import { maskAccount } from '../user/mask-account';

export type Person = {
  id: number;
  uid: string;
  email: string | null;
  mobile: string | null;
  review_status: number;
  is_seller: number;
  authorization_code: string | null;
};

/** What the P2P market needs to know of users: identity, store names, receiving methods. */
function buildP2PPeople(db: Database) {
  const byId = db.prepare(
    'SELECT id, uid, email, mobile, review_status, is_seller, authorization_code FROM users WHERE id = ?',
  );
  const byUid = db.prepare(
    'SELECT id, uid, email, mobile, review_status, is_seller, authorization_code FROM users WHERE uid = ?',
  );
  const storeName = db
    .prepare("SELECT name FROM p2p_merchants WHERE user_id = ? AND status = 'approved'")
    .pluck();
  const methods = db.prepare(
    'SELECT type, raw_data FROM pay_methods WHERE user_id = ? ORDER BY type',
  );

  const person = (id: number): Person | undefined => byId.get(id) as Person | undefined;
  const payMethods = (userId: number): Array<{ code: PayMethodCode; raw_data: PayMethodRawData }> =>
    (methods.all(userId) as Array<{ type: number; raw_data: string }>).flatMap((row) => {
      const code = PAY_METHOD_CODES.find((candidate) => PAY_METHOD_TYPE_ID[candidate] === row.type);
      return code ? [{ code, raw_data: JSON.parse(row.raw_data) as PayMethodRawData }] : [];
    });

  return {
    person,
    byUid: (uid: string): Person | undefined => byUid.get(uid) as Person | undefined,
    isVerified: (id: number): boolean => person(id)?.review_status === REVIEW_STATUS.verified,
    /** The store name of an approved merchant, else the masked account. */
    name(id: number): string {
      const store = storeName.get(id) as string | undefined;
      if (store !== undefined) return store;
      const found = person(id);
      return found ? maskAccount(found) : '';
    },
    uid: (id: number): string => person(id)?.uid ?? '',
    payMethods,
    payMethodCodes: (userId: number): PayMethodCode[] => payMethods(userId).map((row) => row.code),
  };
}

export type P2PPeople = ReturnType<typeof buildP2PPeople>;

export function createP2PPeople(db: Database): P2PPeople {
  return buildP2PPeople(db);
}
