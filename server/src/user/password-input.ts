import { isAcceptablePassword } from '../auth/password-policy';
import { ApiError } from '../http/api-error';
import type { Params } from '../http/params';

/** A password parameter as typed (never trimmed: spaces are part of it); undefined when empty. */
export function rawPassword(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw new ApiError('invalidParam', { name });
  return value;
}

/**
 * The checks of a new login password (register, forgot password), in the spec's order:
 * present, 6-16 letters or digits (docs/decisions.md), confirmation present, confirmation equal.
 */
export function checkNewPassword(
  password: string | undefined,
  confirmation: string | undefined,
): string {
  if (password === undefined) throw new ApiError('passwordRequired');
  if (!isAcceptablePassword(password)) throw new ApiError('passwordPolicy');
  if (confirmation === undefined) throw new ApiError('confirmPasswordRequired');
  if (confirmation !== password) throw new ApiError('passwordMismatch');
  return password;
}
