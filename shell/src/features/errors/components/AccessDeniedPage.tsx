import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { Box, Button, Stack, Typography } from 'shared/platform/ui/mui';
import { can } from 'shared/domain/common/permissions';
import { useNavigate } from 'shared/platform/routing/router';
import { useSession } from '../../../lib/auth/useSession';
import { useSignOut } from '../../../lib/auth/useSignOut';
import { PATHS } from 'shared/routes/paths';
import { forgetWelcome } from '../../../lib/auth/welcome';
import { useLabels } from 'shared/ui/labelMessages';

export function AccessDeniedPage() {
  const { role: sessionRole, user } = useSession();
  // The role in the page's language (the message calls it {role}).
  const role = useLabels().role(sessionRole);
  const signOut = useSignOut();
  const navigate = useNavigate();
  // The dashboard needs the read permission: without it the Dashboard button would lead back here.
  const canRead = can(sessionRole, 'read');
  useEffect(forgetWelcome, []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480 }}>
        <Typography variant="h3" component="h1">
          <Trans>Access denied</Trans>
        </Typography>
        <Typography>
          <Trans>You do not have permission to view this page.</Trans>
        </Typography>
        <Typography color="textSecondary">
          <Trans>
            Your role: <strong>{role}</strong>
          </Trans>
        </Typography>
        {!canRead && (
          <Typography>
            <Trans>Your account has no role in the portal yet. Ask a superadmin to give you one.</Trans>
          </Typography>
        )}
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" onClick={() => navigate(-1)}>
            <Trans>Go Back</Trans>
          </Button>
          {canRead && (
            <Button variant="contained" onClick={() => navigate(PATHS.dashboard)}>
              <Trans>Dashboard</Trans>
            </Button>
          )}
        </Stack>
        {/* /403 has no layout, so no user menu: a signed-in person with no role leaves from here. */}
        {user && (
          <Button onClick={() => void signOut().then(() => navigate(PATHS.signIn, { replace: true }))}>
            <Trans>Sign out</Trans>
          </Button>
        )}
      </Stack>
    </Box>
  );
}
