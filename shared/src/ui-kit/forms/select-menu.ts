// What MUI's Select opens its options in, in the product's builds: webpack points
// SelectInput's one import of MUI's Menu here (`muiSelectMenuOnOpen` in
// tools/webpack/mui-without-css-vars.cjs). The kit's Menu stand-in renders nothing while the
// select is closed and loads the real Menu (./overlays, with Popover, Modal, the focus trap and
// the transitions) the first time one opens. With MUI's Menu imported directly, every page
// with a select or a text field (TextField imports Select) downloaded and evaluated all of it
// on its first load: /trade 84–88 → 88–94 in Lighthouse's mobile run, TBT −100 ms
// (docs/performance.md#lighthouse).
import { Menu } from '@exchange/shared/ui-kit';

// SelectInput imports a default export.
// eslint-disable-next-line no-restricted-syntax
export default Menu;
