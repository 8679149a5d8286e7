import { keccak_256 } from '@noble/hashes/sha3';
import { sha256 } from '@noble/hashes/sha2';
import { base58, base58xrp, bech32, bech32m, utils, type Coder } from '@scure/base';

/**
 * How a chain spells its addresses. Stored per chain in `chain_protocols.address_format`;
 * the rules are the chains' own, checked with audited codecs (@scure/base, @noble/hashes)
 * instead of shape regexes, so a typo that keeps the shape fails its checksum.
 */
export type AddressFormat = 'evm' | 'tron' | 'btc' | 'xrp' | 'eos';

export const ADDRESS_FORMATS: readonly AddressFormat[] = ['evm', 'tron', 'btc', 'xrp', 'eos'];

/**
 * What a chain's memo field is: XRP's destination tag (a 32-bit number) and EOS's memo (text)
 * tell a shared exchange account which customer a transfer is for; other chains have none.
 */
export type MemoKind = 'none' | 'tag' | 'text';

export function memoKindOf(format: AddressFormat): MemoKind {
  if (format === 'xrp') return 'tag';
  if (format === 'eos') return 'text';
  return 'none';
}

/** Bitcoin, TRON and XRP checksums: the first 4 bytes of SHA-256(SHA-256(payload)). */
const doubleSha256 = (data: Uint8Array): Uint8Array => sha256(sha256(data));
const base58checkOf = (alphabet: Coder<Uint8Array, string>): Coder<Uint8Array, string> =>
  utils.chain(utils.checksum(4, doubleSha256), alphabet);
const BASE58CHECK = base58checkOf(base58);
const BASE58CHECK_XRP = base58checkOf(base58xrp);

/** The payload of a base58check string, or undefined when it does not decode or check. */
function decodeChecked(coder: Coder<Uint8Array, string>, text: string): Uint8Array | undefined {
  try {
    return coder.decode(text);
  } catch {
    return undefined;
  }
}

/** 0x + 40 hex; a mixed-case address must carry a valid EIP-55 checksum. */
function isEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return address === toChecksumAddress(body);
}

/** EIP-55: a hex letter is upper case where the keccak-256 of the lower-case hex has a nibble ≥ 8. */
export function toChecksumAddress(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  let out = '0x';
  for (let i = 0; i < lower.length; i += 1) {
    const nibble = (hash[i >> 1] >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? lower[i].toUpperCase() : lower[i];
  }
  return out;
}

/** TRON: base58check of 0x41 + a 20-byte account id (always starts with T). */
function isTronAddress(address: string): boolean {
  const payload = decodeChecked(BASE58CHECK, address);
  return payload !== undefined && payload.length === 21 && payload[0] === 0x41;
}

/** A bech32 (witness v0) or bech32m (v1+) segwit address of the `bc` network. */
function isSegwitAddress(address: string): boolean {
  const lower = address.toLowerCase();
  // One case throughout (BIP-173); the codec itself lower-cases before checking.
  if (address !== lower && address !== address.toUpperCase()) return false;
  if (!lower.startsWith('bc1')) return false;
  const decoded =
    lower[3] === 'q' ? bech32.decodeUnsafe(lower, 90) : bech32m.decodeUnsafe(lower, 90);
  if (!decoded || decoded.prefix !== 'bc' || decoded.words.length === 0) return false;
  const [version, ...data] = decoded.words;
  if (version > 16) return false;
  let program: Uint8Array;
  try {
    program = bech32.fromWords(data);
  } catch {
    return false;
  }
  if (version === 0) return program.length === 20 || program.length === 32;
  return program.length >= 2 && program.length <= 40;
}

/** Bitcoin: legacy P2PKH (version 0x00) or P2SH (0x05) base58check, or a segwit address. */
function isBtcAddress(address: string): boolean {
  if (/^bc1/i.test(address)) return isSegwitAddress(address);
  const payload = decodeChecked(BASE58CHECK, address);
  return payload !== undefined && payload.length === 21 && (payload[0] === 0 || payload[0] === 5);
}

/** XRP classic address: base58check in Ripple's alphabet of 0x00 + a 20-byte account id. */
function isXrpAddress(address: string): boolean {
  const payload = decodeChecked(BASE58CHECK_XRP, address);
  return payload !== undefined && payload.length === 21 && payload[0] === 0;
}

/** EOS account names: 1–12 of a–z, 1–5 and '.', not ending in '.' (the chain's name rule). */
function isEosAccount(address: string): boolean {
  return /^[a-z1-5.]{0,11}[a-z1-5]$/.test(address);
}

const CHECKS: Record<AddressFormat, (address: string) => boolean> = {
  evm: isEvmAddress,
  tron: isTronAddress,
  btc: isBtcAddress,
  xrp: isXrpAddress,
  eos: isEosAccount,
};

/** True when `address` (as typed, no trimming) is a valid address of a chain of this format. */
export function isValidAddress(format: AddressFormat, address: string): boolean {
  return address.length <= 128 && CHECKS[format](address);
}

const XRP_TAG_MAX = 4_294_967_295;
/** EOS memos are at most 256 bytes. */
const EOS_MEMO_MAX_BYTES = 256;

/** True when `memo` is valid for the chain; '' (no memo) is always valid. */
export function isValidMemo(format: AddressFormat, memo: string): boolean {
  if (memo === '') return true;
  const kind = memoKindOf(format);
  if (kind === 'tag') return /^\d{1,10}$/.test(memo) && Number(memo) <= XRP_TAG_MAX;
  if (kind === 'text') return Buffer.byteLength(memo, 'utf8') <= EOS_MEMO_MAX_BYTES;
  return true;
}

/** Encoders for the deposit addresses the server derives (deposit-address.ts). */
export const encodeAddress = {
  tron: (accountId: Uint8Array): string => BASE58CHECK.encode(Uint8Array.of(0x41, ...accountId)),
  btcSegwit: (program: Uint8Array): string => bech32.encode('bc', [0, ...bech32.toWords(program)]),
  xrp: (accountId: Uint8Array): string => BASE58CHECK_XRP.encode(Uint8Array.of(0, ...accountId)),
};
