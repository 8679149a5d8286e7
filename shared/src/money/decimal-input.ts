/**
 * Keys a decimal field refuses outright: the exponent and the signs (docs/product.md#public-and-spot-validation).
 * A number input would otherwise take them.
 */
export const REFUSED_DECIMAL_KEYS: ReadonlySet<string> = new Set(['e', 'E', '-', '+']);

/** Whether a keydown in a decimal field is refused (`event.preventDefault()`). */
export const isRefusedDecimalKey = (key: string): boolean => REFUSED_DECIMAL_KEYS.has(key);

/**
 * Whether typed or pasted text may stand in a decimal field (a price, a quantity, an amount):
 * digits with at most one dot and at most `places` decimals; no sign, exponent or space.
 * Partial input ("", "12.", ".5") is allowed while typing. A field keeps its value when this
 * refuses, so a stray key never wipes what was typed.
 */
export const acceptsDecimalInput = (text: string, places: number): boolean => {
  const match = /^\d*(?:\.(\d*))?$/.exec(text);
  if (!match) return false;
  const fraction = match[1];
  return fraction === undefined || (places > 0 && fraction.length <= places);
};

/**
 * What a decimal field keeps of typed or pasted text: the text without surrounding spaces (a
 * pasted " 100 " becomes "100"; the server refuses spaces like any malformed number), or null
 * when it may not stand there and the field keeps its value.
 */
export const decimalInputOf = (text: string, places: number): string | null => {
  const trimmed = text.trim();
  return acceptsDecimalInput(trimmed, places) ? trimmed : null;
};
