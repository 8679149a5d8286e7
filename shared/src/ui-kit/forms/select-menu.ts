// What MUI's Select opens its options in, in the product's builds: webpack points
// SelectInput's one import of MUI's Menu here (`muiSelectMenuOnOpen` in
// tools/webpack/mui-without-css-vars.cjs). The kit's Menu stand-in renders nothing while the
// select is closed and loads the real Menu (./overlays, with Popover, Modal, the focus trap and
// the transitions) the first time one opens. With MUI's Menu imported directly, every page
// with a select or a text field (TextField imports Select) downloaded and evaluated all of it
// on its first load (docs/performance.md#lighthouse).
import { Menu, preloadOverlays } from '@exchange/shared/ui-kit';

const INTENT_EVENTS = ['pointerover', 'focusin'] as const;

/**
 * A pointer over a select or the focus on one starts the overlays' download before it opens,
 * as the header's menus do; once started, the listeners go.
 */
const preloadOnIntent = (event: Event): void => {
  if (!(event.target instanceof Element) || !event.target.closest('[role="combobox"]')) return;
  preloadOverlays();
  for (const type of INTENT_EVENTS) document.removeEventListener(type, preloadOnIntent, true);
};

if (typeof document !== 'undefined') {
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, preloadOnIntent, { capture: true, passive: true });
  }
}

// SelectInput imports a default export.
// eslint-disable-next-line no-restricted-syntax
export default Menu;
