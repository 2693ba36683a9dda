import { Navigate, Route, Routes } from 'react-router-dom';
import type { Permission } from 'shared/domain/permissions';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { SignInPage } from '../features/auth/components/SignInPage';
import { AccessDeniedPage } from '../features/errors/components/AccessDeniedPage';
import { NotFoundPage } from '../features/errors/components/NotFoundPage';
import { AppLayout } from '../features/layout/components/AppLayout';
import { ProfilePage } from '../features/profile/components/ProfilePage';
import { RemoteRoute } from './remotes/RemoteRoute';

/** The spec's route table: which remote serves which path, and the permission it needs. */
export const REMOTE_ROUTES: { path: string; remote: string; permission: Permission }[] = [
  { path: '/dashboard/*', remote: 'mfe-dashboard', permission: 'read' },
  { path: '/audit/*', remote: 'mfe-dashboard', permission: 'read' },
  { path: '/registrations/*', remote: 'mfe-registrations', permission: 'read' },
  { path: '/payments/*', remote: 'mfe-payments', permission: 'read' },
  { path: '/settings/*', remote: 'mfe-settings', permission: 'admin' },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/auth/sign-in" element={<SignInPage />} />
      <Route path="/403" element={<AccessDeniedPage />} />
      <Route path="/" element={<RequireAuth><AppLayout /></RequireAuth>}>
        <Route index element={<Navigate to="/dashboard" replace />} />
        {/* Keyed by remote: one remote's load failure must not follow the user to another. */}
        {REMOTE_ROUTES.map(({ path, remote, permission }) => (
          <Route key={path} path={path} element={<RequireAuth permission={permission}><RemoteRoute key={remote} remote={remote} /></RequireAuth>} />
        ))}
        <Route path="/profile" element={<ProfilePage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
