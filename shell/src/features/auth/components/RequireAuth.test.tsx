import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { englishForTests } from 'shared/testing/renderInPortal';
import { MemoryRouter, Route, Routes } from 'shared/platform/routing/router';
import type { Role } from 'shared/domain/common/enums';
import { RequireAuth } from './RequireAuth';

const mockSession = { status: 'checking', role: 'user' as Role };
jest.mock('../../../lib/auth/useSession', () => ({ useSession: () => mockSession }));

// The guard's words come from the shell's catalogue: the portal draws it inside its language.
const english = englishForTests();
const inEnglish = ({ children }: { children: ReactNode }) => <I18nProvider i18n={english}>{children}</I18nProvider>;

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/auth/sign-in" element={<p>sign-in page</p>} />
        <Route path="/403" element={<p>access denied page</p>} />
        <Route
          path="/registrations"
          element={
            <RequireAuth>
              <p>registrations</p>
            </RequireAuth>
          }
        />
        <Route
          path="/settings"
          element={
            <RequireAuth permission="admin">
              <p>settings</p>
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
    { wrapper: inEnglish },
  );
}

test('shows a spinner while the session is being checked', () => {
  Object.assign(mockSession, { status: 'checking', role: 'user' });
  renderAt('/registrations');
  expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeInTheDocument();
});

test('sends a signed-out visitor to sign-in', () => {
  Object.assign(mockSession, { status: 'signedOut', role: 'user' });
  renderAt('/registrations');
  expect(screen.getByText('sign-in page')).toBeInTheDocument();
});

test.each<[Role, string, string]>([
  ['viewer', '/registrations', 'registrations'],
  ['viewer', '/settings', 'access denied page'],
  ['staff', '/settings', 'access denied page'],
  ['admin', '/settings', 'settings'],
  ['superadmin', '/settings', 'settings'],
  ['user', '/registrations', 'access denied page'],
])('%s at %s sees the %s', (role, path, expected) => {
  Object.assign(mockSession, { status: 'signedIn', role });
  renderAt(path);
  expect(screen.getByText(expected)).toBeInTheDocument();
});

test('says so, and offers a reload, when no session can be checked at all', () => {
  Object.assign(mockSession, { status: 'unavailable', role: 'user' });
  renderAt('/registrations');
  expect(screen.getByRole('heading', { name: 'Your session could not be checked' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('The sign-in service did not load.');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(screen.queryByText('sign-in page')).not.toBeInTheDocument();
  expect(screen.queryByText('registrations')).not.toBeInTheDocument();
});
