import { preloadScreenOf } from './AppRoutes';
import { preloadRemoteRoutes } from './remotes/remoteRegistry';

jest.mock('./remotes/remoteRegistry', () => ({ ...jest.requireActual('./remotes/remoteRegistry'), preloadRemoteRoutes: jest.fn() }));

test.each([
  ['/', 'mfe-dashboard'],
  ['/dashboard', 'mfe-dashboard'],
  ['/audit', 'mfe-dashboard'],
  ['/messages', 'mfe-dashboard'],
  ['/registrations/REG-2026-000123', 'mfe-registrations'],
  ['/payments', 'mfe-payments'],
  ['/settings/users', 'mfe-settings'],
  ['/profile', 'no remote'],
  ['/registrationsx', 'no remote'],
  ['/auth/sign-in', 'no remote'],
])('the portal opened on %p fetches %p beside its start-up', (pathname, remote) => {
  jest.mocked(preloadRemoteRoutes).mockClear();
  preloadScreenOf(pathname);
  expect(jest.mocked(preloadRemoteRoutes).mock.calls).toEqual(remote === 'no remote' ? [] : [[remote]]);
});
