import type { Database } from 'better-sqlite3';
import type { P2PAsset } from '@exchange/shared/contract/p2p';
import type { Dec } from '../money/decimal';
import type { P2PMoney } from './p2p-money';
import type { P2PPeople } from './p2p-people';
import type { P2PSettings } from './p2p-settings';
import type { P2PStore } from './p2p-store';

/** What every part of the P2P service shares (built once in p2p-module.ts or the seed). */
export type P2PDeps = {
  db: Database;
  store: P2PStore;
  people: P2PPeople;
  money: P2PMoney;
  /** The operator settings, read on each call. */
  settings: () => P2PSettings;
  /** USD value of one unit of an asset (USDT 1); 0 when unknown. */
  usdPrice: (code: string) => Dec;
  now: () => number;
};

/** The tradable assets: the `p2p_assets` setting's codes that exist as currencies. */
export function assetsOf(deps: Pick<P2PDeps, 'db' | 'settings'>): P2PAsset[] {
  const find = deps.db.prepare('SELECT id, code, decimals FROM currencies WHERE code = ?');
  return deps
    .settings()
    .assets.map(
      (code) => find.get(code) as { id: number; code: string; decimals: number } | undefined,
    )
    .filter((row): row is { id: number; code: string; decimals: number } => row !== undefined)
    .map((row) => ({ currency_id: row.id, code: row.code, decimals: row.decimals }));
}

/** Any currency by id (orders and ads keep theirs even when the asset leaves the settings). */
export function currencyOf(db: Database, id: number): P2PAsset {
  const row = db.prepare('SELECT id, code, decimals FROM currencies WHERE id = ?').get(id) as
    { id: number; code: string; decimals: number } | undefined;
  return { currency_id: id, code: row?.code ?? '', decimals: row?.decimals ?? 8 };
}
