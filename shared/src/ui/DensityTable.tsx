import { Table, type TableProps } from '@mui/material';
import { useTableDensity } from 'shared/hooks/usePreferences';

const COMPACT = {
  '& td, & th': { py: 0.25, fontSize: '0.8125rem' },
  '& .MuiChip-root': { height: 20, fontSize: '0.75rem' },
  '& td .MuiIconButton-root, & td .MuiCheckbox-root': { p: '2px' },
} as const;

/**
 * A small MUI table in the signed-in person's table density: comfortable as MUI draws it,
 * compact with tighter rows. Every table of the portal but the registrations list (which keeps
 * its own density with its view) is one of these.
 */
export function DensityTable({ sx, ...props }: Omit<TableProps, 'size'>) {
  const density = useTableDensity();
  return <Table size="small" data-density={density} sx={[density === 'compact' && COMPACT, ...(Array.isArray(sx) ? sx : [sx])]} {...props} />;
}
