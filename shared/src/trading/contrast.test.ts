import { contrastRatio, readableTextOn, TEXT_ON_COLOUR } from './contrast';
import { TRADE_COLOR } from '@exchange/shared';

/** `colour` at `alpha` over `background`, as a browser paints a tint. */
const tint = (colour: string, alpha: number, background: string): string => {
  const channels = (hex: string): number[] =>
    [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [top, under] = [channels(colour), channels(background)];
  return `#${top
    .map((value, index) => Math.round(alpha * value + (1 - alpha) * under[index]))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
};

/** The dark theme's card colour (ui-kit/app-theme.ts) and what is drawn on it under text. */
const DARK_PAPER = '#171b22';
const DARK_GROUNDS = {
  paper: DARK_PAPER,
  // MUI's dark hover shade: white at 8 % (the chosen pair in the pair list, hovered rows).
  hover: tint('#ffffff', 0.08, DARK_PAPER),
};

describe('contrastRatio', () => {
  it('is 21 for black on white, 1 for a colour on itself, the same either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2ebd85', '#2ebd85')).toBe(1);
    expect(contrastRatio('#ffffff', '#2ebd85')).toBeCloseTo(contrastRatio('#2ebd85', '#ffffff'));
    // The case that failed Lighthouse: white on the rise green.
    expect(contrastRatio('#ffffff', '#2ebd85')).toBeCloseTo(2.4, 1);
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => contrastRatio('white', '#000000')).toThrow('not a #rrggbb colour');
  });
});

describe('readableTextOn', () => {
  it.each(
    Object.entries(TRADE_COLOR).flatMap(([mode, { up, down }]) => [
      [mode, 'up', up],
      [mode, 'down', down],
    ]),
  )('reads at 4.5 : 1 or more on the %s theme’s %s colour', (_mode, _side, colour) => {
    expect(contrastRatio(readableTextOn(colour), colour)).toBeGreaterThanOrEqual(4.5);
  });

  it('picks near-black on the rise green and white on a dark colour', () => {
    expect(readableTextOn('#2ebd85')).toBe(TEXT_ON_COLOUR.dark);
    expect(readableTextOn('#171b22')).toBe(TEXT_ON_COLOUR.light);
  });
});

describe('the dark theme’s trade colours as text', () => {
  it.each(['up', 'down'] as const)(
    'read at 4.5 : 1 or more in %s on the card, the hover shade and the depth bar',
    (side) => {
      const colour = TRADE_COLOR.dark[side];
      // The order book tints its rows' depth bars with the side's colour at 16 %.
      const grounds = { ...DARK_GROUNDS, depthBar: tint(colour, 0.16, DARK_PAPER) };
      for (const [ground, background] of Object.entries(grounds)) {
        expect([ground, contrastRatio(colour, background) >= 4.5]).toEqual([ground, true]);
      }
    },
  );
});
