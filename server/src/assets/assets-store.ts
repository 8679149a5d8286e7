import type { Database } from 'better-sqlite3';
import type { AccountCode, AccountCurrency, CurrencyProtocol } from '@exchange/shared/contract';
import { memoKindOf } from './chains/chain-address';
import { depositConfirmations, rechargeMin } from './chains/deposit-rules';
import { depositTarget, type AddressFormat } from './deposit-address';

export type CurrencyRow = {
  id: number;
  code: string;
  decimals: number;
  open_recharge: number;
  open_draw: number;
  draw_rate: string;
  draw_min: string;
  draw_max: string;
  enable_udun: number;
};

export type ProtocolRow = {
  id: number;
  currency_id: number;
  token_address: string;
  chain_protocol_id: number;
  chain_code: string;
  address_format: AddressFormat;
};

export type AccountTypeRow = { id: number; code: AccountCode; name: string };

export type AssetsStore = {
  currency(id: number): CurrencyRow | undefined;
  currencyByCode(code: string): CurrencyRow | undefined;
  currencies(): CurrencyRow[];
  accountTypes(): AccountTypeRow[];
  protocols(currencyId?: number): ProtocolRow[];
  protocol(id: number): ProtocolRow | undefined;
  /** The wire shape, with the caller's deposit address (or '' when userId is undefined). */
  protocolView(row: ProtocolRow, userId: number | undefined): CurrencyProtocol;
  currencyView(row: CurrencyRow, userId: number): AccountCurrency;
  setting(key: string): string | undefined;
};

export function createAssetsStore(db: Database, secret: string): AssetsStore {
  const currencyCols = `id, code, decimals, open_recharge, open_draw, draw_rate, draw_min, draw_max,
    enable_udun`;
  const byId = db.prepare(`SELECT ${currencyCols} FROM currencies WHERE id = ?`);
  const byCode = db.prepare(`SELECT ${currencyCols} FROM currencies WHERE code = ?`);
  const all = db.prepare(`SELECT ${currencyCols} FROM currencies ORDER BY sort, id`);
  const types = db.prepare('SELECT id, code, name FROM account_types ORDER BY id');
  const protocolCols = `p.id, p.currency_id, p.token_address, p.chain_protocol_id,
    c.code AS chain_code, c.address_format
    FROM currency_protocols p JOIN chain_protocols c ON c.id = p.chain_protocol_id`;
  const protocolsAll = db.prepare(`SELECT ${protocolCols} ORDER BY p.currency_id, p.id`);
  const protocolsOf = db.prepare(`SELECT ${protocolCols} WHERE p.currency_id = ? ORDER BY p.id`);
  const protocolById = db.prepare(`SELECT ${protocolCols} WHERE p.id = ?`);
  const settingStmt = db.prepare('SELECT value FROM settings WHERE key = ?');
  const setting = (key: string): string | undefined =>
    (settingStmt.get(key) as { value: string } | undefined)?.value;

  const accountTypes = (): AccountTypeRow[] => types.all() as AccountTypeRow[];
  const protocols = (currencyId?: number): ProtocolRow[] =>
    (currencyId === undefined ? protocolsAll.all() : protocolsOf.all(currencyId)) as ProtocolRow[];
  const protocolView = (row: ProtocolRow, userId: number | undefined): CurrencyProtocol => {
    const target =
      userId === undefined
        ? { address: '', memo: '' }
        : depositTarget(secret, userId, row.chain_code, row.address_format);
    const currency = byId.get(row.currency_id) as CurrencyRow | undefined;
    return {
      id: row.id,
      currency_id: row.currency_id,
      in_address: target.address,
      token_address: row.token_address,
      chain_protocol: { id: row.chain_protocol_id, code: row.chain_code },
      memo_kind: memoKindOf(row.address_format),
      in_memo: target.memo,
      min_recharge: currency ? rechargeMin(setting, currency, row.chain_code) : '0',
      confirmations: depositConfirmations(row.chain_code),
    };
  };

  return {
    currency: (id) => byId.get(id) as CurrencyRow | undefined,
    currencyByCode: (code) => byCode.get(code.toUpperCase()) as CurrencyRow | undefined,
    currencies: () => all.all() as CurrencyRow[],
    accountTypes,
    protocols,
    protocol: (id) => protocolById.get(id) as ProtocolRow | undefined,
    protocolView,
    currencyView(row, userId) {
      return {
        id: row.id,
        code: row.code,
        decimals: row.decimals,
        open_recharge: row.open_recharge === 1 ? 1 : 0,
        open_draw: row.open_draw === 1 ? 1 : 0,
        draw_rate: row.draw_rate,
        draw_min: row.draw_min,
        draw_max: row.draw_max,
        is_recharge_account: row.open_recharge === 1 ? 1 : 0,
        account_types: accountTypes().map((type) => ({ name: type.name, account_code: type.code })),
        currency_protocols: protocols(row.id).map((protocol) => protocolView(protocol, userId)),
      };
    },
    setting,
  };
}
