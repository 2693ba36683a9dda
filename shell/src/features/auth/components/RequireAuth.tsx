import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Box, CircularProgress } from 'shared/platform/ui/mui';
import { Navigate, useLocation } from 'shared/platform/routing/router';
import { can, type Permission } from 'shared/domain/common/permissions';
import { PATHS } from 'shared/routes/paths';
import { useSession } from '../../../lib/auth/useSession';
import { SessionUnavailable } from './SessionUnavailable';

/**
 * The protected-route guard: spinner while checking, sign-in when signed out, /403 without the
 * permission, and words when no session can be checked at all.
 */
export function RequireAuth({ permission = 'read', children }: { permission?: Permission; children: ReactNode }) {
  const { t } = useLingui();
  const { status, role } = useSession();
  const location = useLocation();
  if (status === 'checking') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label={t`Checking your session`} />
      </Box>
    );
  }
  if (status === 'unavailable') return <SessionUnavailable />;
  if (status === 'signedOut') return <Navigate to={PATHS.signIn} replace state={{ from: location }} />;
  if (!can(role, permission)) return <Navigate to={PATHS.accessDenied} replace />;
  return <>{children}</>;
}
