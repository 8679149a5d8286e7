// @exchange/shared/ui-kit/extras: the kit's less used parts (check boxes, chips, the pager,
// sortable column heads, lists, stacks), out of ./index and ./forms so the pages that
// draw none of them on their first paint (/home, /trade) do not download them. Shared once,
// like ./index.ts. The base kit's Chip and Pagination are stand-ins that load this entry when
// they first render (its lists and rules are stand-ins for ./overlays' copies).
export { default as Checkbox } from '@mui/material/Checkbox';
export { default as Chip } from '@mui/material/Chip';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as Pagination } from '@mui/material/Pagination';
export { default as TableSortLabel } from '@mui/material/TableSortLabel';
export { default as List } from '@mui/material/List';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as Stack } from '@mui/material/Stack';
// Icons of screens other than /home and /trade.
export { default as CancelIcon } from '@mui/icons-material/Cancel';
export { default as SearchIcon } from '@mui/icons-material/Search';
export { default as VisibilityIcon } from '@mui/icons-material/Visibility';
export { default as VisibilityOffIcon } from '@mui/icons-material/VisibilityOff';
