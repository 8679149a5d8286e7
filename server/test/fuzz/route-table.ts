import fc from 'fast-check';
import { plausible } from './values';
import type { FuzzWorld } from './world';

/**
 * What the fuzzer knows of each `/api` route: whether it needs a token, how its parameters
 * travel, its answer shape, and plausible values per parameter (the generic generator in
 * requests.ts mixes them with hostile ones). Every route of the server's table must be here:
 * a new route without an entry fails the suite by name (HEAD twins of GET routes come with
 * their GET entry).
 */
export type RouteSpec = {
  auth: 'none' | 'required' | 'optional';
  /** json: query for GET, JSON body for POST; multipart: the upload route. */
  body: 'json' | 'multipart';
  /**
   * legacy: `{ type, message }` (bind e-mail; without a valid token the 999 envelope);
   * address: `{ code, message, address? }` (the address service); both instead of the envelope
   * (docs/decisions.md).
   */
  shape: 'envelope' | 'legacy' | 'address';
  fields(world: FuzzWorld): Record<string, fc.Arbitrary<unknown>>;
};

type Fields = RouteSpec['fields'];

const none: Fields = () => ({});

function route(
  auth: RouteSpec['auth'],
  fields: Fields = none,
  extra: Partial<Pick<RouteSpec, 'body' | 'shape'>> = {},
): RouteSpec {
  return { auth, fields, body: 'json', shape: 'envelope', ...extra };
}

const pairId = (world: FuzzWorld): fc.Arbitrary<unknown> =>
  fc.oneof(fc.constantFrom<unknown>(...world.pairIds), fc.constantFrom<unknown>(0, 99_999, '1'));

/** Own ids, the victim's ids (must never be touched) and unknown ones. */
const orderId = (world: FuzzWorld): fc.Arbitrary<unknown> =>
  fc.constantFrom<unknown>(...world.own.orderIds, ...world.foreign.orderIds, 0, 10 ** 9);

const uploadUrl = (world: FuzzWorld): fc.Arbitrary<unknown> =>
  fc.constantFrom<unknown>(
    world.own.uploadUrl,
    world.foreign.uploadUrl,
    `${world.foreign.uploadUrl}?x=1`,
    '/uploads/0123456789abcdef0123456789abcdef.png',
    'https://evil.example/x.png',
  );

const order: Fields = (world) => ({
  currency_match_id: fc.oneof(fc.constant<unknown>(1), pairId(world)),
  price: fc.oneof(fc.constantFrom<unknown>(...world.btcPrices), plausible.price),
  number: plausible.number,
  // Order types (docs/product.md#spot-order-types): mostly valid, some refused combinations.
  type: fc.constantFrom<unknown>('limit', 'limit', 'market'),
  time_in_force: fc.constantFrom<unknown>('GTC', 'IOC', 'FOK', 'ioc'),
  post_only: fc.constantFrom<unknown>(false, true, 0),
});
const openList: Fields = (world) => ({
  page: plausible.page,
  limit: plausible.limit,
  currency_match_id: pairId(world),
});
const cancel: Fields = (world) => ({ id: orderId(world) });
const sendCode: Fields = () => ({
  to: fc.oneof(plausible.email, plausible.mobile),
  type: fc.constantFrom<unknown>(1, 2, 3, 4, 5, 6, '1'),
  area_id: plausible.areaId,
});
const accountKind = fc.constantFrom<unknown>('email', 'mobile', 'phone');
const p2pSide = fc.constantFrom<unknown>('buy', 'sell', 'hold', 1);
const p2pFiat = fc.constantFrom<unknown>('USD', 'CNY', 'cny', 'JPY', undefined);
const p2pMethod = fc.constantFrom<unknown>(undefined, 'bank', 'alipay', 'cash');
const p2pScope = fc.constantFrom<unknown>(undefined, 'active', 'done', 'all', 'x');
const p2pId = fc.constantFrom<unknown>(1, 2, 10, '1', 0, 10 ** 9);
const ieoId = fc.constantFrom<unknown>(1, 2, 3, '1', 0, 10 ** 9);
/** The caller's own user id, the victim's, and wrong types. */
const userId = (world: FuzzWorld): fc.Arbitrary<unknown> =>
  fc.constantFrom<unknown>(world.fuzzer.id, String(world.fuzzer.id), world.foreign.userId, 0);
const currencyId = fc.constantFrom<unknown>(1, 2, 3, 5, 99, '1');
const accountType = fc.constantFrom<unknown>(1, 2, 3, 4, 5, 6, '1', 'change');
const chainAddress = fc.constantFrom<unknown>(
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x52908400098527886E0F7030069857D2E4169Ee7',
  'TQ5NMdmvDDN2Tr5JBgEL8uSDj4hfk8ht9K',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  'binancecleos',
  'not an address',
);
const address: Fields = (world) => ({
  user_id: userId(world),
  coin_name: fc.constantFrom<unknown>('USDT', 'BTC', 'usdt', 'NOPE'),
  contract_address: fc.constantFrom<unknown>('', '0xdac17f958d2ee523a2206206994597c13d831ec7'),
});
const accountLog: Fields = () => ({ page: plausible.page, currency_id: currencyId });

const legacySend: Fields = () => ({ user_string: plausible.email });
const legacyBind: Fields = () => ({ email: plausible.email, code: plausible.code });

export const ROUTE_SPECS: Record<string, RouteSpec> = {
  'GET /api/news/categories': route('none'),
  'GET /api/news/list': route('none', () => ({
    category_id: fc.constantFrom<unknown>(1, 2, 3, 99),
    page: plausible.page,
    limit: plausible.limit,
  })),
  'GET /api/news/info': route('none', () => ({ id: fc.constantFrom<unknown>(1, 2, 99_999) })),
  'GET /api/news/system_notify': route('none'),
  'GET /api/default/area_list': route('none'),
  'GET /api/default/setting': route('none', () => ({
    key: fc.constantFrom<unknown>('popup_on', 'usd_cny_rate', 'smtp_password', 'login_use_sms'),
  })),

  'POST /api/user/login': route('none', (world) => ({
    account: fc.constantFrom<unknown>(world.fuzzer.email, 'demo@exchange.local', '2025550143'),
    password: fc.constantFrom<unknown>(world.fuzzer.password, 'demo1234', 'wrong-pass'),
    login_type: accountKind,
    country_code: fc.constantFrom<unknown>('1', '86', '+1'),
    sms_code: plausible.code,
  })),
  'POST /api/user/register': route('none', () => ({
    type: accountKind,
    account: fc.oneof(plausible.email, plausible.mobile),
    area_id: plausible.areaId,
    country_code: fc.constantFrom<unknown>('1', '86'),
    sms_code: plausible.code,
    password: plausible.password,
    re_password: plausible.password,
    invite_code: fc.constantFrom<unknown>('ABCDEF', 'zzzzzz'),
  })),
  'POST /api/user/forget_password': route('none', () => ({
    type: accountKind,
    account: fc.oneof(plausible.email, plausible.mobile),
    area_id: plausible.areaId,
    auth_code: plausible.code,
    new_password: plausible.password,
    secondary_password: plausible.password,
  })),
  'GET /api/user/info': route('required'),
  'POST /api/user/logout': route('required'),

  'POST /api/notify/send_email': route('optional', sendCode),
  'POST /api/notify/send_sms': route('optional', sendCode),

  'GET /api/market/currency_matches': route('optional'),
  'GET /api/market/deal': route('none', (world) => ({ currency_match_id: pairId(world) })),
  'GET /api/market/kline': route('none', (world) => ({
    currency_match_id: pairId(world),
    symbol: fc.constantFrom<unknown>('BTC/USDT', 'btc/usdt', 'NOPE/USDT', 'BTCUSDT'),
    period: fc.constantFrom<unknown>('1min', '1hour', '60min', '1day', '1mon', '2min', '1week'),
    from: fc.constantFrom<unknown>(0, 1_700_000_000, Math.floor(Date.now() / 1000) - 3600),
    to: fc.constantFrom<unknown>(0, Math.floor(Date.now() / 1000), 4_102_444_800, 10 ** 14),
  })),
  'GET /api/account/detail': route('required', () => ({
    currency_id: fc.constantFrom<unknown>(1, 2, 9, 10, 0),
    account_type_id: fc.constantFrom<unknown>(1, 2, 3, 4, 5, 6, 0),
    id: fc.constantFrom<unknown>(1, 'x'),
  })),
  'POST /api/tx_in/add': route('required', order),
  'POST /api/tx_out/add': route('required', order),
  'GET /api/tx_in/list': route('required', openList),
  'GET /api/tx_out/list': route('required', openList),
  'GET /api/tx_history/list': route('required', (world) => ({
    ...openList(world),
    way: fc.constantFrom<unknown>(1, 2, '1', 3, 0),
  })),
  'POST /api/tx_in/cancel': route('required', cancel),
  'POST /api/tx_out/cancel': route('required', cancel),
  // Stop-limit orders (docs/product.md#spot-order-types): stops above and below the market.
  'POST /api/stop_order/add': route('required', (world) => ({
    currency_match_id: fc.oneof(fc.constant<unknown>(1), pairId(world)),
    way: fc.constantFrom<unknown>(1, 2, '1', 3, 0),
    stop_price: fc.oneof(fc.constantFrom<unknown>(...world.btcPrices), plausible.price),
    price: fc.oneof(fc.constantFrom<unknown>(...world.btcPrices), plausible.price),
    number: plausible.number,
  })),
  'GET /api/stop_order/list': route('required', openList),
  'POST /api/stop_order/cancel': route('required', cancel),
  'POST /api/market/favourite': route('required', (world) => ({
    currency_match_id: pairId(world),
    added: fc.constantFrom<unknown>(true, false, 1, 0, '1', 'true', 'yes'),
  })),

  'GET /api/user/authorization_code': route('required'),
  'POST /api/user/amend_password': route('required', (world) => ({
    old_password: fc.constantFrom<unknown>(world.fuzzer.password, 'wrong123'),
    new_password: plausible.password,
    secondary_password: plausible.password,
  })),
  'POST /api/user/amend_pay_password': route('required', () => ({
    password: plausible.password,
    re_password: plausible.password,
    auth_code: plausible.code,
  })),
  'GET /api/pay_method/types': route('required'),
  'GET /api/pay_method/get_method_by_type': route('required', () => ({
    type: fc.constantFrom<unknown>(1, 2, 3, 4, 0),
  })),
  'POST /api/pay_method/save': route('required', (world) => ({
    type: fc.constantFrom<unknown>(1, 2, 3, 4),
    raw_data: fc.record(
      {
        real_name: plausible.text,
        account: plausible.text,
        qrcode: uploadUrl(world),
        bank_name: plausible.text,
        bank_address: plausible.text,
        card_no: fc.constantFrom<unknown>('6222020200112233', '12', 'abc'),
      },
      { requiredKeys: [] },
    ),
  })),
  'GET /api/user_real/center': route('required'),
  'POST /api/user_real/real_name': route('required', (world) => ({
    name: plausible.text,
    card_id: fc.constantFrom<unknown>('AB123456', 'x', '1234-5678-90'),
    front_pic: uploadUrl(world),
    reverse_pic: uploadUrl(world),
    hand_pic: uploadUrl(world),
  })),
  'POST /api/feedback/submit': route('required', () => ({
    type: fc.constantFrom<unknown>('suggestion', 'problem', 'bug'),
    title: plausible.text,
    content: fc.oneof(plausible.text, fc.constant('x'.repeat(2001))),
  })),
  'GET /api/account_log/all': route('required', () => ({ page: plausible.page })),
  'POST /api/common/image_upload': route('required', none, { body: 'multipart' }),

  // Assets area.
  'GET /api/account/list': route('required', () => ({
    is_simple: fc.constantFrom<unknown>(1, '0'),
  })),
  'GET /api/pay_in/open': route('none'),
  'GET /api/pay_in/options': route('required'),
  'POST /api/pay_in/create': route('required', () => ({
    fiat: fc.constantFrom<unknown>('USD', 'THB', 'usd', 'EUR', 1, undefined),
    amount: fc.constantFrom<unknown>('100', '10.5', '0', '-1', '1e3', 5000.01, '35000', undefined),
    channel: fc.constantFrom<unknown>('bank', 'card', 'cash', 2, undefined),
  })),
  'GET /api/pay_in/list': route('required', () => ({ page: plausible.page })),
  'GET /api/pay_in/detail': route('required', () => ({
    id: fc.constantFrom<unknown>(1, 2, '1', 0, 10 ** 9, 'x'),
  })),
  'GET /api/wallet/wallet': route('required', () => ({ currency_id: currencyId })),
  'GET /api/block_chain/currency_protocols': route('required'),
  'POST /api/account/transfer': route('required', () => ({
    currency_id: currencyId,
    from: accountType,
    to: accountType,
    balance: plausible.number,
  })),
  'GET /api/account/uid_lookup': route('required', () => ({
    uid: fc.constantFrom<unknown>('10000001', '1', '', 'abc', 12345678, '9'.repeat(30)),
  })),
  'POST /api/account/uid_transfer': route('required', () => ({
    currency_id: currencyId,
    from: accountType,
    to_uid: fc.constantFrom<unknown>('10000001', '1', '', 'abc', 12345678),
    amount: plausible.number,
    pay_password: plausible.password,
  })),
  'GET /api/account/uid_transfer_list': route('required', () => ({ page: plausible.page })),
  'GET /api/account_log/change': route('required', accountLog),
  'GET /api/account_log/legal': route('required', accountLog),
  'GET /api/account_log/lever': route('required', accountLog),
  'GET /api/account_log/micro': route('required', accountLog),
  'GET /api/account_log/financial': route('required', accountLog),
  'POST /api/wallet/createPayOrder': route('required', () => ({
    currency_id: currencyId,
    chargeNum: plausible.number,
    walletAddress: chainAddress,
    in_address: chainAddress,
  })),
  'POST /api/account/draw': route('required', () => ({
    currency_id: currencyId,
    currency_protocol_id: fc.constantFrom<unknown>(1, 2, 3, 5, 6, 99),
    address: chainAddress,
    number: plausible.number,
    memo: plausible.text,
    pay_password: plausible.password,
  })),
  'GET /api/account/draw_limit': route('required'),
  'GET /api/address_book/list': route('required', () => ({
    currency_id: currencyId,
    currency_protocol_id: fc.constantFrom<unknown>(1, 2, 5, 99, 'x', ''),
  })),
  'POST /api/address_book/delete': route('required', () => ({
    id: fc.constantFrom<unknown>(0, -1, 99_999, 'x', '1 OR 1=1'),
  })),
  'GET /api/storage_currency/lock_list': route('none', () => ({ limit: plausible.limit })),
  'GET /api/storage_currency/current_setting': route('none', () => ({ limit: plausible.limit })),
  'POST /api/storage_currency/submit_lock': route('required', () => ({
    id: fc.constantFrom<unknown>(1, 2, 3, 99),
    nonce: fc.constantFrom<unknown>('abc123', 'x'.repeat(80), '0123456789abcdef'),
  })),
  'GET /api/storage_currency/lock_log': route('required', () => ({ page: plausible.page })),
  'GET /api/storage_currency/lock_holdings': route('required', () => ({ page: plausible.page })),
  'GET /api/address/GetDrawAddress': route('required', address, { shape: 'address' }),
  'POST /api/address/GetDrawAddress': route('required', address, { shape: 'address' }),
  'POST /api/address/SendVerificationcode': route('required', address, { shape: 'address' }),
  'POST /api/address/BindDrawAddress': route(
    'required',
    (world) => ({
      data: fc
        .record({
          user_id: userId(world),
          t: fc.constantFrom<unknown>(Math.floor(Date.now() / 1000), 0),
          coin_name: fc.constantFrom<unknown>('USDT', 'BTC', 'XRP'),
          address: chainAddress,
          memo: fc.constantFrom<unknown>('', '123', 'x'.repeat(300)),
          label: fc.constantFrom<unknown>('', 'Cold', 'x'.repeat(40)),
          verificationcode: plausible.code,
        })
        .map((fields) => JSON.stringify(fields)),
      sign: fc.constantFrom<unknown>('0'.repeat(64), 'abc'),
    }),
    { shape: 'address' },
  ),

  'POST /api/sms_mail': route('required', legacySend, { shape: 'legacy' }),
  'POST /api/api/sms_mail': route('required', legacySend, { shape: 'legacy' }),
  'POST /api/safe/email': route('required', legacyBind, { shape: 'legacy' }),
  'POST /api/api/safe/email': route('required', legacyBind, { shape: 'legacy' }),
  'POST /api/user/bind_mobile_code': route('required', () => ({
    mobile: plausible.mobile,
    area_id: plausible.areaId,
  })),
  'POST /api/user/bind_mobile': route('required', () => ({
    mobile: plausible.mobile,
    area_id: plausible.areaId,
    code: plausible.code,
  })),

  // Lever trading.
  'POST /api/lever/deal': route('required', (world) => ({ currency_match_id: pairId(world) })),
  'POST /api/lever/dealall': route('required', (world) => ({
    currency_match_id: pairId(world),
    page: plausible.page,
  })),
  'POST /api/lever/my_trade': route('required', (world) => ({
    status: fc.constantFrom<unknown>(0, 1, 3, 4, 5, 6, '5', 2, 7),
    page: plausible.page,
    currency_match_id: pairId(world),
  })),
  'POST /api/lever/submit': route('required', (world) => ({
    share: fc.constantFrom<unknown>(1, 2, '1', 0, -1, 1.5, '1e1', 1000),
    multiple: fc.constantFrom<unknown>(5, 10, 100, '10', 7, 0),
    currency_match_id: pairId(world),
    type: fc.constantFrom<unknown>(1, 2, '1', 0, 3),
    status: fc.constantFrom<unknown>(0, 1, '1', 2),
    target_price: fc.oneof(fc.constantFrom<unknown>(...world.btcPrices), plausible.price),
    password: plausible.password,
  })),
  'POST /api/lever/cancel': route('required', cancel),
  'POST /api/lever/close': route('required', cancel),
  'POST /api/lever/setstop': route('required', (world) => ({
    id: orderId(world),
    target_profit_price: fc.oneof(fc.constantFrom<unknown>('0', ''), plausible.price),
    stop_loss_price: fc.oneof(fc.constantFrom<unknown>('0', ''), plausible.price),
  })),
  'POST /api/lever/batch_close': route('required', (world) => ({
    type: fc.constantFrom<unknown>(0, 1, 2, '1', 3),
    currency_match_id: pairId(world),
  })),

  // Second (option) trading.
  'GET /api/microtrade/payable_currencies': route('required'),
  'GET /api/microtrade/seconds': route('required'),
  'POST /api/microtrade/submit': route('required', (world) => ({
    match_id: pairId(world),
    currency_id: currencyId,
    type: fc.constantFrom<unknown>(1, 2, '1', 0, 3, 'up'),
    seconds: fc.constantFrom<unknown>(30, 60, '30', 1, 0),
    number: plausible.number,
  })),
  'GET /api/microtrade/lists': route('required', (world) => ({
    match_id: pairId(world),
    page: plausible.page,
    limit: plausible.limit,
    status: fc.constantFrom<unknown>(1, 3, '1', 2, 0),
  })),
  'GET /api/microtrade/verify': route('required', () => ({
    id: fc.constantFrom<unknown>(1, 2, '1', 0, 10 ** 9),
  })),

  // P2P market (the seeded merchants' ads are ids 1..10; orders are few and anyone's).
  'GET /api/p2p/config': route('none'),
  'GET /api/p2p/ads': route('none', () => ({
    side: p2pSide,
    currency_id: currencyId,
    fiat: p2pFiat,
    pay_method: p2pMethod,
    amount: plausible.number,
    page: plausible.page,
  })),
  'GET /api/p2p/ad': route('none', () => ({ id: p2pId })),
  'GET /api/p2p/me': route('required'),
  'POST /api/p2p/order/create': route('required', () => ({
    ad_id: p2pId,
    fiat_amount: fc.oneof(fc.constant<unknown>(undefined), plausible.number),
    quantity: fc.oneof(fc.constant<unknown>(undefined), plausible.number),
    pay_password: fc.constantFrom<unknown>(undefined, '123456', 0),
  })),
  'GET /api/p2p/orders': route('required', () => ({ scope: p2pScope, page: plausible.page })),
  'GET /api/p2p/order': route('required', () => ({ id: p2pId })),
  'POST /api/p2p/order/cancel': route('required', () => ({ id: p2pId })),
  'POST /api/p2p/order/paid': route('required', (world) => ({
    id: p2pId,
    voucher: uploadUrl(world),
  })),
  'POST /api/p2p/order/release': route('required', () => ({
    id: p2pId,
    pay_password: fc.constantFrom<unknown>(undefined, '123456', ''),
  })),
  'POST /api/p2p/order/delay': route('required', () => ({ id: p2pId })),
  'POST /api/p2p/order/appeal': route('required', (world) => ({
    id: p2pId,
    reason: fc.oneof(fc.constant<unknown>('not received'), fc.string({ maxLength: 320 })),
    image: fc.oneof(fc.constant<unknown>(undefined), uploadUrl(world)),
  })),
  'GET /api/p2p/order/messages': route('required', () => ({
    id: p2pId,
    after_id: fc.constantFrom<unknown>(undefined, 0, 1, '1', -1),
  })),
  'POST /api/p2p/order/message': route('required', () => ({
    id: p2pId,
    text: fc.oneof(fc.constant<unknown>('hello'), fc.string({ maxLength: 320 })),
  })),
  'GET /api/p2p/merchant': route('required'),
  'POST /api/p2p/merchant/apply': route('required', () => ({
    name: fc.oneof(fc.constant<unknown>('Fuzz Shop'), fc.string({ maxLength: 40 })),
  })),
  'GET /api/p2p/shop/ads': route('required', () => ({
    status: fc.constantFrom<unknown>(undefined, 1, 3, 5, '1'),
    page: plausible.page,
  })),
  'POST /api/p2p/shop/ad/create': route('required', () => ({
    side: p2pSide,
    currency_id: currencyId,
    fiat: p2pFiat,
    price: plausible.price,
    total: plausible.number,
    min_fiat: plausible.number,
    max_fiat: plausible.number,
    pay_methods: fc.constantFrom<unknown>(['bank'], [], 'bank', ['nope']),
    pay_window: fc.constantFrom<unknown>(10, 15, 20, '15'),
    terms: fc.string({ maxLength: 20 }),
  })),
  'POST /api/p2p/shop/ad/update': route('required', () => ({
    id: p2pId,
    price: plausible.price,
    total: plausible.number,
  })),
  'POST /api/p2p/shop/ad/status': route('required', () => ({
    id: p2pId,
    action: fc.constantFrom<unknown>('pause', 'open', 'off', 'delete', 1),
  })),
  'GET /api/p2p/shop/orders': route('required', () => ({
    scope: p2pScope,
    page: plausible.page,
  })),
  'GET /api/p2p/shop/agents': route('required'),
  'POST /api/p2p/shop/agent/add': route('required', (world) => ({
    uid: fc.constantFrom<unknown>(String(world.foreign.userId), '', 12, 'x'),
    code: fc.constantFrom<unknown>('ABC123', '', 0),
  })),
  'POST /api/p2p/shop/agent/remove': route('required', () => ({
    uid: fc.constantFrom<unknown>('', 'x', 12),
  })),
  'GET /api/ieo/projects': route('optional'),
  'GET /api/ieo/project': route('optional', () => ({ id: ieoId })),
  'POST /api/ieo/buy': route('required', () => ({
    id: ieoId,
    quantity: fc.oneof(fc.constant<unknown>(undefined), plausible.number),
  })),
  'GET /api/ieo/subscriptions': route('required', () => ({ page: plausible.page })),
};
