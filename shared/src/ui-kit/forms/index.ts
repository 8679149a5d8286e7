// @exchange/shared/ui-kit/forms: the heavier half of the UI kit (inputs, selects, sliders,
// tabs, tables), loaded by the screens that have forms or tables. Shared once, like ./index.ts.
// Check boxes, chips, the pager, sortable column heads, lists and stacks are in ./extras.
export { default as InputAdornment } from '@mui/material/InputAdornment';
// A Select's options (the base kit's MenuItem is a stand-in for the shell's menus).
export { default as MenuItem } from '@mui/material/MenuItem';
// The builds open a Select's options in the base kit's Menu stand-in (./select-menu.ts), so
// MUI's Menu, Popover and Modal load when a select first opens, not with every form.
export { default as Select } from '@mui/material/Select';
export { default as Slider } from '@mui/material/Slider';
export { default as Table } from '@mui/material/Table';
export { default as TableBody } from '@mui/material/TableBody';
export { default as TableCell } from '@mui/material/TableCell';
export { default as TableContainer } from '@mui/material/TableContainer';
export { default as TableHead } from '@mui/material/TableHead';
export { default as TableRow } from '@mui/material/TableRow';
// The kit's own tabs (see tabs.tsx for why not MUI's).
export { Tab, Tabs, type TabProps, type TabsProps, type TabValue } from './tabs';
export { default as TextField } from '@mui/material/TextField';
// The kit's own toggle buttons (see toggle-buttons.tsx for why not MUI's).
export {
  ToggleButton,
  ToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleButtonProps,
  type ToggleValue,
} from './toggle-buttons';
// Panels and rules (the trading screens', the area cards'): every screen that draws one has
// forms. (The base kit's Divider is a stand-in for ./overlays' copy, for the shell's menus.)
export { default as Divider } from '@mui/material/Divider';
export { default as Paper } from '@mui/material/Paper';
