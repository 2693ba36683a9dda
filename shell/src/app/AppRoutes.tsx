import { lazy, Suspense, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'shared/platform/routing/router';
import type { Permission } from 'shared/domain/common/permissions';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { pathAfterSignIn } from '../features/auth/afterSignIn';
import { welcomeOnNextPage } from '../lib/auth/welcome';
import { preloadRemoteRoutes } from './remotes/remoteRegistry';
import { RemoteLoading, RemoteRoute } from './remotes/RemoteRoute';
import { SecondFactorGate } from './SecondFactorGate';
import { useStaticFrameReplaced } from './layout/hooks/useStaticFrameReplaced';
import { usePreloadOnFirstInput } from './usePreloadOnFirstInput';
import { lazyWithPreload } from 'shared/ui/lazyWithPreload';
import { PATHS } from 'shared/routes/paths';

/** The spec's route table: which remote serves which path, its screen's name, and the permission it needs. */
export const REMOTE_ROUTES: { path: string; remote: string; screen: MessageDescriptor; permission: Permission }[] = [
  { path: `${PATHS.dashboard}/*`, remote: 'mfe-dashboard', screen: msg`Dashboard`, permission: 'read' },
  { path: `${PATHS.audit}/*`, remote: 'mfe-dashboard', screen: msg`Audit Trail`, permission: 'read' },
  { path: `${PATHS.messages}/*`, remote: 'mfe-dashboard', screen: msg`Messages`, permission: 'admin' },
  { path: `${PATHS.registrations}/*`, remote: 'mfe-registrations', screen: msg`Registrations`, permission: 'read' },
  { path: `${PATHS.payments}/*`, remote: 'mfe-payments', screen: msg`Payments`, permission: 'read' },
  { path: `${PATHS.settings}/*`, remote: 'mfe-settings', screen: msg`Settings`, permission: 'admin' },
];

// Split off so that the sign-in page's first load does not carry the layout, palette and profile.
const appLayout = lazyWithPreload(() => import('./layout/components/AppLayout').then((m) => m.AppLayout));
const AppLayout = appLayout.Component;
// A signed-in first load (the stand-alone page serves /auth/sign-in opened by its address) does not carry the form.
const SignInPage = lazy(() => import('../features/auth/components/SignInPage').then((m) => ({ default: m.SignInPage })));
const ProfilePage = lazy(() => import('../features/profile/components/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const AccessDeniedPage = lazy(() => import('../features/errors/components/AccessDeniedPage').then((m) => ({ default: m.AccessDeniedPage })));
const NotFoundPage = lazy(() => import('../features/errors/components/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

const basePath = (path: string) => path.replace(/\/\*$/, '');

/**
 * The layout and the remote that serve `pathname` (`/` leads to the dashboard). The portal opened on
 * an address fetches them beside Firebase's session check and the person's preferences, rather than
 * after both: the dashboard's heading painted 0.3 s sooner in Chromium.
 */
export function preloadScreenOf(pathname: string) {
  appLayout.preload();
  const path = pathname === '/' ? PATHS.dashboard : pathname;
  const route = REMOTE_ROUTES.find((remoteRoute) => path === basePath(remoteRoute.path) || path.startsWith(`${basePath(remoteRoute.path)}/`));
  if (route) preloadRemoteRoutes(route.remote);
}

/** What a successful sign-in shows next: fetched while the user types, so it is ready on submit. */
export const preloadLanding = () => preloadScreenOf(PATHS.dashboard);

/** A page drawn in place of the portal's frame (index.html's static one goes when it shows). */
function InPlaceOfFrame({ children }: { children: ReactNode }) {
  useStaticFrameReplaced();
  return children;
}

function SignInRoute() {
  useStaticFrameReplaced();
  usePreloadOnFirstInput(preloadLanding);
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = () => {
    welcomeOnNextPage();
    navigate(pathAfterSignIn(location.state), { replace: true });
  };
  return <SignInPage onSignedIn={signedIn} />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<RemoteLoading />}>
      <Routes>
        <Route path={PATHS.signIn} element={<SignInRoute />} />
        <Route
          path={PATHS.accessDenied}
          element={
            <InPlaceOfFrame>
              <AccessDeniedPage />
            </InPlaceOfFrame>
          }
        />
        <Route
          path="/"
          element={
            <RequireAuth>
              <SecondFactorGate>
                <AppLayout />
              </SecondFactorGate>
            </RequireAuth>
          }
        >
          <Route index element={<Navigate to={PATHS.dashboard} replace />} />
          {/* Keyed by remote: one remote's load failure must not follow the user to another. */}
          {REMOTE_ROUTES.map(({ path, remote, screen, permission }) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireAuth permission={permission}>
                  <RemoteRoute key={remote} remote={remote} screen={screen} />
                </RequireAuth>
              }
            />
          ))}
          <Route path={PATHS.profile} element={<ProfilePage />} />
        </Route>
        <Route
          path="*"
          element={
            <InPlaceOfFrame>
              <NotFoundPage />
            </InPlaceOfFrame>
          }
        />
      </Routes>
    </Suspense>
  );
}
