import type { Quotation } from './market';

/** Client → server frames on `/ws` (docs/architecture.md#wire-contract). `ping` is sent as a bare string. */
export type ClientFrame =
  | { type: 'login'; params: string }
  | { type: 'logout' }
  | { type: 'sub'; params: string }
  | { type: 'unsub'; params: string };

export const TOPIC = {
  dayMarket: 'DAY_MARKET',
  marketDepth: (symbol: string): string => `MARKET_DEPTH.${symbol}`,
  globalTx: (symbol: string): string => `GLOBAL_TX.${symbol}`,
  kline: (symbol: string): string => `KLINE.${symbol}`,
  txMatched: 'TX_MATCHED',
  txSubmit: 'TX_SUBMIT',
  accountBalance: 'ACCOUNT_BALANCE',
  remotes: 'REMOTES',
} as const;

/** Push types: the `type` field of a server frame. */
export type PushType =
  | 'DAY_MARKET'
  | 'MARKET_DEPTH'
  | 'GLOBAL_TX'
  | 'KLINE'
  | 'TX_MATCHED'
  | 'TX_SUBMIT'
  | 'LEVER_TRADE'
  | 'LEVER_CLOSED'
  | 'MICRO_CLOSED'
  | 'ACCOUNT_BALANCE'
  | 'P2P_ORDER'
  | 'P2P_MESSAGE'
  | 'REMOTES';

/**
 * Public: the operator manifest (`/remotes.json`) changed on disk. The shell checks it at once
 * instead of at its next poll (docs/operations.md#switching-areas).
 */
export type RemotesPush = {
  type: 'REMOTES';
  topic: string;
  seq: number;
  epoch: string;
};

export type DayMarketPush = {
  type: 'DAY_MARKET';
  /** The topic the push belongs to. */
  topic: string;
  seq: number;
  epoch: string;
  currency_match_id: number;
  symbol: string;
  quotation: Quotation;
};

/** One account as an ACCOUNT_BALANCE push carries it: its balances after the change. */
export type PushedAccount = {
  /** 1 spot, 2 fiat (legal), 3 lever, 4 option (micro), 5 savings (financial). */
  account_type_id: number;
  currency_id: number;
  currency_code: string;
  balance: string;
  lock_balance: string;
};

/**
 * To the owner, after any change of their balances (an order placed, filled or cancelled, a
 * transfer, a withdrawal request, a lever or option event…), in the order the changes
 * committed: the accounts the change touched, as they now stand (docs/architecture.md#account-stream).
 */
export type AccountBalancePush = {
  type: 'ACCOUNT_BALANCE';
  topic: string;
  seq: number;
  epoch: string;
  accounts: PushedAccount[];
};

/**
 * Any push: flat JSON with `type` merged with the payload. `seq` counts per topic (per owner
 * for private topics) from 1 at each server start; `epoch` names that start, so a client that
 * sees a new epoch knows the count restarted and drops what it holds (a snapshot follows).
 */
export type Push = { type: PushType; topic: string; seq?: number; epoch?: string } & Record<
  string,
  unknown
>;

/** What a publisher hands the hub: a push without the fields the hub stamps on every frame. */
export type PushBody<T extends { type: string; topic: string; seq: number; epoch: string }> = Omit<
  T,
  'type' | 'topic' | 'seq' | 'epoch'
>;

/** Server answers to control frames, e.g. `{type:'login', ok:true}`. */
export type ControlAnswer = {
  type: 'login' | 'logout' | 'sub' | 'unsub' | 'error';
  ok: boolean;
  /** The topic as the client sent it. */
  params?: string;
  /** sub/unsub: the canonical topic (upper case) the server (un)subscribed. */
  topic?: string;
  msg?: string;
};
