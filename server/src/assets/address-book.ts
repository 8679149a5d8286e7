import type { Database } from 'better-sqlite3';
import type { AddressBookEntry } from '@exchange/shared/contract';
import { sqlTimestamp } from '../db/sql-time';
import { ApiError } from '../http/api-error';
import { isValidAddress, isValidMemo, memoKindOf } from './chains/chain-address';
import type { ProtocolRow } from './assets-store';

/** Entries one user may keep for one chain of one currency. */
export const ADDRESS_BOOK_MAX_PER_CHAIN = 20;
export const ADDRESS_LABEL_MAX = 30;
/** A free note on a chain without a memo (the withdrawal's `memo` field) is at most this long. */
export const NOTE_MAX = 100;
const EOS_MEMO_MAX_BYTES = 256;

/**
 * Refuses an address or memo that is not valid on the protocol's chain (code 0, naming the
 * chain). Used when an address is saved and again when a withdrawal is asked for, so a typo or
 * another chain's address never locks funds. On chains without a memo, `memo` is a note.
 */
export function assertChainTarget(protocol: ProtocolRow, address: string, memo: string): void {
  if (!isValidAddress(protocol.address_format, address)) {
    throw new ApiError('addressInvalidForChain', { chain: protocol.chain_code });
  }
  const kind = memoKindOf(protocol.address_format);
  if (kind === 'none') {
    if (memo.length > NOTE_MAX) throw new ApiError('textTooLong', { max: NOTE_MAX });
    return;
  }
  if (isValidMemo(protocol.address_format, memo)) return;
  throw kind === 'tag'
    ? new ApiError('memoTagInvalid')
    : new ApiError('memoTextTooLong', { max: EOS_MEMO_MAX_BYTES });
}

export type NewEntry = {
  userId: number;
  protocol: ProtocolRow;
  address: string;
  memo: string;
  label: string;
};

/** An entry's label and its address and memo on the entry's chain, as `add` checks them. */
export function assertBookEntry(entry: NewEntry): void {
  if (entry.label.length > ADDRESS_LABEL_MAX) {
    throw new ApiError('addressLabelTooLong', { max: ADDRESS_LABEL_MAX });
  }
  assertChainTarget(entry.protocol, entry.address, entry.memo);
}

export type AddressBook = {
  /** The caller's entries, newest first, optionally of one currency or one chain of it. */
  list(userId: number, filter: { currencyId?: number; protocolId?: number }): AddressBookEntry[];
  /** Checks and saves an entry (the same address and memo again updates its label). */
  add(entry: NewEntry): AddressBookEntry;
  /** Removes one of the caller's entries; refuses an id that is not the caller's. */
  remove(userId: number, id: number): void;
  /** The newest address saved for this chain, '' when none (GetDrawAddress). */
  newestAddress(userId: number, protocolId: number): string;
};

export function createAddressBook(db: Database): AddressBook {
  const select = `SELECT b.id, p.currency_id, c.code AS currency_code, b.currency_protocol_id,
      ch.code AS chain, b.address, b.memo, b.label, b.created_at
    FROM address_book b
    JOIN currency_protocols p ON p.id = b.currency_protocol_id
    JOIN currencies c ON c.id = p.currency_id
    JOIN chain_protocols ch ON ch.id = p.chain_protocol_id`;
  const order = 'ORDER BY b.id DESC';
  const ofUser = db.prepare(`${select} WHERE b.user_id = ? ${order}`);
  const ofCurrency = db.prepare(`${select} WHERE b.user_id = ? AND p.currency_id = ? ${order}`);
  const ofProtocol = db.prepare(
    `${select} WHERE b.user_id = ? AND b.currency_protocol_id = ? ${order}`,
  );
  const byId = db.prepare(`${select} WHERE b.id = ?`);
  const count = db
    .prepare('SELECT COUNT(*) FROM address_book WHERE user_id = ? AND currency_protocol_id = ?')
    .pluck();
  const existing = db
    .prepare(
      `SELECT id FROM address_book
       WHERE user_id = ? AND currency_protocol_id = ? AND address = ? AND memo = ?`,
    )
    .pluck();
  const insert = db.prepare(
    `INSERT INTO address_book (user_id, currency_protocol_id, address, memo, label, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const relabel = db.prepare('UPDATE address_book SET label = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM address_book WHERE id = ? AND user_id = ?');

  const add = db.transaction((entry: NewEntry): number => {
    const { userId, protocol } = entry;
    const found = existing.get(userId, protocol.id, entry.address, entry.memo) as
      number | undefined;
    if (found !== undefined) {
      relabel.run(entry.label, found);
      return found;
    }
    if ((count.get(userId, protocol.id) as number) >= ADDRESS_BOOK_MAX_PER_CHAIN) {
      throw new ApiError('addressBookFull', { max: ADDRESS_BOOK_MAX_PER_CHAIN });
    }
    const info = insert.run(
      userId,
      protocol.id,
      entry.address,
      entry.memo,
      entry.label,
      sqlTimestamp(),
    );
    return Number(info.lastInsertRowid);
  });

  return {
    list(userId, { currencyId, protocolId }) {
      const rows =
        protocolId !== undefined
          ? ofProtocol.all(userId, protocolId)
          : currencyId !== undefined
            ? ofCurrency.all(userId, currencyId)
            : ofUser.all(userId);
      return rows as AddressBookEntry[];
    },
    add(entry) {
      assertBookEntry(entry);
      return byId.get(add(entry)) as AddressBookEntry;
    },
    remove(userId, id) {
      if (remove.run(id, userId).changes !== 1) throw new ApiError('addressBookEntryNotFound');
    },
    newestAddress(userId, protocolId) {
      const [row] = ofProtocol.all(userId, protocolId) as AddressBookEntry[];
      return row?.address ?? '';
    },
  };
}
