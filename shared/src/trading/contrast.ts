// In the trading entry, not the core one: only trading screens fill buttons with the trade
// colours, and /home's first visit has no bytes to spare.

/**
 * WCAG 2 contrast of two `#rrggbb` colours (1 to 21). Text needs 4.5 : 1 on its background
 * (docs/product.md#colour-contrast); Lighthouse's accessibility audit checks the same ratio.
 */
export const contrastRatio = (first: string, second: string): number => {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
};

const luminance = (hex: string): number => {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
};

/** Text on a filled button or badge: near-black or white, whichever reads better on it. */
export const TEXT_ON_COLOUR = { dark: '#0b0e11', light: '#ffffff' } as const;

/** The text colour for a `#rrggbb` background, e.g. a buy button in the rise colour. */
export const readableTextOn = (background: string): string =>
  contrastRatio(TEXT_ON_COLOUR.light, background) >= contrastRatio(TEXT_ON_COLOUR.dark, background)
    ? TEXT_ON_COLOUR.light
    : TEXT_ON_COLOUR.dark;
