import type { MessageDescriptor } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EVERY_CENTRE_MESSAGE } from 'shared/ui/labelMessages';
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
import { MANAGED_ROLES, type ManagedRole } from 'shared/domain/settings/settings';
import type { Invitation, ManagedUser } from 'shared/domain/settings/settings-answers';
import { useSessionUid } from 'shared/hooks/useSessionRole';
import { useStaffActions } from '../hooks/useStaffActions';
import { CentersSelect, type CenterChoice } from './CentersSelect';
import { CopyLinkButton, InvitationSentMessage } from './InvitationSent';
import { InviteDialog } from './InviteDialog';
import { accountStatusWord, ROLE_DESCRIPTIONS } from '../roleWords';
import { labelsIn } from 'shared/ui/labelMessages';

const STATUS_COLORS = { active: 'success', invited: 'warning', inactive: 'default' } as const;

const isManagedRole = (role: string): role is ManagedRole => (MANAGED_ROLES as readonly string[]).includes(role);

function RoleCell({ user, own, onChange }: { user: ManagedUser; own: boolean; onChange: (role: ManagedRole) => void }) {
  const { t, i18n } = useLingui();
  if (user.status === 'inactive') return <>{labelsIn(i18n).role(user.role)}</>;
  const email = user.email;
  return (
    <TextField
      select
      size="small"
      value={user.role}
      // Nobody changes their own role (the API refuses it too); until the uid is known, no one's.
      disabled={own}
      helperText={own ? t`Your own role; another superadmin can change it.` : undefined}
      onChange={(event) => onChange(event.target.value as ManagedRole)}
      // The hint is read at full contrast, not greyed with the disabled select.
      slotProps={{ htmlInput: { 'aria-label': t`Role of ${email}` }, formHelperText: { disabled: false } }}
    >
      {/* A superadmin or an account with no role keeps showing what it is until changed. */}
      {!isManagedRole(user.role) && (
        <MenuItem value={user.role} disabled>
          {labelsIn(i18n).role(isStaffRole(user.role) ? user.role : 'user')}
        </MenuItem>
      )}
      {MANAGED_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {labelsIn(i18n).role(role)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The centres whose registrations the account sees; none chosen: every centre. A superadmin always sees every centre. */
function CentersCell({ user, choices, onChange }: { user: ManagedUser; choices: readonly CenterChoice[]; onChange: (centers: string[]) => void }) {
  const { t, i18n } = useLingui();
  if (user.status === 'inactive' || user.role === 'superadmin')
    return <>{user.centers.length === 0 ? i18n._(EVERY_CENTRE_MESSAGE) : user.centers.join(', ')}</>;
  const email = user.email;
  return <CentersSelect size="small" value={user.centers} choices={choices} onChange={onChange} label={{ ariaLabel: t`Centers of ${email}` }} />;
}

/** What a confirmation asks, and the button that does it (its consequence: `Consequence`). */
interface UserAction {
  id: 'remove' | 'sign-out-everywhere' | 'reset-second-factor';
  title: MessageDescriptor;
  confirm: MessageDescriptor;
}

/** Removal locks a person out at once, so it is asked for once more, naming who. */
const REMOVAL: UserAction = { id: 'remove', title: msg`Remove user?`, confirm: msg`Remove` };

/** Signing out everywhere ends whatever the person is doing, on every device. */
const SIGN_OUT_EVERYWHERE: UserAction = { id: 'sign-out-everywhere', title: msg`Sign out everywhere?`, confirm: msg`Sign out everywhere` };

/** For someone who lost every passkey: nothing of theirs is left to confirm a sign-in with, so they add a new one. */
const RESET_SECOND_FACTOR: UserAction = { id: 'reset-second-factor', title: msg`Reset second factor?`, confirm: msg`Reset second factor` };

/** What an action does to the person, naming them and their role, in one sentence a translator can reorder. */
function Consequence({ action, email, role }: { action: UserAction; email: string; role: string }) {
  switch (action.id) {
    case 'remove':
      return (
        <Trans>
          <strong>{email}</strong> ({role}) will be signed out and can no longer sign in. Their audit history stays.
        </Trans>
      );
    case 'sign-out-everywhere':
      return (
        <Trans>
          <strong>{email}</strong> ({role}) will be signed out on every device at once, and can sign in again with their password.
        </Trans>
      );
    case 'reset-second-factor':
      return (
        <Trans>
          <strong>{email}</strong> ({role}) will lose every passkey and be signed out on every device at once. They sign in again with their password and add a
          new passkey; only then can they confirm money actions again.
        </Trans>
      );
  }
}

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
  const { i18n } = useLingui();
  const titleId = `${action.id}-title`;
  return (
    <Dialog open={user !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{i18n._(action.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          <Consequence action={action} email={user?.email ?? ''} role={user ? labelsIn(i18n).role(user.role) : ''} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {i18n._(action.confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A new invitation link that could not be e-mailed, to hand over. */
function ResentInvitationDialog({ invitation, onClose }: { invitation: Invitation | null; onClose: () => void }) {
  return (
    <Dialog open={invitation !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="resent-invitation-title">
      <DialogTitle id="resent-invitation-title">
        <Trans>Invitation sent again</Trans>
      </DialogTitle>
      <DialogContent>{invitation && <InvitationSentMessage invitation={invitation} />}</DialogContent>
      <DialogActions>
        {invitation && <CopyLinkButton invitation={invitation} />}
        <Button variant="contained" onClick={onClose}>
          <Trans>Done</Trans>
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
  const { t, i18n } = useLingui();
  const labels = labelsIn(i18n);
  const roleOf = (user: ManagedUser) => (
    <RoleCell user={user} own={ownUid === null || user.id === ownUid} onChange={(role) => void actions.changeRole(user, role)} />
  );
  const centersOf = (user: ManagedUser) => <CentersCell user={user} choices={choices} onChange={(centers) => void actions.changeCenters(user, centers)} />;
  const statusOf = (user: ManagedUser) => <Chip size="small" label={accountStatusWord(i18n, user.status)} color={STATUS_COLORS[user.status]} />;
  // Nobody removes themselves (the API refuses it too); until the uid is known, no one.
  const removeOf = (user: ManagedUser) =>
    user.status !== 'inactive' &&
    ownUid !== null &&
    user.id !== ownUid && (
      <Button color="error" size="small" onClick={() => setRemoving(user)} aria-label={t`Remove ${ph({ email: user.email })}`}>
        <Trans>Remove</Trans>
      </Button>
    );
  // An action on someone else who is active, asked once more in its dialog; one's own sessions and
  // passkeys are Profile > Security's (the API refuses both here too).
  const onColleague = (user: ManagedUser, label: string, ariaLabel: string, open: (user: ManagedUser) => void) =>
    user.status === 'active' &&
    ownUid !== null &&
    user.id !== ownUid && (
      <Button size="small" onClick={() => open(user)} aria-label={ariaLabel}>
        {label}
      </Button>
    );
  // Someone signed in somewhere (a lost phone, a shared computer).
  const signOutOf = (user: ManagedUser) => onColleague(user, t`Sign out everywhere`, t`Sign out everywhere: ${ph({ email: user.email })}`, setSigningOut);
  // Someone who lost every passkey.
  const resetOf = (user: ManagedUser) => onColleague(user, t`Reset second factor`, t`Reset second factor: ${ph({ email: user.email })}`, setResetting);
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
        aria-label={t`Resend invitation to ${ph({ email: user.email })}`}
      >
        <Trans>Resend invitation</Trans>
      </Button>
    );

  return (
    <Stack spacing={3}>
      <Card>
        <CardHeader title={t`Roles`} />
        <CardContent>
          <Stack spacing={1}>
            {MANAGED_ROLES.map((role) => (
              <Typography key={role} variant="body2">
                <strong>{labels.role(role)}</strong>: {i18n._(ROLE_DESCRIPTIONS[role])}
              </Typography>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title={t`Users`}
          subheader={t`Staff who can sign in to the portal`}
          action={
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
              <Trans>Invite User</Trans>
            </Button>
          }
        />
        <CardContent>
          {isError && (
            <Alert severity="error">
              <Trans>Could not load the users.</Trans>
            </Alert>
          )}
          {phone ? (
            // On a phone, a card an account, its role, centres and Remove in reach (the table's last columns were off-screen).
            <PhoneCardList
              aria-label={t`Users`}
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
                  <Typography
                    variant="body2"
                    color="textSecondary"
                  >{t`Last active: ${ph({ lastActive: labels.lastActive(user.lastActive, now) })}`}</Typography>
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
            <DensityTable aria-label={t`Users`}>
              <TableHead>
                <TableRow>
                  <TableCell>
                    <Trans>Name</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans>Email</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans>Role</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans>Centers</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans>Status</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans>Last active</Trans>
                  </TableCell>
                  <TableCell align="right">
                    <Trans>Actions</Trans>
                  </TableCell>
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
                    <TableCell>{labels.lastActive(user.lastActive, now)}</TableCell>
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
