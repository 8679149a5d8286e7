// The product's UI kit: the one module that imports @mui/material and @mui/icons-material
// (ESLint forbids them anywhere else). It is shared once per page by the shell, so every area
// uses the same copy of each MUI component and of MUI's internal contexts (an area's Select
// inside the shell's Menu once crashed on two MenuListContext copies). It carries only what the
// product imports: adding a component is one export line here. Form inputs, tabs and tables
// are in `@exchange/shared/ui-kit/forms` (./forms), so a page without them does not load them;
// the less used parts (check boxes, chips, the pager, lists, stacks, a few icons) in `./extras`;
// the overlays (dialog, drawer, menu, snackbar) in `./overlays`, loaded when one opens.

import type { DialogProps } from '@mui/material/Dialog';
import type { DrawerProps } from '@mui/material/Drawer';
import type { MenuProps } from '@mui/material/Menu';
import type { SnackbarProps } from '@mui/material/Snackbar';
import { kitOverlays, lazyOverlay } from './lazy-overlay';
import { entryPart, kitExtras } from './lazy-part';

export { preloadOverlays } from './lazy-overlay';

export { default as Box, type BoxProps } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as ButtonBase } from '@mui/material/ButtonBase';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as GlobalStyles } from '@mui/material/GlobalStyles';
export { default as IconButton } from '@mui/material/IconButton';
export { default as Skeleton } from '@mui/material/Skeleton';
export { default as SvgIcon, type SvgIconProps } from '@mui/material/SvgIcon';
export { default as Typography } from '@mui/material/Typography';
export { ThemeProvider, createTheme, useTheme, type Theme } from '@mui/material/styles';

// Icons: each is a few hundred bytes of path data on top of SvgIcon.
export { default as CampaignOutlinedIcon } from '@mui/icons-material/CampaignOutlined';
export { default as DarkModeOutlinedIcon } from '@mui/icons-material/DarkModeOutlined';
export { default as HeadsetMicOutlinedIcon } from '@mui/icons-material/HeadsetMicOutlined';
export { default as LightModeOutlinedIcon } from '@mui/icons-material/LightModeOutlined';
export { default as LockOutlinedIcon } from '@mui/icons-material/LockOutlined';
export { default as MenuIcon } from '@mui/icons-material/Menu';
export { default as SpeedOutlinedIcon } from '@mui/icons-material/SpeedOutlined';
export { default as SupportAgentOutlinedIcon } from '@mui/icons-material/SupportAgentOutlined';

export { createAppTheme } from './app-theme';
// The kit's own Alert and Link (see alert.tsx and link.tsx for why not MUI's).
export { Alert, AlertTitle, type AlertProps, type AlertSeverity } from './alert';
export { Link, type LinkProps } from './link';

// Overlays: stand-ins that load `./overlays` when first opened (see lazy-overlay.tsx).
export const Dialog = lazyOverlay<DialogProps>((overlays) => overlays.Dialog, 'Dialog');
export const Drawer = lazyOverlay<DrawerProps>((overlays) => overlays.Drawer, 'Drawer');
export const Menu = lazyOverlay<MenuProps>((overlays) => overlays.Menu, 'Menu');
export const Snackbar = lazyOverlay<SnackbarProps>((overlays) => overlays.Snackbar, 'Snackbar');

// Parts that only ever render inside an open dialog (its sections): by then ./overlays is
// downloaded, so they render at once; no page's first paint carries them.
export const DialogActions = entryPart(kitOverlays, 'DialogActions');
export const DialogContent = entryPart(kitOverlays, 'DialogContent');
export const DialogTitle = entryPart(kitOverlays, 'DialogTitle');

// Lists and rules that the shell draws only inside an open drawer or menu (the mobile menu,
// the account menu): ./overlays is loaded by then. Screens that draw them on their first paint
// import the real ones: lists from ./extras (the area menus, the notice list), the rule from
// ./forms (the order book, the account settings).
export const Divider = entryPart(kitOverlays, 'Divider');
export const List = entryPart(kitOverlays, 'List');
export const ListItemButton = entryPart(kitOverlays, 'ListItemButton');
export const ListItemText = entryPart(kitOverlays, 'ListItemText');

// A menu's items only ever render inside an open Menu (./overlays, loaded by then) or a Select
// (./forms, which exports the real MenuItem for its options): neither is on a first paint, and
// MenuItem brings MUI's roving-focus code with it.
export const MenuItem = entryPart(kitOverlays, 'MenuItem');

// Parts of ./extras for screens that do not load it (the paged lists' pager, the header's
// override badge): drawn once ./extras is downloaded. Screens that import ./extras anyway take
// the real Chip or Pagination from there and draw it in their first frame.
export const Chip = entryPart(kitExtras, 'Chip');
// The override badge's clear icon (inside the Chip stand-in, so ./extras is there by then).
export const CancelIcon = entryPart(kitExtras, 'CancelIcon');
export const Pagination = entryPart(kitExtras, 'Pagination');
