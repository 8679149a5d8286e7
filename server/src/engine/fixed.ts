/**
 * Exact fixed-point numbers for the engine: a value is a bigint count of units at a known
 * scale (decimals), e.g. 97120.35 at scale 2 is 9712035n. Nothing here touches a float.
 */

const POWERS: bigint[] = [];

/** 10^n as a bigint (cached for the small n the engine uses). */
export function pow10(n: number): bigint {
  if (!Number.isInteger(n) || n < 0) throw new Error(`bad exponent ${n}`);
  if (n < 40) return (POWERS[n] ??= 10n ** BigInt(n));
  return 10n ** BigInt(n);
}

/** Plain decimal text: digits, an optional fraction; no sign, no exponent, no spaces. */
const PLAIN = /^(\d+)(?:\.(\d+))?$/;

export type ParseFailure = 'format' | 'decimals';

/**
 * Parses plain decimal text into units at `scale`. Refuses anything but digits with an
 * optional fraction ('format') and a fraction longer than `scale` unless it is only zeros
 * ('decimals'). Never rounds.
 */
export function parseUnits(text: string, scale: number): bigint | ParseFailure {
  const match = PLAIN.exec(text);
  if (!match) return 'format';
  const whole = match[1];
  let fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > scale) return 'decimals';
  fraction = fraction.padEnd(scale, '0');
  return BigInt(whole) * pow10(scale) + (scale > 0 ? BigInt(fraction) : 0n);
}

/** Like parseUnits, but for stored values the engine wrote itself: throws on bad input. */
export function unitsOf(text: string, scale: number): bigint {
  const negative = text.startsWith('-');
  const parsed = parseUnits(negative ? text.slice(1) : text, scale);
  if (typeof parsed !== 'bigint') throw new Error(`"${text}" is not a decimal at scale ${scale}`);
  return negative ? -parsed : parsed;
}

/** Units at `scale` as text with exactly `scale` decimals, e.g. (9712035n, 2) → "97120.35". */
export function formatUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const text = abs.toString().padStart(scale + 1, '0');
  const whole = scale > 0 ? text.slice(0, -scale) : text;
  const fraction = scale > 0 ? `.${text.slice(-scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Units at `scale` as the shortest exact text (trailing zeros dropped), e.g. "0.5". */
export function trimUnits(units: bigint, scale: number): string {
  const text = formatUnits(units, scale);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Units at scale `from` truncated (towards zero) to scale `to` <= from, still expressed at `from`. */
export function truncateTo(units: bigint, from: number, to: number): bigint {
  if (to >= from) return units;
  const step = pow10(from - to);
  return (units / step) * step;
}

export function maxBig(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
