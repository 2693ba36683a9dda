import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onPhoneScreen } from 'shared/testing/phoneScreen';
import { renderInPortal } from 'shared/testing/renderInPortal';
import type { ManagedUser } from 'shared/domain/settings/settings-answers';
import { writes, type Routes } from 'shared/testing/apiServer';
import { serveSettingsApi } from '../../../testing/settingsApi';
import { UsersTab } from './UsersTab';

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const MINUTE = 60_000;

/** The settings API with five accounts; `answers` answer first; `emailed`: a mail server sends invitations. */
function apiWithUsers(answers: Routes = {}, { emailed = true } = {}) {
  const users: ManagedUser[] = [
    { id: 'u1', name: 'Meera Iyer', email: 'superadmin@example.org', role: 'superadmin', status: 'active', lastActive: ago(10_000), centers: [] },
    { id: 'u2', name: 'Arjun Mehta', email: 'admin@example.org', role: 'admin', status: 'active', lastActive: ago(5 * MINUTE), centers: [] },
    {
      id: 'u3',
      name: 'Priya Nair',
      email: 'staff@example.org',
      role: 'staff',
      status: 'active',
      lastActive: ago(3 * 60 * MINUTE + MINUTE),
      centers: ['CHN01'],
    },
    {
      id: 'u4',
      name: 'Sanjay Gupta',
      email: 'viewer@example.org',
      role: 'viewer',
      status: 'active',
      lastActive: ago(2 * 24 * 60 * MINUTE + MINUTE),
      centers: [],
    },
    { id: 'u5', name: 'new', email: 'new@example.org', role: 'viewer', status: 'invited', lastActive: null, centers: [] },
  ];
  return serveSettingsApi(answers, { users, emailed });
}

const rowOf = (email: string) => screen.getByText(email).closest('tr')!;

test('role descriptions, and each user with role, status and last active in words', async () => {
  apiWithUsers();
  renderInPortal(<UsersTab />, { url: '/settings' });
  await screen.findByText('viewer@example.org');
  expect(screen.getByText('Full access to all features and settings', { exact: false })).toBeInTheDocument();
  expect(screen.getByText('Manage registrations and payments', { exact: false })).toBeInTheDocument();
  expect(screen.getByText('Read-only access to data', { exact: false })).toBeInTheDocument();
  expect(within(rowOf('superadmin@example.org')).getByText('Just now')).toBeInTheDocument();
  expect(within(rowOf('admin@example.org')).getByText('5 minutes ago')).toBeInTheDocument();
  expect(within(rowOf('staff@example.org')).getByText('3 hours ago')).toBeInTheDocument();
  expect(within(rowOf('viewer@example.org')).getByText('2 days ago')).toBeInTheDocument();
  expect(within(rowOf('new@example.org')).getByText('Never')).toBeInTheDocument();
  expect(within(rowOf('new@example.org')).getByText('invited')).toBeInTheDocument();
});

/** The Users tab with the Invite dialog open. */
async function openInvite({ emailed = true } = {}) {
  const api = apiWithUsers({}, { emailed });
  renderInPortal(<UsersTab />, { url: '/settings' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Invite User' }));
  return { api, user, dialog: screen.getByRole('dialog') };
}

test('an invalid e-mail is refused; the role defaults to viewer; once e-mailed, the screen says so and shows no link', async () => {
  const { api, user, dialog } = await openInvite();
  await user.type(within(dialog).getByLabelText(/Email/), 'not-an-email');
  await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
  expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([]);

  expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('viewer');
  await user.clear(within(dialog).getByLabelText(/Email/));
  await user.type(within(dialog).getByLabelText(/Email/), 'asha.k@example.org');
  await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
  expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([{ method: 'POST', path: '/admin/staff-accounts', body: { email: 'asha.k@example.org', role: 'viewer', centers: [] } }]);
  expect(within(dialog).getByText('Invitation sent to asha.k@example.org')).toBeInTheDocument();
  expect(within(dialog).getByText(/They will get an e-mail with a link to set their password and sign in/)).toBeInTheDocument();
  expect(within(dialog).queryByTestId('password-set-link')).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Copy Link' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(await screen.findByText('asha.k')).toBeInTheDocument();
});

test('with no mail server to e-mail it, the password-set link is shown to hand over', async () => {
  const { user, dialog } = await openInvite({ emailed: false });
  await user.type(within(dialog).getByLabelText(/Email/), 'asha.k@example.org');
  await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
  expect(await within(dialog).findByText('Invitation sent to asha.k@example.org')).toBeInTheDocument();
  expect(within(dialog).getByText(/No mail server is set up to e-mail it/)).toBeInTheDocument();
  expect(within(dialog).getByTestId('password-set-link')).toHaveValue('http://auth.example/set-password?oobCode=u6-1');
  expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
});

test('a person still invited can be sent a new link; only they are offered it', async () => {
  const api = apiWithUsers();
  renderInPortal(<UsersTab />, { url: '/settings' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Resend invitation to new@example.org' }));
  expect(await screen.findByText('A new link was e-mailed to new@example.org.')).toBeInTheDocument();
  // E-mailed: nothing to hand over, so no dialog.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(writes(api.requests)).toEqual([{ method: 'POST', path: '/admin/staff-accounts/u5/reinvite', body: undefined }]);
  expect(within(rowOf('viewer@example.org')).queryByRole('button', { name: /Resend invitation/ })).not.toBeInTheDocument();
});

test('a new link that could not be e-mailed is shown to hand over', async () => {
  apiWithUsers({}, { emailed: false });
  renderInPortal(<UsersTab />, { url: '/settings' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Resend invitation to new@example.org' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invitation sent again' });
  expect(within(dialog).getByTestId('password-set-link')).toHaveValue('http://auth.example/set-password?oobCode=u5-1');
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Invitation sent again' }));
});

test('a resend the server refuses says why', async () => {
  apiWithUsers({
    'POST /admin/staff-accounts/u5/reinvite': {
      status: 409,
      body: { message: 'Only a person still invited can be sent a new invitation; new@example.org has already signed in.' },
    },
  });
  renderInPortal(<UsersTab />, { url: '/settings' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Resend invitation to new@example.org' }));
  expect(await screen.findByText('Only a person still invited can be sent a new invitation; new@example.org has already signed in.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('an invitation can limit the new account to some centres, picked in the dialog', async () => {
  const { api, user, dialog } = await openInvite();
  const centers = within(dialog).getByRole('combobox', { name: 'Centers' });
  expect(centers).toHaveTextContent('Every centre');
  await user.type(within(dialog).getByLabelText(/Email/), 'chennai.desk@example.org');
  await user.click(centers);
  await user.click(await screen.findByRole('option', { name: 'CHN01 Chennai T. Nagar' }));
  await user.click(screen.getByRole('option', { name: 'MUM01 Mumbai Andheri' }));
  await user.keyboard('{Escape}');
  expect(centers).toHaveTextContent('CHN01, MUM01');
  await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
  expect(await within(dialog).findByText(/Invited as viewer, seeing CHN01, MUM01\./)).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([
    { method: 'POST', path: '/admin/staff-accounts', body: { email: 'chennai.desk@example.org', role: 'viewer', centers: ['CHN01', 'MUM01'] } },
  ]);
});

test('changes a role and removes a user, with the notices', async () => {
  const api = apiWithUsers();
  renderInPortal(<UsersTab />, { url: '/settings' });
  const user = userEvent.setup({ delay: null });
  await screen.findByText('staff@example.org');
  // The row's first select is the role, the second the centres.
  await user.click(within(rowOf('staff@example.org')).getAllByRole('combobox')[0]!);
  await user.click(screen.getByRole('option', { name: 'admin' }));
  expect(await screen.findByText('Role updated')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove viewer@example.org' }));
  // Asked first, naming who; Cancel sends nothing.
  const confirm = screen.getByRole('dialog', { name: 'Remove user?' });
  expect(within(confirm).getByText('viewer@example.org')).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Remove user?' }));
  expect(writes(api.requests)).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Remove viewer@example.org' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Remove user?' })).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('User removed')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([
    { method: 'PUT', path: '/admin/staff-accounts/u3/role', body: { role: 'admin' } },
    { method: 'DELETE', path: '/admin/staff-accounts/u4', body: undefined },
  ]);
  expect(await within(rowOf('viewer@example.org')).findByText('inactive')).toBeInTheDocument();
});

test("Sign out everywhere ends an active colleague's sessions after asking, naming who; not offered for oneself or the invited", async () => {
  const api = apiWithUsers();
  renderInPortal(<UsersTab />, { url: '/settings' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Sign out everywhere: staff@example.org' }));
  const confirm = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
  expect(confirm).toHaveTextContent('staff@example.org (staff) will be signed out on every device at once');
  await user.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
  expect(await screen.findByText('staff@example.org was signed out of 2 sessions.')).toBeInTheDocument();
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Sign out everywhere?' }));
  expect(writes(api.requests)).toEqual([{ method: 'DELETE', path: '/admin/staff-accounts/u3/sessions', body: undefined }]);
  // The account stays as it was.
  expect(within(rowOf('staff@example.org')).getByText('active')).toBeInTheDocument();
  expect(within(rowOf('superadmin@example.org')).queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();
  expect(within(rowOf('new@example.org')).queryByRole('button', { name: /Sign out/ })).not.toBeInTheDocument();
});

test("Reset second factor removes an active colleague's passkeys and signs them out after saying so; not offered for oneself or the invited", async () => {
  const api = apiWithUsers();
  renderInPortal(<UsersTab />, { url: '/settings' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Reset second factor: admin@example.org' }));
  const confirm = screen.getByRole('dialog', { name: 'Reset second factor?' });
  expect(confirm).toHaveTextContent(
    'admin@example.org (admin) will lose every passkey and be signed out on every device at once. They sign in again with their password and add a new passkey',
  );
  await user.click(within(confirm).getByRole('button', { name: 'Reset second factor' }));
  expect(
    await screen.findByText('admin@example.org lost 1 passkey and was signed out of 2 sessions; they add a new passkey at their next sign-in.'),
  ).toBeInTheDocument();
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Reset second factor?' }));
  expect(writes(api.requests)).toEqual([{ method: 'DELETE', path: '/admin/staff-accounts/u2/passkeys', body: undefined }]);
  expect(within(rowOf('superadmin@example.org')).queryByRole('button', { name: /Reset second factor/ })).not.toBeInTheDocument();
  expect(within(rowOf('new@example.org')).queryByRole('button', { name: /Reset second factor/ })).not.toBeInTheDocument();
});

test('a reset the server refuses says why, and the confirmation stays open', async () => {
  apiWithUsers({
    'DELETE /admin/staff-accounts/u3/passkeys': {
      status: 403,
      body: { code: 'step-up-required', message: "Confirm it's you with your passkey again: this action needs a passkey check from the last 5 minutes." },
    },
  });
  renderInPortal(<UsersTab />, { url: '/settings' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Reset second factor: staff@example.org' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Reset second factor?' })).getByRole('button', { name: 'Reset second factor' }));
  expect(await screen.findByText(/this action needs a passkey check from the last 5 minutes/)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Reset second factor?' })).toBeInTheDocument();
});

test("an account's centres are shown and changed; a superadmin always sees every centre", async () => {
  const api = apiWithUsers();
  renderInPortal(<UsersTab />, { url: '/settings' });
  const user = userEvent.setup({ delay: null });
  await screen.findByText('staff@example.org');
  expect(within(rowOf('superadmin@example.org')).getByText('Every centre')).toBeInTheDocument();
  expect(within(rowOf('superadmin@example.org')).getAllByRole('combobox')).toHaveLength(1);
  const centers = within(rowOf('staff@example.org')).getAllByRole('combobox')[1]!;
  expect(centers).toHaveTextContent('CHN01');
  await user.click(centers);
  await user.click(await screen.findByRole('option', { name: 'MUM01 Mumbai Andheri' }));
  expect(await screen.findByText('Centers updated')).toBeInTheDocument();
  expect(screen.getByText('Priya Nair now sees CHN01, MUM01.')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([{ method: 'PUT', path: '/admin/staff-accounts/u3/centers', body: { centers: ['CHN01', 'MUM01'] } }]);
});

test('your own row offers no Remove', async () => {
  apiWithUsers();
  renderInPortal(<UsersTab />, { url: '/settings' });
  await screen.findByRole('button', { name: 'Remove admin@example.org' });
  expect(within(rowOf('superadmin@example.org')).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
});

test("the server's refusal is shown as it says, and the confirmation stays open", async () => {
  apiWithUsers({
    'DELETE /admin/staff-accounts/u2': {
      status: 409,
      body: { message: 'The portal needs at least one active superadmin; this is the last one.' },
    },
  });
  renderInPortal(<UsersTab />, { url: '/settings' });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Remove admin@example.org' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Remove user?' })).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('The portal needs at least one active superadmin; this is the last one.')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Remove user?' })).toBeInTheDocument();
});

describe('on a phone', () => {
  onPhoneScreen();

  test('each account is a card with its role, centres, Resend invitation and Remove in reach, each at least 44 px high', async () => {
    apiWithUsers();
    renderInPortal(<UsersTab />, { url: '/settings' });
    const user = userEvent.setup({ delay: null });
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('table', { name: 'Users' })).toBeNull();
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => item.dataset.email === 'viewer@example.org')!;
    expect(card).toHaveTextContent('Sanjay Gupta');
    expect(card).toHaveTextContent('Last active: 2 days ago');
    const remove = within(card).getByRole('button', { name: 'Remove viewer@example.org' });
    expect(getComputedStyle(remove).minHeight).toBe('44px');
    expect(within(card).getByRole('combobox', { name: 'Role of viewer@example.org' })).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Centers of viewer@example.org' })).toBeInTheDocument();
    const invited = within(list)
      .getAllByRole('listitem')
      .find((item) => item.dataset.email === 'new@example.org')!;
    expect(getComputedStyle(within(invited).getByRole('button', { name: 'Resend invitation to new@example.org' })).minHeight).toBe('44px');
    await user.click(remove);
    expect(screen.getByRole('dialog', { name: 'Remove user?' })).toHaveTextContent('viewer@example.org');
  });
});

test('the picker names each centre beside its code, and "Every centre" lifts a limit (no centres, as the API has it)', async () => {
  const api = apiWithUsers();
  renderInPortal(<UsersTab />, { url: '/settings' });
  const user = userEvent.setup({ delay: null });
  await screen.findByText('staff@example.org');
  const centers = within(rowOf('staff@example.org')).getAllByRole('combobox')[1]!;
  await user.click(centers);
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'Every centre',
    'DLH01Delhi Central',
    'MUM01Mumbai Andheri',
    'BLR01Bangalore Indiranagar',
    'CHN01Chennai T. Nagar',
  ]);
  expect(screen.getByRole('option', { name: 'CHN01 Chennai T. Nagar' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('option', { name: 'Every centre' })).toHaveAttribute('aria-selected', 'false');
  await user.click(screen.getByRole('option', { name: 'Every centre' }));
  expect(await screen.findByText('Priya Nair now sees every centre.')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([{ method: 'PUT', path: '/admin/staff-accounts/u3/centers', body: { centers: [] } }]);
  expect(centers).toHaveTextContent('Every centre');
});

test('from every centre, a centre picked becomes the limit: "Every centre" is not sent with it', async () => {
  const api = apiWithUsers();
  renderInPortal(<UsersTab />, { url: '/settings' });
  const user = userEvent.setup({ delay: null });
  await screen.findByText('admin@example.org');
  const centers = within(rowOf('admin@example.org')).getAllByRole('combobox')[1]!;
  expect(centers).toHaveTextContent('Every centre');
  await user.click(centers);
  expect(await screen.findByRole('option', { name: 'Every centre' })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('option', { name: 'BLR01 Bangalore Indiranagar' }));
  expect(await screen.findByText('Arjun Mehta now sees BLR01.')).toBeInTheDocument();
  expect(writes(api.requests)).toEqual([{ method: 'PUT', path: '/admin/staff-accounts/u2/centers', body: { centers: ['BLR01'] } }]);
});
