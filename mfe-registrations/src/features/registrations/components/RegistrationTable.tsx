import {
  Box, Checkbox, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel, Typography,
} from '@mui/material';
import { Link as RouterLink } from 'shared/routing/router';
import type { Role } from 'shared/domain/enums';
import type { SortKey, SortOrder } from 'shared/domain/list-query';
import type { Registration } from 'shared/domain/registration';
import { RegistrationActionsMenu } from './RegistrationActionsMenu';
import { RegistrationStatusBadge } from 'shared/ui/StatusBadges';
import { PaymentSummary } from './PaymentSummary';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'registrationId', label: 'Registration ID' },
  { key: 'name', label: 'Name' },
  { key: 'contactNumber', label: 'Contact' },
  { key: 'school', label: 'School' },
  { key: 'std', label: 'Class' },
  { key: 'cadre', label: 'Cadre' },
  { key: 'levelEnrolled', label: 'Level' },
  { key: 'paymentStatus', label: 'Payment' },
  { key: 'status', label: 'Status' },
];

export interface RowSelection {
  selected: ReadonlySet<string>;
  onToggle: (registrationId: string) => void;
  onTogglePage: (select: boolean) => void;
}

interface RegistrationTableProps {
  rows: Registration[];
  role: Role;
  sort?: SortKey;
  order: SortOrder;
  onSort: (key: SortKey) => void;
  selection?: RowSelection;
}

/** Spec section 2: every column sortable; an Actions column with the row menu. */
export function RegistrationTable({ rows, role, sort, order, onSort, selection }: RegistrationTableProps) {
  const selectedOnPage = selection ? rows.filter((r) => selection.selected.has(r.registrationId)).length : 0;
  return (
    <TableContainer>
      <Table size="small" aria-label="Registrations" stickyHeader sx={{ '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } }}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
                  checked={rows.length > 0 && selectedOnPage === rows.length}
                  indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
                  onChange={(event) => selection.onTogglePage(event.target.checked)}
                />
              </TableCell>
            )}
            {COLUMNS.map((column) => (
              <TableCell key={column.key} sortDirection={sort === column.key ? order : false} sx={{ whiteSpace: 'nowrap' }}>
                <TableSortLabel active={sort === column.key} direction={sort === column.key ? order : 'asc'} onClick={() => onSort(column.key)}>
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((registration) => (
            <TableRow key={registration.registrationId} hover selected={selection?.selected.has(registration.registrationId) ?? false}>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    slotProps={{ input: { 'aria-label': `Select ${registration.registrationId}` } }}
                    checked={selection.selected.has(registration.registrationId)}
                    onChange={() => selection.onToggle(registration.registrationId)}
                  />
                </TableCell>
              )}
              <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
                <Link component={RouterLink} to={`/registrations/${encodeURIComponent(registration.registrationId)}`} underline="hover">
                  {registration.registrationId}
                </Link>
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>{registration.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {registration.gender === 'male' ? 'Male' : registration.gender === 'female' ? 'Female' : 'N/A'}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{registration.contactNumber}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>{registration.school.value}</TableCell>
              <TableCell>{registration.std}</TableCell>
              <TableCell>{registration.cadre}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{registration.levelEnrolled}</TableCell>
              <TableCell><PaymentSummary payment={registration.payment} /></TableCell>
              <TableCell><RegistrationStatusBadge status={registration.status} /></TableCell>
              <TableCell align="right">
                <Box sx={{ display: 'inline-flex' }}>
                  <RegistrationActionsMenu registration={registration} role={role} />
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
