import { memo, useState } from 'react';
import { AppBar, Dialog, LinearProgress, TableBody, TableCell, TableHead, TablePagination, TableRow, Toolbar } from '@mui/material';
import { Box, Button, Chip, IconButton, Paper, Typography } from 'shared/platform/ui/mui';
import { DensityTable } from 'shared/ui/DensityTable';
import CloseIcon from '@mui/icons-material/Close';
import { useListDuplicateGroupsQuery } from '../api/registrationsApi';
import type { Role } from 'shared/domain/enums';
import { can } from 'shared/domain/permissions';
import type { DuplicateGroup, Registration } from 'shared/domain/registration';
import { formatCount, formatCountOf } from 'shared/format/numbers';
import { useRegistrationActions } from '../hooks/useRegistrationActions';
import { RegistrationStatusBadge } from 'shared/ui/StatusBadges';
import { PaymentSummary } from './PaymentSummary';
import { rowPartStyles } from './RowParts';

const GROUPS_PER_PAGE = 20;

function DuplicateAction({ registration, role, onMark, marking }: { registration: Registration; role: Role; onMark: () => void; marking: boolean }) {
  if (registration.status === 'duplicate') return <Chip size="small" label="Already Marked" />;
  if (!can(role, 'admin') || registration.status !== 'active') return null;
  return (
    <Button size="small" variant="outlined" color="warning" disabled={marking} onClick={onMark}>
      Mark as Duplicate
    </Button>
  );
}

function GroupCard({ group, role }: { group: DuplicateGroup; role: Role }) {
  const actions = useRegistrationActions();
  const [marking, setMarking] = useState<string | null>(null);
  return (
    <Paper variant="outlined" component="section" aria-label={`Contact ${group.contactNumber}`} sx={{ overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 2, py: 1.5, bgcolor: 'action.hover' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontFamily: 'monospace' }}>
          {group.contactNumber}
        </Typography>
        <Chip size="small" color="warning" label={formatCountOf(group.count, 'registration')} />
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <DensityTable sx={rowPartStyles}>
          <TableHead>
            <TableRow>
              {['Reg. ID', 'Name', 'School', 'Class', 'Cadre', 'Level', 'Status', 'Payment', 'Action'].map((title) => (
                <TableCell key={title}>{title}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {group.registrations.map((r) => (
              <TableRow key={r.registrationId}>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{r.registrationId}</TableCell>
                <TableCell>{r.name}</TableCell>
                <TableCell>{r.school.value}</TableCell>
                <TableCell>{r.std}</TableCell>
                <TableCell>{r.cadre}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.levelEnrolled}</TableCell>
                <TableCell>
                  <RegistrationStatusBadge status={r.status} />
                </TableCell>
                <TableCell>
                  <PaymentSummary payment={r.payment} />
                </TableCell>
                <TableCell>
                  <DuplicateAction
                    registration={r}
                    role={role}
                    marking={marking === r.registrationId}
                    onMark={async () => {
                      setMarking(r.registrationId);
                      await actions.markDuplicate(r);
                      setMarking(null);
                    }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </DensityTable>
      </Box>
    </Paper>
  );
}

/** Spec section 2: registrations sharing a contact number, a page of groups at a time from the API. */
export const DuplicateAuditOverlay = memo(function DuplicateAuditOverlay({ open, role, onClose }: { open: boolean; role: Role; onClose: () => void }) {
  const [page, setPage] = useState(0);
  const groups = useListDuplicateGroupsQuery({ limit: GROUPS_PER_PAGE, offset: page * GROUPS_PER_PAGE }, { skip: !open });
  const total = groups.data?.total ?? 0;
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="duplicate-audit-title">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography id="duplicate-audit-title" variant="h6" component="h2" sx={{ flex: 1 }}>
            Duplicate Audit
            {groups.data && total > 0 && (
              <Typography component="span" color="textSecondary" sx={{ ml: 1.5 }}>
                {formatCount(total)} shared phone numbers
              </Typography>
            )}
          </Typography>
          <IconButton edge="end" aria-label="Close Duplicate Audit" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
        {groups.isFetching && <LinearProgress aria-label="Loading duplicate groups" />}
      </AppBar>
      <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {groups.isError && <Typography color="error">Could not fetch registrations from the server.</Typography>}
        {groups.data && total === 0 && <Typography color="textSecondary">No duplicate phone numbers found.</Typography>}
        {groups.data?.data.map((group) => (
          <GroupCard key={group.contactNumber} group={group} role={role} />
        ))}
        {total > GROUPS_PER_PAGE && (
          <TablePagination
            component="div"
            count={total}
            page={page}
            rowsPerPage={GROUPS_PER_PAGE}
            rowsPerPageOptions={[]}
            onPageChange={(_event, next) => {
              setPage(next);
              window.scrollTo?.(0, 0);
            }}
            labelDisplayedRows={({ from, to, count }) => `Groups ${from}-${to} of ${formatCount(count)}`}
          />
        )}
      </Box>
    </Dialog>
  );
});
