import { ApiError } from '../http/api-error';
import { intParam, optionalString, type Params } from '../http/params';
import { AREAS } from '../settings/areas';
import { normalizeDigits, normalizeEmail, type UserRow } from '../user/user-repo';

export type AccountKind = 'email' | 'mobile';

/**
 * Where a verification code goes, and the key codes and limits are counted under:
 * the e-mail in lower case, or `+<country code><number>` (digits only) for a mobile.
 */
export type Address =
  | { kind: 'email'; email: string; key: string }
  | { kind: 'mobile'; mobile: string; countryCode: string; key: string };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;
/** Spec: "mobile digits only and at least 6"; 15 is the E.164 maximum. */
const MOBILE_SHAPE = /^\d{6,15}$/;

/** A normalised e-mail, or a code-0 refusal (empty: emailRequired; bad shape: invalidEmail). */
export function parseEmail(raw: string | undefined): string {
  if (raw === undefined) throw new ApiError('emailRequired');
  const email = normalizeEmail(raw);
  if (email.length > EMAIL_MAX || !EMAIL_SHAPE.test(email)) throw new ApiError('invalidEmail');
  return email;
}

/** The mobile number as typed: digits only, 6 to 15 of them (no spaces, no "+"). */
export function parseMobile(raw: string | undefined): string {
  if (raw === undefined) throw new ApiError('mobileRequired');
  if (!MOBILE_SHAPE.test(raw)) throw new ApiError('invalidMobile');
  return raw;
}

/** The account in the form its kind requires. */
export function parseAccount(kind: AccountKind, raw: string | undefined): string {
  return kind === 'email' ? parseEmail(raw) : parseMobile(raw);
}

/** The country calling code of an `area_id` from `default/area_list`. */
export function countryCodeOfArea(params: Params, name = 'area_id'): string {
  let id: number;
  try {
    id = intParam(params, name);
  } catch {
    throw new ApiError('unknownArea');
  }
  const area = AREAS.find((candidate) => candidate.id === id);
  if (!area) throw new ApiError('unknownArea');
  return area.global_code;
}

/**
 * The country code of a mobile request: `area_id` (an id of default/area_list) when given,
 * else a numeric `country_code`; undefined when neither is sent.
 */
export function optionalCountryCode(params: Params): string | undefined {
  if (optionalString(params, 'area_id') !== undefined) return countryCodeOfArea(params);
  const raw = optionalString(params, 'country_code');
  if (raw === undefined) return undefined;
  const digits = normalizeDigits(raw);
  if (digits === '' || digits.length > 4) throw new ApiError('unknownArea');
  return digits;
}

export function emailAddress(email: string): Address {
  const normalised = normalizeEmail(email);
  return { kind: 'email', email: normalised, key: normalised };
}

export function mobileAddress(mobile: string, countryCode: string): Address {
  const digits = normalizeDigits(mobile);
  const country = normalizeDigits(countryCode);
  return { kind: 'mobile', mobile: digits, countryCode: country, key: `+${country}${digits}` };
}

/** The user's bound e-mail or mobile as an address; undefined when that kind is not bound. */
export function boundAddress(user: UserRow, kind: AccountKind): Address | undefined {
  if (kind === 'email') return user.email ? emailAddress(user.email) : undefined;
  return user.mobile ? mobileAddress(user.mobile, user.country_code) : undefined;
}

/** `email` (default) or `mobile` from the named parameter; anything else is refused. */
export function accountKind(params: Params, name: string): AccountKind {
  const value = optionalString(params, name) ?? 'email';
  if (value !== 'email' && value !== 'mobile') throw new ApiError('invalidParam', { name });
  return value;
}
