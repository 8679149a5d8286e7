import type { Database } from 'better-sqlite3';
import type { AccountsRepo } from './accounts/accounts-repo';
import type { SecretLimiter } from './auth/secret-limiter';
import type { TokenStore } from './auth/tokens';
import type { MarketState } from './market/market-state';
import type { ResolvedOptions } from './options';
import type { Outbox } from './outbox/outbox';
import type { SettingsStore } from './settings/settings-store';
import type { SpotModule } from './spot/spot-module';
import type { UserRepo } from './user/user-repo';
import type { CodeStore } from './verification/code-store';
import type { Hub } from './ws/hub';

/** The services every feature's routes receive (built once per server in app.ts). */
export type AppContext = {
  options: ResolvedOptions;
  db: Database;
  hub: Hub;
  market: MarketState;
  tokens: TokenStore;
  users: UserRepo;
  settings: SettingsStore;
  outbox: Outbox;
  codes: CodeStore;
  /** Wrong passwords, trade passwords and verification codes back off through it. */
  secretLimiter: SecretLimiter;
  accounts: AccountsRepo;
  /** Spot trading: engine, service, market data feed, bots. */
  spot: SpotModule;
};
