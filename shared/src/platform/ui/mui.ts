// The MUI components the portal's first screens draw, one copy for the page: the shell's. A remote
// that bundled its own drew them with its own copy of MUI's styling core and default theme, 28 KB
// brotli of the dashboard's first load. Each comes from its own path, so the shell carries these and
// nothing more of MUI's; whatever else a module draws it imports from @mui/material and bundles.
// These are @mui/material 9's components: a new major of MUI is a new major of the contract.
export { default as Alert } from '@mui/material/Alert';
export { default as AlertTitle } from '@mui/material/AlertTitle';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Card } from '@mui/material/Card';
export { default as CardContent } from '@mui/material/CardContent';
export { default as CardHeader } from '@mui/material/CardHeader';
export { default as Chip } from '@mui/material/Chip';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as Grid } from '@mui/material/Grid';
export { default as IconButton } from '@mui/material/IconButton';
export { default as Link } from '@mui/material/Link';
export { default as List } from '@mui/material/List';
export { default as ListItem } from '@mui/material/ListItem';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListItemIcon } from '@mui/material/ListItemIcon';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as Paper } from '@mui/material/Paper';
export { default as Skeleton } from '@mui/material/Skeleton';
export { default as Stack } from '@mui/material/Stack';
export { default as Typography } from '@mui/material/Typography';
export { useTheme } from '@mui/material/styles';
