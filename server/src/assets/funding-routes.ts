import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TYPE } from '../accounts/accounts-repo';
import { payPasswordSubject } from '../auth/secret-limiter';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import { intParam, optionalString, type Params } from '../http/params';
import { Dec } from '../money/decimal';
import { checkPayPassword, hasPayPassword } from '../personal/pay-password';
import { rawPassword } from '../user/password-input';
import { parseMoney } from './amounts';
import type { AssetsStore, CurrencyRow, ProtocolRow } from './assets-store';
import { currencyParam } from './account-routes';
import { callerOf } from './caller';
import type { Funding } from './funding';
import { assertChainTarget } from './address-book';
import { isValidAddress } from './chains/chain-address';
import type { DrawLimits } from './draw-limit';

function protocolParam(store: AssetsStore, params: Params, currency: CurrencyRow): ProtocolRow {
  let id: number;
  try {
    id = intParam(params, 'currency_protocol_id', { min: 1 });
  } catch {
    throw new ApiError('protocolNotFound');
  }
  const protocol = store.protocol(id);
  if (!protocol || protocol.currency_id !== currency.id) throw new ApiError('protocolNotFound');
  return protocol;
}

/** wallet/createPayOrder (manual deposit request) and account/draw (withdrawal). */
export function registerFundingRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  store: AssetsStore,
  funding: Funding,
  limits: DrawLimits,
): void {
  apiRoute(app, 'POST', 'wallet/createPayOrder', ({ request, params }) => {
    const user = callerOf(ctx, request);
    const currency = currencyParam(store, params);
    if (currency.open_recharge !== 1) throw new ApiError('rechargeClosed');
    const amount = parseMoney(params.chargeNum, currency.decimals, 'chargeNumRequired');
    const from = optionalString(params, 'walletAddress');
    if (from === undefined) throw new ApiError('walletAddressRequired');
    const inAddress = optionalString(params, 'in_address');
    const protocol = store
      .protocols(currency.id)
      .find((row) => store.protocolView(row, user.id).in_address === inAddress);
    if (!protocol || inAddress === undefined) throw new ApiError('depositAddressUnknown');
    if (!isValidAddress(protocol.address_format, from)) {
      throw new ApiError('addressInvalidForChain', { chain: protocol.chain_code });
    }
    const row = funding.requestDeposit({
      userId: user.id,
      currencyId: currency.id,
      protocolId: protocol.id,
      amount,
      inAddress,
      fromAddress: from,
    });
    return ok(row, 'depositRequested');
  });

  apiRoute(app, 'POST', 'account/draw', async ({ request, params }) => {
    const user = callerOf(ctx, request);
    const currency = currencyParam(store, params);
    if (currency.open_draw !== 1) throw new ApiError('drawClosed');
    const protocol = protocolParam(store, params, currency);
    const address = optionalString(params, 'address');
    if (address === undefined) throw new ApiError('drawAddressRequired');
    const memo = optionalString(params, 'memo') ?? '';
    // Another chain's address (or a typo) is refused before anything is locked.
    assertChainTarget(protocol, address, memo);
    const number = parseMoney(params.number, currency.decimals, 'drawNumberRequired');
    if (number.lt(currency.draw_min)) {
      throw new ApiError('drawBelowMin', { min: new Dec(currency.draw_min).toFixed() });
    }
    if (new Dec(currency.draw_max).gt(0) && number.gt(currency.draw_max)) {
      throw new ApiError('drawAboveMax', { max: new Dec(currency.draw_max).toFixed() });
    }
    const password = rawPassword(params, 'pay_password');
    if (password === undefined) throw new ApiError('payPasswordRequired');
    if (!hasPayPassword(ctx.db, user.id)) throw new ApiError('payPasswordNotSet');
    // The trade password before the balance, so a stolen token learns nothing of it; wrong ones
    // back off in the secret limiter, one count with the lever orders' (a token cannot guess it).
    await ctx.secretLimiter.check(
      payPasswordSubject(user.id),
      request.ip,
      () => checkPayPassword(ctx.db, user.id, password),
      'payPasswordWrong',
    );
    const usdtValue = limits.check(user, currency.code, number);
    const account = ctx.accounts.find(user.id, currency.id, ACCOUNT_TYPE.spot);
    if (!account || new Dec(account.balance).lt(number)) throw new ApiError('insufficientBalance');
    // The fee stays inside `number`: the chain would send number − fee.
    const fee = number.times(currency.draw_rate).toDecimalPlaces(currency.decimals, Dec.ROUND_DOWN);
    // requestDraw re-checks the balance inside its transaction (the password check awaited).
    const row = funding.requestDraw({
      userId: user.id,
      currencyId: currency.id,
      protocolId: protocol.id,
      number,
      fee,
      address,
      memo,
      usdtValue,
    });
    return ok(row, 'drawRequested');
  });
}
