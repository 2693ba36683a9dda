import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/platform/routing/router';
import { DEFAULT_FEATURE_FLAGS } from 'shared/platform/settings/featureFlags';
import { formatDate } from 'shared/format/dates';
import { formatCount } from 'shared/format/numbers';
import { DEFAULT_PREFERENCES, setDisplayFormat, type Preferences } from 'shared/platform/settings/preferences';
import { recordApiRequests, serveApi, type Answer } from 'shared/testing/apiServer';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { ThemeModeProvider } from '../../../features/theme/ThemeModeProvider';
import { rememberedPreferences, rememberPreferences } from '../utils/rememberedPreferences';
import { AppLayout } from './AppLayout';

let mockRole = 'staff';
jest.mock('../../../lib/auth/useSession', () => ({
  useSession: () => ({
    status: 'signedIn',
    role: mockRole,
    user: { uid: 'u1', email: 'staff@example.org', displayName: 'Priya Nair' },
    signOut: jest.fn(),
    userChanged: jest.fn(),
  }),
}));

// The organisation's settings as GET /admin/portal-settings answers them; null: the call fails.
let settingsAnswer: { commandPalette: boolean } | null;
// The signed-in person's preferences as GET /admin/profile/preferences answers them.
let preferencesAnswer: Preferences;

beforeEach(() => {
  mockRole = 'staff';
  localStorage.clear();
  preferencesAnswer = DEFAULT_PREFERENCES;
  serveApi({
    'GET /admin/portal-settings': () =>
      settingsAnswer
        ? { body: { organization: { name: 'Admin Portal', primaryColor: '#6366f1' }, featureFlags: { ...DEFAULT_FEATURE_FLAGS, ...settingsAnswer } } }
        : { status: 500, body: { message: 'down' } },
    'GET /admin/stats': { body: { totalRegistrations: 12 } },
    // The palette says the person's centres once a search starts (CenterScopeNote).
    'GET /admin/registrations/centers': { body: { centers: [], allCenters: true } },
    'GET /admin/profile': { body: { uid: 'u1', email: 'staff@example.org', name: 'Priya Nair', phone: null, alternateEmail: null, avatarPath: null } },
    'GET /admin/profile/preferences': () => ({ body: preferencesAnswer }),
    // The live event stream: one sync, then open until the layout goes (it aborts the request).
    'GET /admin/events': () =>
      new Response(
        new ReadableStream({
          start: (controller) => controller.enqueue(new TextEncoder().encode('id: a.0\nevent: sync\ndata: {"live":true,"resync":true}\n\n')),
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      ),
  });
});
afterEach(() => setDisplayFormat({ locale: 'en-IN', timeZone: 'Asia/Kolkata' }));

/** A screen showing a number and a date, as the remotes do. */
function Figures() {
  return (
    <p>
      {formatCount(1234567)} on {formatDate('2026-11-21T20:00:00Z')}
    </p>
  );
}

function mountLayout() {
  return renderInPortal(
    <ThemeModeProvider>
      <Routes>
        <Route path="/" element={<AppLayout />}>
          <Route path="dashboard" element={<Figures />} />
        </Route>
      </Routes>
    </ThemeModeProvider>,
    { url: '/dashboard' },
  );
}

async function renderLayout() {
  const { store } = mountLayout();
  // Settings, stats and profile all answered: the layout shows what the organisation chose.
  await screen.findByLabelText('Total registrations: 12');
  await waitFor(() => {
    const queries = Object.values(store.getState().api.queries);
    expect(queries.map((query) => query?.endpointName).sort()).toEqual(['getMyProfile', 'getPortalSettings', 'getPreferences', 'getStats']);
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

test('staff, whom the settings and messages screens do not admit, are offered Settings neither in the sidebar nor in the user menu, nor Messages', async () => {
  settingsAnswer = { commandPalette: true };
  await renderLayout();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: /Profile/ })).toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: /Settings/ })).not.toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'User menu' }));
  expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'Settings' })).not.toBeInTheDocument();
});

test('an admin is offered Messages in the sidebar, beside the audit trail, and not Settings', async () => {
  mockRole = 'admin';
  settingsAnswer = { commandPalette: true };
  await renderLayout();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: /Messages/ })).toHaveAttribute('href', '/messages');
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([expect.stringMatching(/^Dashboard/), expect.stringMatching(/^Registrations/), 'Payments', 'Audit Trail', 'Messages', 'Profile']);
});

test("with the person's keyboard shortcuts off, Ctrl+K, Ctrl+B and '/' do nothing and the search button says so", async () => {
  settingsAnswer = { commandPalette: true };
  preferencesAnswer = { ...DEFAULT_PREFERENCES, keyboardShortcuts: false };
  const user = userEvent.setup();
  await renderLayout();
  expect(searchButton()).toHaveTextContent('Shortcuts off');
  expect(searchButton()).not.toHaveTextContent('Ctrl K');
  const sidebarCollapsed = () => document.querySelector('[data-collapsed]')?.getAttribute('data-collapsed');
  expect(sidebarCollapsed()).toBe('false');
  await user.keyboard('{Control>}k{/Control}');
  await user.keyboard('{Control>}b{/Control}');
  expect(paletteInput()).not.toBeInTheDocument();
  expect(sidebarCollapsed()).toBe('false');
  // The button itself still opens the palette.
  await user.click(searchButton()!);
  expect(paletteInput()).toBeInTheDocument();
});

test("the screen's dates and numbers follow the person's locale and time zone", async () => {
  settingsAnswer = { commandPalette: true };
  await renderLayout();
  expect(screen.getByText('12,34,567 on 22 Nov 2026')).toBeInTheDocument();
  preferencesAnswer = { ...DEFAULT_PREFERENCES, locale: 'en-US', timezone: 'America/New_York' };
  cleanup();
  await renderLayout();
  await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent('1,234,567 on Nov 21, 2026'));
});

describe('preferences this browser remembers', () => {
  const NEW_YORK = { ...DEFAULT_PREFERENCES, locale: 'en-US', timezone: 'America/New_York' };
  // The preferences call held open until the test answers it.
  let answerPreferences: (answer: Answer) => void;
  beforeEach(() => {
    settingsAnswer = { commandPalette: true };
    serveApi({
      'GET /admin/profile/preferences': () =>
        new Promise<Answer>((resolve) => {
          answerPreferences = resolve;
        }),
    });
  });

  test('a theme chosen before they have arrived stays when they come, and is saved over them', async () => {
    serveApi({ 'PUT /admin/profile/preferences': ({ body }) => ({ body: body as Preferences }) });
    const calls = recordApiRequests();
    mountLayout();
    await screen.findByLabelText('Total registrations: 12');
    // The preference the portal draws with, as it keeps it for the next start's frame.
    const drawn = () => localStorage.getItem('admin-portal-theme');
    expect(drawn()).toBe('system');
    // A click alone: userEvent's hover first swaps the deferred tooltip in under the pointer here.
    fireEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));
    await waitFor(() => expect(drawn()).toBe('dark'));
    // They say light, as stored before this choice.
    act(() => answerPreferences({ body: { ...DEFAULT_PREFERENCES, theme: 'light' } }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...DEFAULT_PREFERENCES, theme: 'dark' }));
    expect(drawn()).toBe('dark');
  });

  test("the person's own draw the screen at once, and it follows what the API answers when it answers", async () => {
    rememberPreferences('u1', NEW_YORK);
    const calls = recordApiRequests();
    mountLayout();
    await screen.findByText('1,234,567 on Nov 21, 2026');
    // Read again all the same: they may have been changed on another device.
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/admin/profile/preferences'));
    act(() => answerPreferences({ body: DEFAULT_PREFERENCES }));
    await screen.findByText('12,34,567 on 22 Nov 2026');
    expect(rememberedPreferences('u1')).toEqual(DEFAULT_PREFERENCES);
  });

  test("another person's are not used: the screen waits for the API", async () => {
    rememberPreferences('u2', NEW_YORK);
    mountLayout();
    await screen.findByLabelText('Total registrations: 12');
    expect(screen.queryByText(/on (Nov 21|22 Nov) 2026/)).not.toBeInTheDocument();
    act(() => answerPreferences({ body: DEFAULT_PREFERENCES }));
    await screen.findByText('12,34,567 on 22 Nov 2026');
    expect(rememberedPreferences('u1')).toEqual(DEFAULT_PREFERENCES);
    expect(rememberedPreferences('u2')).toBeNull();
  });
});

test("index.html's static frame goes in the commit that draws the layout", async () => {
  const frame = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'portal-frame' }));
  mountLayout();
  expect(frame.isConnected).toBe(false);
  expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
});
