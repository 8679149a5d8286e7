// @exchange/shared/ui-kit/forms: the heavier half of the UI kit (inputs, selects, sliders,
// tabs, tables), loaded by the screens that have forms or tables. Shared once, like ./index.ts.
export { default as Checkbox } from '@mui/material/Checkbox';
export { default as Chip } from '@mui/material/Chip';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as InputAdornment } from '@mui/material/InputAdornment';
// A Select's options (the base kit's MenuItem is a stand-in for the shell's menus).
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as Pagination } from '@mui/material/Pagination';
export { default as Select } from '@mui/material/Select';
export { default as Slider } from '@mui/material/Slider';
export { default as Tab } from '@mui/material/Tab';
export { default as Table } from '@mui/material/Table';
export { default as TableBody } from '@mui/material/TableBody';
export { default as TableCell } from '@mui/material/TableCell';
export { default as TableContainer } from '@mui/material/TableContainer';
export { default as TableHead } from '@mui/material/TableHead';
export { default as TableRow } from '@mui/material/TableRow';
export { default as TableSortLabel } from '@mui/material/TableSortLabel';
export { default as Tabs } from '@mui/material/Tabs';
export { default as TextField } from '@mui/material/TextField';
export { default as ToggleButton } from '@mui/material/ToggleButton';
export { default as ToggleButtonGroup } from '@mui/material/ToggleButtonGroup';
