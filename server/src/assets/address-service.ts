import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AddressServiceAnswer, BindDrawAddressData } from '@exchange/shared/contract';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { langOf } from '../http/api-route';
import { intParam, optionalString, paramsOf, type Params } from '../http/params';
import { translate, type MessageKey } from '../i18n/messages';
import type { UserRow } from '../user/user-repo';
import type { CodeType } from '../verification/code-store';
import { boundAddress, type Address } from '../verification/address';
import type { AssetsStore, ProtocolRow } from './assets-store';
import { callerOf } from './caller';
import { ADDRESS_SIGN_MAX_AGE_S, BIND_ADDRESS_CODE_TYPE } from './constants';
import { assertBookEntry, type AddressBook } from './address-book';
import { memoKindOf } from './chains/chain-address';

// code-store's CodeType predates type 6 (migration 7 added it to the table's CHECK).
const CODE_TYPE: CodeType = BIND_ADDRESS_CODE_TYPE;

type Handler = (request: FastifyRequest, params: Params, user: UserRow) => Promise<Answer>;
type Answer = { message?: MessageKey; address?: string };

/** lowercase hex SHA-256 of `data + secret`: what the page sends as `sign`. */
export function addressSign(data: string, secret: string): string {
  return createHash('sha256').update(`${data}${secret}`, 'utf8').digest('hex');
}

function signMatches(data: string, sign: string, secret: string): boolean {
  const expected = Buffer.from(addressSign(data, secret), 'utf8');
  const actual = Buffer.from(sign.toLowerCase(), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function sameUser(value: unknown, user: UserRow): void {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  if (id !== user.id) throw new ApiError('userMismatch');
}

/** Where the bind code goes: the bound e-mail, else the bound mobile. */
function codeAddress(user: UserRow): Address {
  const address = boundAddress(user, 'email') ?? boundAddress(user, 'mobile');
  if (!address) throw new ApiError('noBoundAccount');
  return address;
}

/**
 * The address service (docs/product.md#logged-in-areas-calls): GetDrawAddress, SendVerificationcode, BindDrawAddress under
 * `/api/address/`, answering `{ code, message, address? }` (docs/decisions.md), never the envelope.
 * The sign's suffix ships to every browser, so it is no secret and proves nothing about the
 * sender: binding also needs the login token and a type-6 code sent to the caller's account.
 */
export async function registerAddressService(
  api: FastifyInstance,
  ctx: AppContext,
  store: AssetsStore,
  book: AddressBook,
): Promise<void> {
  const protocolOf = (coin: unknown, contract: unknown): ProtocolRow => {
    if (typeof coin !== 'string' || coin.trim() === '') throw new ApiError('currencyNotFound');
    const currency = store.currencyByCode(coin.trim());
    if (!currency) throw new ApiError('currencyNotFound');
    const token = typeof contract === 'string' ? contract.trim().toLowerCase() : '';
    const protocols = store.protocols(currency.id);
    const protocol = token
      ? protocols.find((row) => row.token_address.toLowerCase() === token)
      : (protocols.find((row) => row.token_address === '') ?? protocols[0]);
    if (!protocol) throw new ApiError('protocolNotFound');
    return protocol;
  };
  const getDrawAddress: Handler = (_request, params, user) => {
    sameUser(params.user_id, user);
    const protocol = protocolOf(params.coin_name, params.contract_address);
    return Promise.resolve({ address: book.newestAddress(user.id, protocol.id) });
  };

  const sendCode: Handler = async (request, params, user) => {
    sameUser(params.user_id, user);
    const address = codeAddress(user);
    // Before the issue: a channel nothing can deliver stores no code and counts no limit.
    ctx.outbox.assertCanDeliver(address.key);
    const issued = ctx.codes.issue(address.key, CODE_TYPE, request.ip);
    try {
      await ctx.outbox.deliverCode({
        to: address.key,
        type: BIND_ADDRESS_CODE_TYPE,
        code: issued.code,
        lang: langOf(request),
      });
    } catch (error) {
      ctx.codes.withdraw(issued.id);
      request.log.error({ err: error }, 'bind-address code delivery failed');
      throw new ApiError('sendFailed');
    }
    return { message: 'codeSent' };
  };

  const bind: Handler = (request, params, user) => {
    // The sign covers the exact text: no trimming of `data`.
    const data = typeof params.data === 'string' && params.data !== '' ? params.data : undefined;
    const sign = optionalString(params, 'sign');
    if (data === undefined) throw new ApiError('missingParam', { name: 'data' });
    if (sign === undefined || !signMatches(data, sign, ctx.options.addressSignSecret)) {
      throw new ApiError('signInvalid');
    }
    let fields: Partial<BindDrawAddressData>;
    try {
      fields = JSON.parse(data) as Partial<BindDrawAddressData>;
    } catch {
      throw new ApiError('invalidParam', { name: 'data' });
    }
    if (typeof fields !== 'object' || fields === null) {
      throw new ApiError('invalidParam', { name: 'data' });
    }
    sameUser(fields.user_id, user);
    const t = intParam(fields as Params, 't');
    if (Math.abs(Date.now() / 1000 - t) > ADDRESS_SIGN_MAX_AGE_S) throw new ApiError('signExpired');
    const protocol = protocolOf(fields.coin_name, fields.contract_address);
    const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
    const entry = {
      userId: user.id,
      protocol,
      address: text(fields.address),
      // Only a memo chain keeps a memo in the book; elsewhere the field means nothing.
      memo: memoKindOf(protocol.address_format) === 'none' ? '' : text(fields.memo),
      label: text(fields.label),
    };
    if (entry.address === '') throw new ApiError('drawAddressRequired');
    // Checked before the code is spent: a typo costs no new code.
    assertBookEntry(entry);
    const code = optionalString(fields as Params, 'verificationcode');
    if (code === undefined) throw new ApiError('codeRequired');
    const codeId = ctx.codes.verify(codeAddress(user).key, CODE_TYPE, code, request.ip);
    ctx.db.transaction(() => {
      ctx.codes.consume(codeId);
      book.add(entry);
    })();
    return Promise.resolve({ message: 'drawAddressBound' });
  };

  await api.register(
    (scope, _options, done) => {
      // The original page posts BindDrawAddress as form data; only this scope parses it.
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_request, body, parsed) => {
          parsed(null, Object.fromEntries(new URLSearchParams(body as string)));
        },
      );
      const route = (method: 'GET' | 'POST', path: string, handler: Handler): void => {
        scope.route({
          method,
          url: `/${path}`,
          handler: async (request): Promise<AddressServiceAnswer> => {
            const lang = langOf(request);
            try {
              const user = callerOf(ctx, request);
              const answer = await handler(request, paramsOf(request), user);
              return {
                code: 1,
                message: answer.message ? translate(lang, answer.message) : '',
                ...(answer.address !== undefined ? { address: answer.address } : {}),
              };
            } catch (error) {
              if (error instanceof ApiError) {
                return { code: error.code, message: translate(lang, error.key, error.vars) };
              }
              request.log.error({ err: error }, 'address service call failed');
              return { code: 0, message: translate(lang, 'serverError') };
            }
          },
        });
      };
      route('GET', 'GetDrawAddress', getDrawAddress);
      route('POST', 'GetDrawAddress', getDrawAddress);
      route('POST', 'SendVerificationcode', sendCode);
      route('POST', 'BindDrawAddress', bind);
      done();
    },
    { prefix: '/address' },
  );
}
