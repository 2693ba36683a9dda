import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'shared/platform/routing/router';
import { DEFAULT_FEATURE_FLAGS } from 'shared/domain/settings';
import { apiServer, apiUrl } from 'shared/testing/apiServer';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { ThemeModeProvider } from '../../../features/theme/ThemeModeProvider';
import { AppLayout } from './AppLayout';

jest.mock('../../../lib/auth/useSession', () => ({
  useSession: () => ({ status: 'signedIn', role: 'staff', user: { uid: 'u1', email: 'staff@example.org', displayName: 'Priya Nair' }, signOut: jest.fn(), userChanged: jest.fn() }),
}));

// The organisation's settings as GET /admin/portal-settings answers them; null: the call fails.
let settingsAnswer: { commandPalette: boolean } | null;

beforeEach(() => {
  apiServer.use(
    http.get(apiUrl('/admin/portal-settings'), () => (settingsAnswer
      ? HttpResponse.json({ organization: { name: 'Admin Portal', primaryColor: '#6366f1' }, featureFlags: { ...DEFAULT_FEATURE_FLAGS, ...settingsAnswer } })
      : HttpResponse.json({ message: 'down' }, { status: 500 }))),
    http.get(apiUrl('/admin/stats'), () => HttpResponse.json({ totalRegistrations: 12 })),
    http.get(apiUrl('/admin/profile'), () => HttpResponse.json({ uid: 'u1', email: 'staff@example.org', name: 'Priya Nair', phone: null, alternateEmail: null, avatarPath: null })),
  );
});

async function renderLayout() {
  const { store } = renderInPortal(
    <ThemeModeProvider>
      <Routes><Route path="/" element={<AppLayout />}><Route path="dashboard" element={<p>dashboard</p>} /></Route></Routes>
    </ThemeModeProvider>,
    { url: '/dashboard' },
  );
  // Settings, stats and profile all answered: the layout shows what the organisation chose.
  await screen.findByLabelText('Total registrations: 12');
  await waitFor(() => {
    const queries = Object.values(store.getState().api.queries);
    expect(queries.map((query) => query?.endpointName).sort()).toEqual(['getMyProfile', 'getPortalSettings', 'getStats']);
    expect(queries.every((query) => query?.status !== 'pending')).toBe(true);
  });
}

const searchButton = () => screen.queryByRole('button', { name: /Search registrations/ });
const paletteInput = () => screen.queryByRole('textbox', { name: 'Search commands and registrations' });

test('with the commandPalette flag on, the search button and Ctrl+K open the palette', async () => {
  settingsAnswer = { commandPalette: true };
  const user = userEvent.setup();
  await renderLayout();
  await user.keyboard('{Control>}k{/Control}');
  expect(paletteInput()).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(paletteInput()).not.toBeInTheDocument());
  await user.click(searchButton()!);
  expect(paletteInput()).toBeInTheDocument();
});

test('typing into the top bar search box opens the palette searching for what was typed', async () => {
  settingsAnswer = { commandPalette: true };
  const user = userEvent.setup();
  await renderLayout();
  act(() => searchButton()!.focus());
  await user.keyboard('r');
  expect(paletteInput()).toHaveValue('r');
  await user.keyboard('a');
  expect(paletteInput()).toHaveValue('ra');
});

test('with the commandPalette flag off, there is no search button and Ctrl+K does nothing', async () => {
  settingsAnswer = { commandPalette: false };
  const user = userEvent.setup();
  await renderLayout();
  await waitFor(() => expect(searchButton()).not.toBeInTheDocument());
  await user.keyboard('{Control>}k{/Control}');
  expect(paletteInput()).not.toBeInTheDocument();
});

test('when the settings cannot be read, the palette stays (the default is on)', async () => {
  settingsAnswer = null;
  const user = userEvent.setup();
  await renderLayout();
  expect(searchButton()).toBeInTheDocument();
  await user.keyboard('{Control>}k{/Control}');
  expect(paletteInput()).toBeInTheDocument();
});

test('staff, whom the settings screen does not admit, are offered Settings neither in the sidebar nor in the user menu', async () => {
  settingsAnswer = { commandPalette: true };
  await renderLayout();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: /Profile/ })).toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: /Settings/ })).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'User menu' }));
  expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'Settings' })).not.toBeInTheDocument();
});
