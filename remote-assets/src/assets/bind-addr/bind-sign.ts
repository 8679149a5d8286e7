import { ADDRESS_SIGN_DEFAULT_SECRET, type BindDrawAddressData } from '@exchange/shared';
import { sha256Hex } from './sha256';

const hex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The BindDrawAddress form: `data` = the JSON text, `sign` = SHA-256 hex of data + the shipped
 * suffix (not a secret: it only detects a mangled form; the token and the code authorise).
 */
export const bindForm = async (
  fields: Omit<BindDrawAddressData, 't'>,
  now: number = Date.now(),
): Promise<{ data: string; sign: string }> => {
  const data: BindDrawAddressData = { ...fields, t: Math.floor(now / 1000) };
  const text = JSON.stringify(data);
  const signed = text + ADDRESS_SIGN_DEFAULT_SECRET;
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return { data: text, sign: sha256Hex(signed) };
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(signed));
  return { data: text, sign: hex(digest) };
};
