// The MUI overlays (Modal, Popover and their transitions underneath): their own shared entry,
// loaded the first time one opens. The base kit exports Dialog, Drawer, Menu and Snackbar as
// stand-ins that load this entry when first opened (./lazy-overlay.tsx), so no page downloads
// them for its first paint. (MUI's Tooltip would go here too, imported directly: it has no
// `open` to wait for; the product uses the browser's title tooltip instead, no Popper.)
export { default as Dialog, type DialogProps } from '@mui/material/Dialog';
export { default as Drawer, type DrawerProps } from '@mui/material/Drawer';
export { default as Menu, type MenuProps } from '@mui/material/Menu';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as Snackbar, type SnackbarProps } from '@mui/material/Snackbar';
// Parts that only render inside an open dialog (the base kit exports stand-ins for them).
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogTitle } from '@mui/material/DialogTitle';
// Lists and rules of the shell's drawer and menus (the base kit's are stand-ins for these).
export { default as Divider } from '@mui/material/Divider';
export { default as List } from '@mui/material/List';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListItemText } from '@mui/material/ListItemText';
