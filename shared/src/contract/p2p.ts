import type { Paged } from './envelope';
import type { DecimalString } from './market';
import type { PayMethodCode, PayMethodRawData } from './personal';

/**
 * Peer-to-peer fiat market (docs/p2p.md). An entry point of its own
 * (`@exchange/shared/contract/p2p`), not re-exported by the core: only remote-p2p and the
 * server use it, so its constants never reach the pages of the other areas.
 *
 * Every call answers the usual envelope; paths are relative to `/api/`.
 */
export const P2P_PATH = {
  /** GET, public: `P2PConfig`. */
  config: 'p2p/config',
  /** GET, public: `P2PMarketQuery` → `Paged<P2PMarketAd>`. */
  ads: 'p2p/ads',
  /** GET, public: `{ id }` → `P2PMarketAd` (listed or not; the take dialog refreshes from it). */
  ad: 'p2p/ad',
  /** GET, login: the caller's `P2PMe`. */
  me: 'p2p/me',
  /** POST, login: `P2PTakeRequest` → `P2POrderDetail`. */
  createOrder: 'p2p/order/create',
  /** GET, login: `{ scope?, page }` → `Paged<P2POrder>`, orders the caller is buyer or seller of. */
  orders: 'p2p/orders',
  /** GET, login: `{ id }` → `P2POrderDetail` (buyer, seller, or an agent of the merchant). */
  order: 'p2p/order',
  /** POST `{ id }`: the buyer cancels an unpaid order. */
  cancel: 'p2p/order/cancel',
  /** POST `{ id, voucher }`: the buyer marks paid; `voucher` is one of the buyer's upload URLs. */
  paid: 'p2p/order/paid',
  /** POST `{ id, pay_password }`: the seller (or an agent) confirms receipt; escrow to the buyer. */
  release: 'p2p/order/release',
  /** POST `{ id }`: the seller extends the confirmation window once. */
  delay: 'p2p/order/delay',
  /** POST `{ id, reason, image? }`: either side appeals a paid or delayed order. */
  appeal: 'p2p/order/appeal',
  /** GET `{ id, after_id? }` → `P2PMessage[]`, oldest first. */
  messages: 'p2p/order/messages',
  /** POST `{ id, text }` → `P2PMessage`. */
  sendMessage: 'p2p/order/message',
  /** GET, login: `P2PMerchantStatus`. */
  merchant: 'p2p/merchant',
  /** POST `{ name }`: apply to become a merchant. */
  apply: 'p2p/merchant/apply',
  /** GET `{ status?, page }` → `Paged<P2PAd>`: the merchant's own ads. */
  shopAds: 'p2p/shop/ads',
  /** POST `P2PAdRequest` → `P2PAd`. */
  createAd: 'p2p/shop/ad/create',
  /** POST `P2PAdUpdate` → `P2PAd`. */
  updateAd: 'p2p/shop/ad/update',
  /** POST `{ id, action }` → `P2PAd`. */
  adStatus: 'p2p/shop/ad/status',
  /** GET `{ scope?, page }` → `Paged<P2POrder>`: orders on the store's ads (merchant or agent). */
  shopOrders: 'p2p/shop/orders',
  /** GET → `P2PAgent[]`. */
  agents: 'p2p/shop/agents',
  /** POST `{ uid, code }`: the agent's UID and authorization code. */
  addAgent: 'p2p/shop/agent/add',
  /** POST `{ uid }`. */
  removeAgent: 'p2p/shop/agent/remove',
} as const;

/** Which side the merchant takes in an ad: `sell` ads are bought by takers, `buy` ads sold to. */
export type P2PSide = 'buy' | 'sell';

/** Ad states: 1 open (listed), 2 paused, 3 off shelf (final), 4 insufficient total (automatic). */
export type P2PAdStatus = 1 | 2 | 3 | 4;
export const P2P_AD_STATUS = { open: 1, paused: 2, offShelf: 3, insufficient: 4 } as const;

/**
 * Order states: 1 unpaid, 2 paid, 3 completed, 4 cancelled, 5 under appeal, 6 delayed
 * confirmation, 7 abnormal. 3 and 4 are final.
 */
export type P2POrderStatus = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const P2P_ORDER_STATUS = {
  unpaid: 1,
  paid: 2,
  completed: 3,
  cancelled: 4,
  appeal: 5,
  delayed: 6,
  abnormal: 7,
} as const;

/** Why an order was cancelled. */
export type P2PCancelReason = 'buyer' | 'timeout' | 'appeal' | 'operator';

/** List filter of `orders` and `shopOrders`: running (1, 2, 5, 6, 7) or done (3, 4). */
export type P2POrderScope = 'active' | 'done' | 'all';

/** Payment windows an ad may choose, minutes. */
export const P2P_PAY_WINDOWS = [10, 15, 30, 45] as const;
export const P2P_TERMS_MAX = 500;
export const P2P_MESSAGE_MAX = 300;
export const P2P_APPEAL_REASON_MAX = 300;
export const P2P_MERCHANT_NAME_MAX = 30;
/** Market, ads and order lists page this many rows. */
export const P2P_PAGE_SIZE = 10;
/** Fiat amounts (price, limits, order totals) carry 2 decimals. */
export const P2P_FIAT_DECIMALS = 2;

/** Live topics (private; pushed to the buyer, the seller and the merchant's agents). */
export const P2P_TOPIC = { order: 'P2P_ORDER', message: 'P2P_MESSAGE' } as const;
export type P2POrderPush = { order: P2POrder };
export type P2PMessagePush = { message: P2PMessage };

export type P2PAsset = { currency_id: number; code: string; decimals: number };

/** `GET p2p/config`. */
export type P2PConfig = {
  assets: P2PAsset[];
  fiats: string[];
  pay_windows: number[];
  /** Minutes the seller has to confirm after paid, and what one delay adds. */
  confirm_minutes: number;
  delay_minutes: number;
  /** Allowed distance of an ad's price from the market, percent. */
  price_guard_percent: number;
  /** Buyer cancellations in one UTC day that stop buying until the day ends. */
  cancel_limit: number;
  /** The reference price of each asset in each fiat (`{ USDT: { USD: "1.00" } }`), 2 decimals. */
  reference_prices: Record<string, Record<string, DecimalString>>;
  /** Smallest per-order minimum of each asset in each fiat, 2 decimals. */
  min_order_fiat: Record<string, Record<string, DecimalString>>;
};

/** Trading stats computed from orders over the last 30 days. */
export type P2PStats = {
  completed_30d: number;
  /** Completed ÷ (completed + cancelled), percent with 2 decimals, "" without orders. */
  completion_rate: DecimalString;
  /** Average seconds from paid to released as seller, null without such orders. */
  avg_release_seconds: number | null;
};

export type P2PMerchantSummary = P2PStats & { uid: string; name: string };

/** `GET p2p/ads`: a listed ad as the market shows it. */
export type P2PMarketAd = {
  id: number;
  side: P2PSide;
  merchant: P2PMerchantSummary;
  currency_id: number;
  currency_code: string;
  decimals: number;
  fiat: string;
  price: DecimalString;
  /** Quantity that can still be taken. */
  available: DecimalString;
  min_fiat: DecimalString;
  max_fiat: DecimalString;
  pay_methods: PayMethodCode[];
  pay_window: number;
  terms: string;
  status: P2PAdStatus;
};

/**
 * `GET p2p/ads`: `side` is the taker's side (`buy` lists merchants' sell ads, cheapest
 * first; `sell` lists buy ads, dearest first; ties by completion rate). `amount` (fiat) keeps
 * only ads whose limits contain it.
 */
export type P2PMarketQuery = {
  side: P2PSide;
  currency_id: number;
  fiat?: string;
  pay_method?: PayMethodCode;
  amount?: DecimalString;
  page?: number;
};

/** The merchant's own ad (store view): the market fields plus totals. */
export type P2PAd = Omit<P2PMarketAd, 'merchant'> & {
  total: DecimalString;
  /** Quantity in orders that are not final. */
  in_orders: DecimalString;
  /** Quantity sold or bought in completed orders. */
  done: DecimalString;
  created_at: string;
  updated_at: string;
};

/** `POST p2p/shop/ad/create`. */
export type P2PAdRequest = {
  side: P2PSide;
  currency_id: number;
  fiat: string;
  price: DecimalString;
  total: DecimalString;
  min_fiat: DecimalString;
  max_fiat: DecimalString;
  pay_methods: PayMethodCode[];
  pay_window: number;
  terms?: string;
};

/** `POST p2p/shop/ad/update`: price, limits, terms and methods; `total` may only grow. */
export type P2PAdUpdate = { id: number } & Partial<
  Pick<P2PAdRequest, 'price' | 'total' | 'min_fiat' | 'max_fiat' | 'pay_methods' | 'terms'>
>;

/** `POST p2p/shop/ad/status`: pause an open ad, open a paused one, take any off shelf. */
export type P2PAdAction = 'pause' | 'open' | 'off';

/** `POST p2p/order/create`: one of `fiat_amount` or `quantity`; selling needs the trade password. */
export type P2PTakeRequest = {
  ad_id: number;
  fiat_amount?: DecimalString;
  quantity?: DecimalString;
  pay_password?: string;
};

/** What the caller is in an order. */
export type P2PRole = 'buyer' | 'seller' | 'agent';

export type P2POrder = {
  id: number;
  ad_id: number;
  status: P2POrderStatus;
  currency_id: number;
  currency_code: string;
  decimals: number;
  fiat: string;
  price: DecimalString;
  quantity: DecimalString;
  /** quantity × price, rounded half-up to 2 decimals: what the buyer pays. */
  fiat_amount: DecimalString;
  buyer: { uid: string; name: string };
  seller: { uid: string; name: string };
  /** The merchant's uid (maker of the ad). */
  merchant_uid: string;
  /** The caller's role, for list rows and the order page. */
  role: P2PRole;
  /** Epoch ms: the payment deadline while unpaid; the confirmation deadline once paid. */
  deadline_at: number | null;
  delayed: boolean;
  cancel_reason: P2PCancelReason | null;
  appeal: { by: 'buyer' | 'seller'; reason: string; image: string | null; at: number } | null;
  created_at: number;
  paid_at: number | null;
  finished_at: number | null;
};

/** A receiving method of the seller as the buyer sees it (only while the order is not cancelled). */
export type P2PPayDetails = { code: PayMethodCode; raw_data: PayMethodRawData };

/** `GET p2p/order`. */
export type P2POrderDetail = P2POrder & {
  /** The seller's methods accepted by the ad; null once cancelled. */
  pay_details: P2PPayDetails[] | null;
  /** The buyer's voucher (upload URL) once paid. */
  voucher: string | null;
  terms: string;
  pay_window: number;
  /** The server's clock when it answered: countdowns run from deadline_at - server_time. */
  server_time: number;
};

export type P2PMessage = {
  id: number;
  order_id: number;
  /** uid of the author; "" for a system line. */
  uid: string;
  name: string;
  text: string;
  created_at: number;
};

/** `GET p2p/me`. */
export type P2PMe = P2PStats & {
  uid: string;
  verified: boolean;
  is_merchant: boolean;
  /** Merchants whose orders the caller handles as an agent. */
  agent_of: { uid: string; name: string }[];
  has_pay_methods: boolean;
  has_pay_password: boolean;
  cancels_today: number;
  /** Epoch ms when buying is allowed again (end of the UTC day), null when not stopped. */
  buy_blocked_until: number | null;
};

/** `GET p2p/merchant`: the caller's application. */
export type P2PMerchantStatus = {
  status: 'none' | 'pending' | 'approved' | 'rejected';
  name: string;
  reason: string;
};

export type P2PAgent = { uid: string; name: string; added_at: string };

export type P2PAdsPage = Paged<P2PMarketAd>;
export type P2PShopAdsPage = Paged<P2PAd>;
export type P2POrdersPage = Paged<P2POrder>;
