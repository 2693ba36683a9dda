import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from 'shared/format/dates';
import { DEFAULT_PREFERENCES, type Preferences } from 'shared/platform/settings/preferences';
import { recordApiRequests, serveApi, writes as writesOf, type RecordedRequest } from 'shared/testing/apiServer';
import { renderInPortal } from 'shared/testing/renderInPortal';
import type { SignedInSession } from 'shared/domain/auth/sessions-answers';
import { ProfilePage } from './ProfilePage';

// Node's File: jsdom's cannot be the body of the (Node) fetch the test environment provides.
const { File: NodeFile } = jest.requireActual<{ File: typeof File }>('node:buffer');

const mockFirebase = {
  verifyBeforeUpdateEmail: jest.fn(),
  updateProfile: jest.fn(),
  reauthenticateWithCredential: jest.fn(),
  updatePassword: jest.fn(),
  credential: jest.fn((email: string, password: string) => ({ email, password })),
};
jest.mock('firebase/auth', () => ({
  verifyBeforeUpdateEmail: (...args: unknown[]) => mockFirebase.verifyBeforeUpdateEmail(...args),
  updateProfile: (...args: unknown[]) => mockFirebase.updateProfile(...args),
  reauthenticateWithCredential: (...args: unknown[]) => mockFirebase.reauthenticateWithCredential(...args),
  updatePassword: (...args: unknown[]) => mockFirebase.updatePassword(...args),
  EmailAuthProvider: { credential: (email: string, password: string) => mockFirebase.credential(email, password) },
}));

const LAST_SIGN_IN = 'Sat, 21 Nov 2026 12:00:00 GMT';
const mockSession: { user: Record<string, unknown> | null; role: string; userChanged: jest.Mock } = { user: null, role: 'staff', userChanged: jest.fn() };
jest.mock('../../../lib/auth/useSession', () => ({ useSession: () => mockSession }));

let calls: RecordedRequest[];
let record: Record<string, string | null>;
let failWith: { status: number; message: string } | null;
let preferences: Preferences;
let sessions: SignedInSession[];

beforeEach(() => {
  calls = recordApiRequests();
  failWith = null;
  preferences = { ...DEFAULT_PREFERENCES, theme: 'dark' };
  record = { uid: 'u1', email: 'priya@example.org', name: 'Priya Nair', phone: '9876543210', alternateEmail: null, avatarPath: null };
  Object.values(mockFirebase).forEach((fn) => fn.mockClear());
  mockFirebase.verifyBeforeUpdateEmail.mockResolvedValue(undefined);
  mockFirebase.updateProfile.mockResolvedValue(undefined);
  mockFirebase.reauthenticateWithCredential.mockResolvedValue(undefined);
  mockFirebase.updatePassword.mockResolvedValue(undefined);
  mockSession.user = { uid: 'u1', email: 'priya@example.org', displayName: 'Priya Nair', metadata: { lastSignInTime: LAST_SIGN_IN } };
  mockSession.role = 'staff';
  serveApi({
    'ALL /admin/profile*': ({ request, body }) => {
      const path = new URL(request.url).pathname;
      if (request.method !== 'GET' && failWith) return { status: failWith.status, body: { message: failWith.message } };
      if (path === '/admin/profile' && request.method === 'PUT') record = { ...record, ...(body as typeof record) };
      if (path === '/admin/profile/avatar') record = { ...record, avatarPath: '/avatars/abc123' };
      if (path === '/admin/profile/preferences') {
        if (request.method === 'PUT') preferences = body as Preferences;
        return { body: preferences };
      }
      return { body: record };
    },
  });
  sessions = [
    { id: 's1', device: 'Chrome on Windows', signedInAt: '2026-11-21T09:00:00.000Z', lastSeenAt: '2026-11-21T12:00:00.000Z', current: true },
    { id: 's2', device: 'Safari on iPhone', signedInAt: '2026-11-20T08:00:00.000Z', lastSeenAt: '2026-11-21T11:00:00.000Z', current: false },
    { id: 's3', device: 'Firefox on Linux', signedInAt: '2026-11-19T08:00:00.000Z', lastSeenAt: '2026-11-19T10:00:00.000Z', current: false },
  ];
  serveApi({
    'GET /admin/profile/passkeys': { body: { data: [] } },
    'GET /admin/profile/sessions': () => ({ body: { data: sessions } }),
    'DELETE /admin/profile/sessions/:id': ({ params }) => {
      sessions = sessions.filter((session) => session.id !== params.id);
      return { status: 204 };
    },
    'POST /admin/profile/sessions/revoke-others': () => {
      const ended = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      return { body: { ended } };
    },
  });
});

const writes = () => calls.filter((c) => c.method !== 'GET');

function renderPage() {
  renderInPortal(<ProfilePage />, { url: '/profile' });
}
const notice = () => within(screen.getByRole('region', { name: 'Notifications' }));

test("shows 'Not authenticated' when nobody is signed in", () => {
  mockSession.user = null;
  renderPage();
  expect(screen.getByText('Not authenticated')).toBeInTheDocument();
});

test('the header: initials, name, upper-case role, e-mail, last login and the static status', async () => {
  renderPage();
  expect(screen.getByTestId('user-avatar')).toHaveTextContent('PN');
  expect(screen.getByRole('heading', { name: 'Priya Nair' })).toBeInTheDocument();
  expect(screen.getByTestId('profile-role')).toHaveTextContent('STAFF');
  expect(screen.getByText('priya@example.org')).toBeInTheDocument();
  expect(screen.getByText(`Last login: ${formatDateTime(LAST_SIGN_IN)}`)).toBeInTheDocument();
  expect(screen.getByText('Active & Online')).toBeInTheDocument();
  expect(await screen.findByLabelText('Phone')).toHaveValue('9876543210');
});

test("an account without a name shows '?' and the role 'USER'", () => {
  mockSession.user = { ...mockSession.user, displayName: null };
  mockSession.role = 'user';
  renderPage();
  expect(screen.getByTestId('user-avatar')).toHaveTextContent('?');
  expect(screen.getByTestId('profile-role')).toHaveTextContent('USER');
});

test('when the stored profile cannot be read, offers Retry instead of a blank form that would overwrite it', async () => {
  let failReads = true;
  serveApi({ 'GET /admin/profile': () => (failReads ? { status: 503, body: { message: 'down' } } : undefined) });
  renderPage();
  expect(await screen.findByText('Your profile could not be loaded.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  failReads = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByLabelText('Phone')).toHaveValue('9876543210');
});

describe('General tab', () => {
  async function fill(changes: Record<string, string>) {
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText('Phone');
    for (const [label, value] of Object.entries(changes)) {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      if (value) await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  }

  test.each([
    ['Name', 'P', 'Name must be at least 2 characters'],
    ['Name', 'x'.repeat(81), 'Name must be less than 80 characters'],
    ['Email', 'priya@', 'Invalid email address'],
    ['Phone', '98765', 'Phone number must be at least 10 digits'],
    ['Alternate Email', 'home.example', 'Invalid email address'],
  ])('%s %p is refused with the spec message and nothing is sent', async (label, value, message) => {
    await fill({ [label]: value });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    expect(mockFirebase.updateProfile).not.toHaveBeenCalled();
    expect(mockFirebase.verifyBeforeUpdateEmail).not.toHaveBeenCalled();
  });

  test('an empty alternate e-mail is accepted', async () => {
    await fill({ 'Alternate Email': '' });
    await waitFor(() => expect(writes()).toHaveLength(1));
  });

  test('saving sends the name to Firebase, a new e-mail through its verify flow, and phone and alternate e-mail to the API', async () => {
    await fill({ Name: 'Priya R Nair', Email: 'priya.new@example.org', Phone: '+919876500000', 'Alternate Email': 'priya@home.example' });
    await notice().findByText('Profile updated');
    expect(mockFirebase.verifyBeforeUpdateEmail).toHaveBeenCalledWith(mockSession.user, 'priya.new@example.org');
    expect(mockFirebase.updateProfile).toHaveBeenCalledWith(mockSession.user, { displayName: 'Priya R Nair' });
    const put = writes()[0]!;
    expect(put.path).toBe('/admin/profile');
    expect(put.body).toEqual({ name: 'Priya R Nair', phone: '+919876500000', alternateEmail: 'priya@home.example' });
    expect(mockSession.userChanged).toHaveBeenCalled();
  });

  test('an unchanged e-mail does not start the e-mail change flow', async () => {
    await fill({ Phone: '9999999999' });
    await notice().findByText('Profile updated');
    expect(mockFirebase.verifyBeforeUpdateEmail).not.toHaveBeenCalled();
    expect(mockFirebase.updateProfile).not.toHaveBeenCalled();
  });

  test.each([
    ['auth/email-already-in-use', 'This email is already in use.'],
    ['auth/requires-recent-login', 'Please re-authenticate to update your email.'],
  ])('Firebase refusing the e-mail (%s) shows %p and saves nothing else', async (code, message) => {
    mockFirebase.verifyBeforeUpdateEmail.mockRejectedValue(Object.assign(new Error('Firebase: Error'), { code }));
    await fill({ Email: 'taken@example.org', Name: 'Someone Else' });
    await notice().findByText(message);
    expect(notice().getByText('Error')).toBeInTheDocument();
    expect(mockFirebase.updateProfile).not.toHaveBeenCalled();
    expect(writes()).toHaveLength(0);
  });

  test("the API's refusal shows its message", async () => {
    failWith = { status: 400, message: 'Invalid body phone: Phone number must be at most 32 characters' };
    await fill({ Phone: '1234567890' });
    await notice().findByText('Invalid body phone: Phone number must be at most 32 characters');
  });
});

describe('Security tab', () => {
  async function submit(current: string, next: string, confirm: string) {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    const fields: [string, string][] = [
      ['Current Password', current],
      ['New Password', next],
      ['Confirm Password', confirm],
    ];
    for (const [label, value] of fields) {
      await user.click(screen.getByLabelText(label));
      if (value) await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
  }

  test('lists where the person is signed in, this device marked, with when each signed in and was last active', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Chrome on Windows', 'Safari on iPhone', 'Firefox on Linux']);
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent(`Signed in ${formatDateTime('2026-11-20T08:00:00.000Z')} · Last active ${formatDateTime('2026-11-21T11:00:00.000Z')}`);
    expect(within(items[1]!).queryByText('This device')).not.toBeInTheDocument();
  });

  test('signs out one other session, then all the others, with notices', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));
    await notice().findByText('Safari on iPhone is signed out.');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Safari on iPhone' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await notice().findByText('1 session was signed out.');
    await waitFor(() => expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Chrome on Windows']));
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).not.toBeInTheDocument();
    expect(writesOf(calls)).toEqual([
      { method: 'DELETE', path: '/admin/profile/sessions/s2', body: undefined },
      { method: 'POST', path: '/admin/profile/sessions/revoke-others', body: undefined },
    ]);
  });

  test('each field shorter than 8 characters is refused', async () => {
    await submit('short', '1234567', '');
    expect(await screen.findAllByText('Password must be at least 8 characters')).toHaveLength(3);
    expect(mockFirebase.reauthenticateWithCredential).not.toHaveBeenCalled();
  });

  test("a confirmation that differs shows 'Passwords don't match' on it", async () => {
    await submit('current-pass', 'new-password-1', 'new-password-2');
    const confirm = screen.getByLabelText('Confirm Password');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'false');
    expect(mockFirebase.updatePassword).not.toHaveBeenCalled();
  });

  test('re-authenticates with the current password, then sets the new one, and clears the form', async () => {
    await submit('current-pass', 'new-password-1', 'new-password-1');
    await notice().findByText('Password changed');
    expect(mockFirebase.credential).toHaveBeenCalledWith('priya@example.org', 'current-pass');
    expect(mockFirebase.reauthenticateWithCredential).toHaveBeenCalledWith(mockSession.user, { email: 'priya@example.org', password: 'current-pass' });
    expect(mockFirebase.updatePassword).toHaveBeenCalledWith(mockSession.user, 'new-password-1');
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  test.each([
    ['auth/wrong-password', 'reauthenticateWithCredential', 'Current password is incorrect.'],
    ['auth/invalid-credential', 'reauthenticateWithCredential', 'Current password is incorrect.'],
    ['auth/weak-password', 'updatePassword', 'New password is too weak.'],
    ['auth/network-request-failed', 'updatePassword', 'Network down'],
  ] as const)('%s from %s shows %p', async (code, step, message) => {
    mockFirebase[step].mockRejectedValue(Object.assign(new Error(message === 'Network down' ? 'Network down' : 'Firebase: Error'), { code }));
    await submit('current-pass', 'new-password-1', 'new-password-1');
    await notice().findByText(message);
  });
});

describe('avatar', () => {
  const choose = (file: File) => fireEvent.change(screen.getByLabelText('Avatar image'), { target: { files: [file] } });

  test('a file that is not an image is refused before sending', async () => {
    renderPage();
    choose(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await notice().findByText('Invalid file type');
    expect(notice().getByText('Please select an image file')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  test('an image over 5 MB is refused before sending', async () => {
    renderPage();
    choose(new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    await notice().findByText('File too large');
    expect(notice().getByText('Please select an image smaller than 5MB')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  test('an image is uploaded as its bytes with its type, then shown', async () => {
    renderPage();
    choose(new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    await notice().findByText('Avatar updated');
    const put = writes()[0]!;
    expect(put).toMatchObject({ method: 'PUT', path: '/admin/profile/avatar', type: 'image/png' });
    expect(Array.from(put.body as Uint8Array)).toEqual([0x89, 0x50, 0x4e, 0x47]);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Priya Nair' })).toHaveAttribute('src', 'http://api.test/avatars/abc123'));
  });

  test("the API's refusal shows the spec's upload failure", async () => {
    failWith = { status: 415, message: 'The file is not an image' };
    renderPage();
    choose(new File(['not really'], 'fake.png', { type: 'image/png' }));
    await notice().findByText('Upload failed');
    expect(notice().getByText('Failed to upload avatar. Please try again.')).toBeInTheDocument();
  });
});

describe('Preferences tab', () => {
  // Many controls, each click re-rendering the form: slow on a loaded machine.
  jest.setTimeout(30_000);
  async function openTab() {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Preferences' }));
    await screen.findByRole('button', { name: 'Save Preferences' });
    return user;
  }

  test('shows what is stored, and says plainly that e-mail needs a mail server the deployment configures', async () => {
    await openTab();
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Comfortable' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Kolkata (India, UTC+05:30)');
    expect(screen.getByRole('combobox', { name: 'Locale' })).toHaveTextContent('English (India)');
    expect(screen.getByRole('switch', { name: 'Keyboard shortcuts' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Payment notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Export notifications' })).not.toBeChecked();
    expect(screen.getByText(/E-mail delivery needs a mail server that the deployment configures/)).toBeInTheDocument();
    expect(screen.getByTestId('format-example')).toHaveTextContent('21 Nov 2026, 05:30 pm; numbers like 12,34,567');
  });

  test('saving sends the whole set; the example follows the chosen locale and time zone before saving', async () => {
    const user = await openTab();
    await user.click(screen.getByRole('button', { name: 'System' }));
    await user.click(screen.getByRole('button', { name: 'Compact' }));
    await user.click(screen.getByRole('switch', { name: 'Keyboard shortcuts' }));
    await user.click(screen.getByRole('switch', { name: 'Export notifications' }));
    await user.click(screen.getByRole('combobox', { name: 'Locale' }));
    await user.click(await screen.findByRole('option', { name: 'English (United States)' }));
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await user.click(zone);
    fireEvent.change(zone, { target: { value: 'America/New_Y' } });
    await user.click(await screen.findByRole('option', { name: /^America\/New_York \(United States, UTC-0[45]:00\)$/ }));
    expect(screen.getByTestId('format-example')).toHaveTextContent('Nov 21, 2026, 07:00 AM; numbers like 1,234,567');
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await notice().findByText('Preferences saved');
    const put = writes()[0]!;
    expect(put.path).toBe('/admin/profile/preferences');
    expect(put.body).toEqual({
      ...DEFAULT_PREFERENCES,
      theme: 'system',
      tableDensity: 'compact',
      keyboardShortcuts: false,
      exportNotifications: true,
      locale: 'en-US',
      timezone: 'America/New_York',
    });
  });

  test("the API's refusal shows its message and keeps the form as it was", async () => {
    failWith = { status: 400, message: 'Invalid body timezone: Unknown time zone' };
    const user = await openTab();
    await user.click(screen.getByRole('button', { name: 'Light' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await notice().findByText('Invalid body timezone: Unknown time zone');
    expect(screen.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
  });
});
