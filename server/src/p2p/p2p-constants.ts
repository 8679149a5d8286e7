/**
 * Runtime copies of the P2P constants of shared/src/contract/p2p.ts (the server imports only
 * types from the contract); test/p2p-api.test.ts checks they equal the contract's.
 */
export const P2P_PATH = {
  config: 'p2p/config',
  ads: 'p2p/ads',
  ad: 'p2p/ad',
  me: 'p2p/me',
  createOrder: 'p2p/order/create',
  orders: 'p2p/orders',
  order: 'p2p/order',
  cancel: 'p2p/order/cancel',
  paid: 'p2p/order/paid',
  release: 'p2p/order/release',
  delay: 'p2p/order/delay',
  appeal: 'p2p/order/appeal',
  messages: 'p2p/order/messages',
  sendMessage: 'p2p/order/message',
  merchant: 'p2p/merchant',
  apply: 'p2p/merchant/apply',
  shopAds: 'p2p/shop/ads',
  createAd: 'p2p/shop/ad/create',
  updateAd: 'p2p/shop/ad/update',
  adStatus: 'p2p/shop/ad/status',
  shopOrders: 'p2p/shop/orders',
  agents: 'p2p/shop/agents',
  addAgent: 'p2p/shop/agent/add',
  removeAgent: 'p2p/shop/agent/remove',
} as const;

export const P2P_AD_STATUS = { open: 1, paused: 2, offShelf: 3, insufficient: 4 } as const;

export const P2P_ORDER_STATUS = {
  unpaid: 1,
  paid: 2,
  completed: 3,
  cancelled: 4,
  appeal: 5,
  delayed: 6,
  abnormal: 7,
} as const;

export const P2P_PAY_WINDOWS = [10, 15, 30, 45] as const;
export const P2P_TERMS_MAX = 500;
export const P2P_MESSAGE_MAX = 300;
export const P2P_APPEAL_REASON_MAX = 300;
export const P2P_MERCHANT_NAME_MAX = 30;
export const P2P_PAGE_SIZE = 10;
export const P2P_FIAT_DECIMALS = 2;
export const P2P_TOPIC = { order: 'P2P_ORDER', message: 'P2P_MESSAGE' } as const;

/** Orders that still run (the clock, appeal or abnormal) and the final ones. */
export const RUNNING_STATUSES = [1, 2, 5, 6, 7] as const;
export const FINAL_STATUSES = [3, 4] as const;

/** Stats look back this far. */
export const STATS_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * 60 * 1000;
