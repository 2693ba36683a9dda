import { useState } from 'react';
import { EVERY_CENTRE_LABEL } from 'shared/domain/common/labels';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  useMediaQuery,
} from '@mui/material';
import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, Stack, Typography } from 'shared/platform/ui/mui';
import { DensityTable } from 'shared/ui/DensityTable';
import { PhoneCardList } from 'shared/ui/PhoneCardList';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useGetCenterScopeQuery } from 'shared/platform/api/centerScopeApi';
import { useGetStaffAccountsQuery } from '../api/staffAccountsApi';
import { isStaffRole } from 'shared/domain/common/permissions';
import { MANAGED_ROLES, ROLE_DESCRIPTIONS, type ManagedRole } from 'shared/domain/settings/settings';
import type { Invitation, ManagedUser } from 'shared/domain/settings/settings-answers';
import { formatLastActive } from 'shared/format/dates';
import { useSessionUid } from 'shared/hooks/useSessionRole';
import { useStaffActions } from '../hooks/useStaffActions';
import { CentersSelect, type CenterChoice } from './CentersSelect';
import { CopyLinkButton, InvitationSentMessage } from './InvitationSent';
import { InviteDialog } from './InviteDialog';

const STATUS_COLORS = { active: 'success', invited: 'warning', inactive: 'default' } as const;

const isManagedRole = (role: string): role is ManagedRole => (MANAGED_ROLES as readonly string[]).includes(role);

function RoleCell({ user, own, onChange }: { user: ManagedUser; own: boolean; onChange: (role: ManagedRole) => void }) {
  if (user.status === 'inactive') return <>{user.role}</>;
  return (
    <TextField
      select
      size="small"
      value={user.role}
      // Nobody changes their own role (the API refuses it too); until the uid is known, no one's.
      disabled={own}
      helperText={own ? 'Your own role; another superadmin can change it.' : undefined}
      onChange={(event) => onChange(event.target.value as ManagedRole)}
      // The hint is read at full contrast, not greyed with the disabled select.
      slotProps={{ htmlInput: { 'aria-label': `Role of ${user.email}` }, formHelperText: { disabled: false } }}
    >
      {/* A superadmin or an account with no role keeps showing what it is until changed. */}
      {!isManagedRole(user.role) && (
        <MenuItem value={user.role} disabled>
          {isStaffRole(user.role) ? user.role : 'user'}
        </MenuItem>
      )}
      {MANAGED_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {role}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The centres whose registrations the account sees; none chosen: every centre. A superadmin always sees every centre. */
function CentersCell({ user, choices, onChange }: { user: ManagedUser; choices: readonly CenterChoice[]; onChange: (centers: string[]) => void }) {
  if (user.status === 'inactive' || user.role === 'superadmin') return <>{user.centers.length === 0 ? EVERY_CENTRE_LABEL : user.centers.join(', ')}</>;
  return <CentersSelect size="small" value={user.centers} choices={choices} onChange={onChange} label={{ ariaLabel: `Centers of ${user.email}` }} />;
}

/** What a confirmation asks, and the button that does it. */
interface UserAction {
  title: string;
  consequence: string;
  confirm: string;
}

/** Removal locks a person out at once, so it is asked for once more, naming who. */
const REMOVAL: UserAction = {
  title: 'Remove user?',
  consequence: 'will be signed out and can no longer sign in. Their audit history stays.',
  confirm: 'Remove',
};

/** Signing out everywhere ends whatever the person is doing, on every device. */
const SIGN_OUT_EVERYWHERE: UserAction = {
  title: 'Sign out everywhere?',
  consequence: 'will be signed out on every device at once, and can sign in again with their password.',
  confirm: 'Sign out everywhere',
};

/** For someone who lost every passkey: nothing of theirs is left to confirm a sign-in with, so they add a new one. */
const RESET_SECOND_FACTOR: UserAction = {
  title: 'Reset second factor?',
  consequence:
    'will lose every passkey and be signed out on every device at once. They sign in again with their password and add a new passkey; only then can they confirm money actions again.',
  confirm: 'Reset second factor',
};

function ConfirmUserDialog({
  action,
  user,
  busy,
  onConfirm,
  onClose,
}: {
  action: UserAction;
  user: ManagedUser | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = `${action.confirm.toLowerCase().replace(/ /g, '-')}-title`;
  return (
    <Dialog open={user !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{action.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          <strong>{user?.email}</strong> ({user?.role}) {action.consequence}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {action.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A new invitation link that could not be e-mailed, to hand over. */
function ResentInvitationDialog({ invitation, onClose }: { invitation: Invitation | null; onClose: () => void }) {
  return (
    <Dialog open={invitation !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="resent-invitation-title">
      <DialogTitle id="resent-invitation-title">Invitation sent again</DialogTitle>
      <DialogContent>{invitation && <InvitationSentMessage invitation={invitation} />}</DialogContent>
      <DialogActions>
        {invitation && <CopyLinkButton invitation={invitation} />}
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Users tab: role descriptions, the staff accounts with role change, new invitation links, signing out everywhere, resetting a second factor and removal, and invitations. */
export function UsersTab() {
  const { data: users = [], isError } = useGetStaffAccountsQuery();
  // Every centre: a superadmin sees them all.
  const { data: centerChoices } = useGetCenterScopeQuery();
  const choices = centerChoices?.centers ?? [];
  const actions = useStaffActions();
  const ownUid = useSessionUid();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<ManagedUser | null>(null);
  const [signingOut, setSigningOut] = useState<ManagedUser | null>(null);
  const [resetting, setResetting] = useState<ManagedUser | null>(null);
  const [resent, setResent] = useState<Invitation | null>(null);
  const now = new Date();
  const phone = useMediaQuery('(max-width:599.95px)');
  const roleOf = (user: ManagedUser) => (
    <RoleCell user={user} own={ownUid === null || user.id === ownUid} onChange={(role) => void actions.changeRole(user, role)} />
  );
  const centersOf = (user: ManagedUser) => <CentersCell user={user} choices={choices} onChange={(centers) => void actions.changeCenters(user, centers)} />;
  const statusOf = (user: ManagedUser) => <Chip size="small" label={user.status} color={STATUS_COLORS[user.status]} />;
  // Nobody removes themselves (the API refuses it too); until the uid is known, no one.
  const removeOf = (user: ManagedUser) =>
    user.status !== 'inactive' &&
    ownUid !== null &&
    user.id !== ownUid && (
      <Button color="error" size="small" onClick={() => setRemoving(user)} aria-label={`Remove ${user.email}`}>
        Remove
      </Button>
    );
  // An action on someone else who is active, asked once more in its dialog; one's own sessions and
  // passkeys are Profile > Security's (the API refuses both here too).
  const onColleague = (user: ManagedUser, label: string, open: (user: ManagedUser) => void) =>
    user.status === 'active' &&
    ownUid !== null &&
    user.id !== ownUid && (
      <Button size="small" onClick={() => open(user)} aria-label={`${label}: ${user.email}`}>
        {label}
      </Button>
    );
  // Someone signed in somewhere (a lost phone, a shared computer).
  const signOutOf = (user: ManagedUser) => onColleague(user, 'Sign out everywhere', setSigningOut);
  // Someone who lost every passkey.
  const resetOf = (user: ManagedUser) => onColleague(user, 'Reset second factor', setResetting);
  // Someone who has not signed in yet may have lost the link, or let it expire.
  const resendOf = (user: ManagedUser) =>
    user.status === 'invited' && (
      <Button
        size="small"
        disabled={actions.resending}
        onClick={() =>
          void actions.resendInvitation(user).then((invitation) => {
            // E-mailed, the notice says so; otherwise the link is shown to hand over.
            if (invitation && !invitation.emailed) setResent(invitation);
          })
        }
        aria-label={`Resend invitation to ${user.email}`}
      >
        Resend invitation
      </Button>
    );

  return (
    <Stack spacing={3}>
      <Card>
        <CardHeader title="Roles" />
        <CardContent>
          <Stack spacing={1}>
            {MANAGED_ROLES.map((role) => (
              <Typography key={role} variant="body2">
                <strong>{role}</strong>: {ROLE_DESCRIPTIONS[role]}
              </Typography>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title="Users"
          subheader="Staff who can sign in to the portal"
          action={
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
              Invite User
            </Button>
          }
        />
        <CardContent>
          {isError && <Alert severity="error">Could not load the users.</Alert>}
          {phone ? (
            // On a phone, a card an account, its role, centres and Remove in reach (the table's last columns were off-screen).
            <PhoneCardList
              aria-label="Users"
              items={users}
              itemKey={(user) => user.id}
              itemData={(user) => ({ 'data-email': user.email })}
              card={(user) => (
                <>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{user.name}</Typography>
                      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                        {user.email}
                      </Typography>
                    </Box>
                    {statusOf(user)}
                  </Box>
                  <Typography variant="body2" color="textSecondary">{`Last active: ${formatLastActive(user.lastActive, now)}`}</Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    {roleOf(user)}
                    {centersOf(user)}
                    {resendOf(user)}
                    {signOutOf(user)}
                    {resetOf(user)}
                    {removeOf(user)}
                  </Box>
                </>
              )}
            />
          ) : (
            <DensityTable aria-label="Users">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Email</TableCell>
                  <TableCell>Role</TableCell>
                  <TableCell>Centers</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Last active</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {users.map((user) => (
                  <TableRow key={user.id} data-email={user.email}>
                    <TableCell>{user.name}</TableCell>
                    <TableCell>{user.email}</TableCell>
                    <TableCell>{roleOf(user)}</TableCell>
                    <TableCell>{centersOf(user)}</TableCell>
                    <TableCell>{statusOf(user)}</TableCell>
                    <TableCell>{formatLastActive(user.lastActive, now)}</TableCell>
                    <TableCell align="right">
                      {/* One above the other: side by side they pushed the column past the card's edge. */}
                      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
                        {resendOf(user)}
                        {signOutOf(user)}
                        {resetOf(user)}
                        {removeOf(user)}
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </DensityTable>
          )}
        </CardContent>
      </Card>
      {inviting && <InviteDialog centerChoices={choices} onClose={() => setInviting(false)} />}
      <ResentInvitationDialog invitation={resent} onClose={() => setResent(null)} />
      <ConfirmUserDialog
        action={REMOVAL}
        user={removing}
        busy={actions.removing}
        onConfirm={() => {
          if (removing) void actions.remove(removing).then((removed) => removed && setRemoving(null));
        }}
        onClose={() => setRemoving(null)}
      />
      <ConfirmUserDialog
        action={SIGN_OUT_EVERYWHERE}
        user={signingOut}
        busy={actions.signingOut}
        onConfirm={() => {
          if (signingOut) void actions.signOutEverywhere(signingOut).then((done) => done && setSigningOut(null));
        }}
        onClose={() => setSigningOut(null)}
      />
      <ConfirmUserDialog
        action={RESET_SECOND_FACTOR}
        user={resetting}
        busy={actions.resetting}
        onConfirm={() => {
          if (resetting) void actions.resetSecondFactor(resetting).then((done) => done && setResetting(null));
        }}
        onClose={() => setResetting(null)}
      />
    </Stack>
  );
}
