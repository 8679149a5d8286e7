import type { FastifyInstance } from 'fastify';
import type {
  AuthorizationCodeAnswer,
  SavePayMethodRequest,
} from '@exchange/shared/contract/personal';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_TITLE_MAX,
  FEEDBACK_TYPES,
  REVIEW_STATUS,
} from './constants';
import { passwordSubject } from '../auth/secret-limiter';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { requireSession } from '../auth/request-session';
import type { AppContext } from '../context';
import { ApiError, loginRequired } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import { intParam, optionalString, type Params } from '../http/params';
import type { MessageKey } from '../i18n/messages';
import { checkNewPassword, rawPassword } from '../user/password-input';
import type { UserRow } from '../user/user-repo';
import { boundAddress, type Address } from '../verification/address';
import type { IdentityStore } from './identity';
import { hashPayPassword } from './pay-password';
import { codeOfType, parseRawData, payMethodTypes, type PayMethodStore } from './pay-methods';
import { FEEDBACK_DAILY_LIMIT, type PersonalStore } from './personal-store';
import { textLength } from './text-length';
import type { UploadStore } from './upload-store';

export type PersonalDeps = {
  store: PersonalStore;
  payMethods: PayMethodStore;
  identity: IdentityStore;
  uploads: UploadStore;
};

const NAME_MAX = 50;
const CARD_ID_SHAPE = /^[A-Za-z0-9-]{4,30}$/;
/** Pages beyond this are refused as invalid rather than turned into huge offsets. */
const MAX_PAGE = 1_000_000;

function checkLength(value: string, max: number): string {
  if (value.length > max) throw new ApiError('textTooLong', { max });
  return value;
}

/** A trimmed string parameter whose absence answers its own message. */
function present(params: Params, name: string, missing: MessageKey): string {
  const value = optionalString(params, name);
  if (value === undefined) throw new ApiError(missing);
  return value;
}

export function registerPersonalRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: PersonalDeps,
): void {
  const { store, payMethods, identity, uploads } = deps;

  const caller = (request: Parameters<typeof requireSession>[0]) => {
    const session = requireSession(request, ctx.tokens);
    const user = ctx.users.findById(session.userId);
    if (!user) throw loginRequired();
    return { session, user };
  };

  apiRoute(app, 'GET', 'user/authorization_code', ({ request }) => {
    const { user } = caller(request);
    const answer: AuthorizationCodeAnswer = { code: store.authorizationCode(user.id) };
    return ok(answer);
  });

  // Order: old present, new password policy, confirmation, then the old one is checked (the
  // slow scrypt last, through the secret limiter under the login's subject, so a stolen token
  // cannot guess it).
  apiRoute(app, 'POST', 'user/amend_password', async ({ request, params }) => {
    const { session, user } = caller(request);
    const old = rawPassword(params, 'old_password');
    if (old === undefined) throw new ApiError('oldPasswordRequired');
    const next = checkNewPassword(
      rawPassword(params, 'new_password'),
      rawPassword(params, 'secondary_password'),
    );
    await ctx.secretLimiter.check(
      passwordSubject(user.id),
      request.ip,
      () => verifyPassword(old, user.password_hash),
      'oldPasswordWrong',
    );
    const hash = await hashPassword(next);
    const revoked = ctx.db.transaction(() => {
      store.setPasswordHash(user.id, hash);
      return store.revokeOtherTokens(user.id, session.tokenHash);
    })();
    for (const tokenHash of revoked) ctx.hub.endSession(tokenHash);
    return ok(null, 'passwordChanged');
  });

  apiRoute(app, 'POST', 'user/amend_pay_password', async ({ request, params }) => {
    const { user } = caller(request);
    const password = rawPassword(params, 'password');
    if (password === undefined) throw new ApiError('payPasswordRequired');
    if (!/^[A-Za-z0-9]{6,16}$/.test(password)) throw new ApiError('payPasswordPolicy');
    const confirmation = rawPassword(params, 're_password');
    if (confirmation === undefined) throw new ApiError('payConfirmRequired');
    if (confirmation !== password) throw new ApiError('payPasswordMismatch');
    const code = optionalString(params, 'auth_code');
    if (code === undefined) throw new ApiError('codeRequired');
    const address = tradeCodeAddress(user);
    const codeId = ctx.codes.verify(address.key, 3, code, request.ip);
    const hash = await hashPayPassword(password);
    ctx.db.transaction(() => {
      ctx.codes.consume(codeId);
      store.setPayPasswordHash(user.id, hash);
    })();
    return ok(null, 'payPasswordSet');
  });

  /** Where the caller's type-3 code went: the bound address with the newest type-3 code. */
  const tradeCodeAddress = (user: UserRow): Address => {
    const bound = [boundAddress(user, 'email'), boundAddress(user, 'mobile')].filter(
      (address): address is Address => address !== undefined,
    );
    if (bound.length === 0) throw new ApiError('noBoundAccount');
    if (bound.length === 1) return bound[0];
    const newest = ctx.db
      .prepare(
        `SELECT address FROM verification_codes WHERE type = 3 AND address IN (?, ?)
          ORDER BY id DESC LIMIT 1`,
      )
      .get(bound[0].key, bound[1].key) as { address: string } | undefined;
    return bound.find((address) => address.key === newest?.address) ?? bound[0];
  };

  apiRoute(app, 'GET', 'pay_method/types', ({ request, lang }) => {
    caller(request);
    return ok(payMethodTypes(lang));
  });

  const methodType = (params: Params): number => {
    let type: number;
    try {
      type = intParam(params, 'type', { min: 1 });
    } catch {
      throw new ApiError('payMethodTypeUnknown');
    }
    if (!codeOfType(type)) throw new ApiError('payMethodTypeUnknown');
    return type;
  };

  apiRoute(app, 'GET', 'pay_method/get_method_by_type', ({ request, params }) => {
    const { user } = caller(request);
    return ok(payMethods.find(user.id, methodType(params)));
  });

  apiRoute(app, 'POST', 'pay_method/save', ({ request, params }) => {
    const { user } = caller(request);
    const type = methodType(params);
    const code = codeOfType(type);
    if (!code) throw new ApiError('payMethodTypeUnknown');
    const raw = parseRawData(code, (params as Partial<SavePayMethodRequest>).raw_data, (url) =>
      uploads.ownedBy(user.id, url),
    );
    return ok(payMethods.save(user.id, type, raw), 'payMethodSaved');
  });

  apiRoute(app, 'GET', 'user_real/center', ({ request }) => {
    const { user } = caller(request);
    return ok(identity.center(user.id));
  });

  apiRoute(app, 'POST', 'user_real/real_name', ({ request, params }) => {
    const { user } = caller(request);
    const status = identity.reviewStatus(user.id);
    if (status === REVIEW_STATUS.reviewing) throw new ApiError('identityUnderReview');
    if (status === REVIEW_STATUS.verified) throw new ApiError('identityVerified');
    const name = checkLength(present(params, 'name', 'realNameRequired'), NAME_MAX);
    const cardId = present(params, 'card_id', 'cardIdRequired');
    if (!CARD_ID_SHAPE.test(cardId)) throw new ApiError('cardIdInvalid');
    const picture = (value: string): string => {
      if (!uploads.ownedBy(user.id, value)) throw new ApiError('imageNotYours');
      return value;
    };
    const frontPic = picture(present(params, 'front_pic', 'frontPicRequired'));
    const reversePic = picture(present(params, 'reverse_pic', 'reversePicRequired'));
    const hand = optionalString(params, 'hand_pic');
    const handPic = hand === undefined ? '' : picture(hand);
    identity.submit({ userId: user.id, name, cardId, frontPic, reversePic, handPic });
    return ok(identity.center(user.id), 'realNameSubmitted');
  });

  apiRoute(app, 'POST', 'feedback/submit', ({ request, params }) => {
    const { user } = caller(request);
    const type = optionalString(params, 'type');
    if (type === undefined || !(FEEDBACK_TYPES as readonly string[]).includes(type)) {
      throw new ApiError('feedbackTypeRequired');
    }
    // Every feedback length counts code points, as the page does (an emoji is one character).
    const title = present(params, 'title', 'feedbackTitleRequired');
    if (textLength(title) > FEEDBACK_TITLE_MAX) {
      throw new ApiError('textTooLong', { max: FEEDBACK_TITLE_MAX });
    }
    const content = optionalString(params, 'content') ?? '';
    if (textLength(content) < FEEDBACK_MIN_LENGTH) {
      throw new ApiError('feedbackContentTooShort', { min: FEEDBACK_MIN_LENGTH });
    }
    if (textLength(content) > FEEDBACK_CONTENT_MAX) {
      throw new ApiError('textTooLong', { max: FEEDBACK_CONTENT_MAX });
    }
    if (store.feedbackToday(user.id) >= FEEDBACK_DAILY_LIMIT) {
      throw new ApiError('feedbackRateLimited');
    }
    store.addFeedback(user.id, type, title, content);
    return ok(null, 'feedbackSubmitted');
  });

  apiRoute(app, 'GET', 'account_log/all', ({ request, params, lang }) => {
    const { user } = caller(request);
    const page = intParam(params, 'page', { fallback: 1, min: 1 });
    if (page > MAX_PAGE) throw new ApiError('invalidParam', { name: 'page' });
    return ok(store.accountLogs(user.id, page, lang));
  });
}
