// @exchange/shared/ui-kit/extras: the kit's less used controls (check boxes, chips, the pager,
// sortable column heads), out of ./forms so the trading screens, which draw none of them on
// their first paint, do not download them. Shared once, like ./index.ts. The base kit has
// stand-ins for Chip and Pagination that load this entry when they first render.
export { default as Checkbox } from '@mui/material/Checkbox';
export { default as Chip } from '@mui/material/Chip';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as Pagination } from '@mui/material/Pagination';
export { default as TableSortLabel } from '@mui/material/TableSortLabel';
