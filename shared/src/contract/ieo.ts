import type { DecimalString } from './market';

/**
 * Initial exchange offerings (docs/ieo.md). An entry point of its own
 * (`@exchange/shared/contract/ieo`), not re-exported by the core: only the public area's /ieo
 * page and the server use it, so its constants never reach the other pages.
 *
 * Every call answers the usual envelope; paths are relative to `/api/`.
 */
export const IEO_PATH = {
  /** GET, public: `IEOProjectsAnswer`, every project with its state on the server's clock. */
  projects: 'ieo/projects',
  /** GET, public: `IEOProjectQuery` → `IEOProjectAnswer`. */
  project: 'ieo/project',
  /** POST, login: `IEOBuyRequest` → `IEOBuyAnswer`. */
  buy: 'ieo/buy',
  /** GET, login: `IEOSubscriptionsQuery` → `Paged<IEOSubscription>`, the caller's, newest first. */
  subscriptions: 'ieo/subscriptions',
} as const;

/**
 * A project's state, from its start and end on the server's clock: `upcoming` before
 * `start_ms`, `subscribing` from `start_ms` until before `end_ms`, `ended` from `end_ms`.
 * Only `subscribing` allows a purchase.
 */
export type IEOState = 'upcoming' | 'subscribing' | 'ended';

/** The states in the order the page shows them (subscribing first). */
export const IEO_STATES: readonly IEOState[] = ['subscribing', 'upcoming', 'ended'];

/** One project. Quantities are in the token, `price` in USDT per token. */
export type IEOProject = {
  id: number;
  /** The token's name and code (a currency the spot account holds). */
  name: string;
  code: string;
  /** Decimal places of the token: a purchase's quantity has at most these. */
  decimals: number;
  /** An image URL or a `data:image/…` URL. */
  logo: string;
  /** Plain text (the page never renders it as HTML). */
  description: string;
  price: DecimalString;
  total: DecimalString;
  sold: DecimalString;
  /** Per-user minimum of one purchase and maximum of a user's total. */
  min_per_user: DecimalString;
  max_per_user: DecimalString;
  /** The subscription cycle, epoch ms. */
  start_ms: number;
  end_ms: number;
  state: IEOState;
  /** What the caller bought so far ("0" for a visitor). */
  my_total: DecimalString;
};

/** `GET ieo/projects`: every project, subscribing first, then upcoming, then ended. */
export type IEOProjectsAnswer = {
  /** The server's clock when it answered: countdowns run from start_ms/end_ms - server_time. */
  server_time: number;
  projects: IEOProject[];
};

/** `GET ieo/project`: one project by id. */
export type IEOProjectQuery = { id: number };

export type IEOProjectAnswer = {
  server_time: number;
  project: IEOProject;
};

/**
 * `POST ieo/buy`: subscribes `quantity` of the project's token. Costs quantity × price USDT
 * from the spot account (rounded up to USDT's decimals), credits the token to the spot account
 * at once. No trade password: like lock products, a spot-account purchase (docs/ieo.md#decisions).
 */
export type IEOBuyRequest = {
  id: number;
  quantity: DecimalString;
};

export type IEOBuyAnswer = {
  server_time: number;
  subscription: IEOSubscription;
  project: IEOProject;
};

/** `GET ieo/subscriptions`: the caller's subscriptions, a page at a time. */
export type IEOSubscriptionsQuery = { page?: number };

/** One purchase. */
export type IEOSubscription = {
  id: number;
  project_id: number;
  name: string;
  code: string;
  quantity: DecimalString;
  price: DecimalString;
  /** USDT paid. */
  cost: DecimalString;
  created_ms: number;
};
