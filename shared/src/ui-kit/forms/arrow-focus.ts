import type { KeyboardEvent } from 'react';

const FOCUS_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * Left and right arrows (wrapping), Home and End move the focus among the row's `selector`
 * items, as the WAI-ARIA tabs and toolbar patterns have it; nothing is chosen. For the
 * `onKeyDown` of a row with one tab stop (the kit's tabs and toggle buttons).
 */
export const moveFocusAlong = (event: KeyboardEvent<HTMLElement>, selector: string): void => {
  if (!FOCUS_KEYS.has(event.key)) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(selector));
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : event.key === 'ArrowRight'
          ? (at + 1) % items.length
          : (at - 1 + items.length) % items.length;
  event.preventDefault();
  items[next].focus();
};
