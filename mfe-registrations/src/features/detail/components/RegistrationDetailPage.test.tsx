import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalSettingsApi } from 'shared/platform/api/portalSettingsApi';
import { DEFAULT_FEATURE_FLAGS } from 'shared/platform/settings/featureFlags';
import { serveApi, type Answer } from 'shared/testing/apiServer';
import { testPortalSettings } from 'shared/testing/portalSettings';
import { messagesPage, testMessage } from 'shared/testing/message';
import { testRegistration } from 'shared/testing/registration';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { registrationsApi } from '../../../api/registrationsApi';
import { RegistrationDetailPage } from './RegistrationDetailPage';

test('a registration found gone on a refetch (its centre taken from the person) leaves only the not-found state', async () => {
  const registration = testRegistration({ registrationId: 'REG-0002102', name: 'Kavya Raman' });
  let answer: Answer = { status: 200, body: registration };
  serveApi({
    'GET /admin/registrations/REG-0002102': () => answer,
    'GET /admin/registrations/REG-0002102/history': { body: { data: [], total: 0 } },
    'GET /admin/messages': { body: messagesPage([testMessage({ registrationId: 'REG-0002102', to: 'kavya.parent@example.org' })]) },
    'GET /admin/portal-settings': { body: testPortalSettings() },
  });
  const { store } = renderInPortal(<RegistrationDetailPage />, { url: '/registrations/REG-0002102', route: '/registrations/:registrationId' });
  expect(await screen.findByText('Kavya Raman')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  expect(await screen.findByText('To: kavya.parent@example.org')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /actions/i })).toBeInTheDocument();

  answer = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Registration not found' } };
  act(() => {
    store.dispatch(registrationsApi.util.invalidateTags([{ type: 'Registration', id: 'REG-0002102' }]));
  });
  expect(await screen.findByText('No registration has the id REG-0002102.')).toBeInTheDocument();
  expect(screen.queryByText('Kavya Raman')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /actions/i })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Messages' })).not.toBeInTheDocument();
});

/** The portal's settings with merging on or off. */
const settingsWithMerge = (duplicateMerge: boolean) => ({
  ...testPortalSettings(),
  featureFlags: { ...DEFAULT_FEATURE_FLAGS, duplicateMerge },
});

/** A registration merged into REG-0002201, and that one, on their pages. */
function serveMerged(duplicateMerge: boolean, unmerge: () => Answer) {
  const merged = testRegistration({ registrationId: 'REG-0002202', name: 'Kavya Ramen', status: 'duplicate', mergedInto: 'REG-0002201' });
  const kept = testRegistration({ registrationId: 'REG-0002201', name: 'Kavya Raman' });
  serveApi({
    'GET /admin/registrations/REG-0002202': { body: merged },
    'GET /admin/registrations/REG-0002201': { body: kept },
    'GET /admin/registrations/:id/history': { body: { data: [], total: 0 } },
    'GET /admin/messages': { body: messagesPage([]) },
    'GET /admin/portal-settings': { body: settingsWithMerge(duplicateMerge) },
    'POST /admin/registrations/REG-0002202/unmerge': unmerge,
  });
}

const renderPage = (id: string, role = 'admin') =>
  renderInPortal(<RegistrationDetailPage />, { url: `/registrations/${id}`, route: '/registrations/:registrationId', claims: { sub: 'u1', role } });

test('a merged-away registration says where it went, as a link there; Unmerge shows a refusal in words, then unmerges', async () => {
  const user = userEvent.setup();
  let answer: Answer = {
    status: 409,
    body: {
      statusCode: 409,
      error: 'Conflict',
      message: 'REG-0002201 changed since the merge (Name): put it back as the merge left it, or correct the registrations by hand.',
    },
  };
  serveMerged(true, () => answer);
  renderPage('REG-0002202');
  const link = await screen.findByRole('link', { name: 'REG-0002201' });
  expect(link.closest('[role="alert"]')).toHaveTextContent('Merged into REG-0002201');
  // Merged away, it is merged with nothing else until unmerged.
  expect(screen.queryByRole('button', { name: 'Merge with…' })).not.toBeInTheDocument();
  const notices = screen.getByRole('region', { name: 'Notifications', hidden: true });

  await user.click(await screen.findByRole('button', { name: 'Unmerge' }));
  expect(await within(notices).findByText(/REG-0002201 changed since the merge \(Name\)/)).toBeInTheDocument();
  expect(within(notices).getByText('Cannot unmerge')).toBeInTheDocument();

  answer = { body: testRegistration({ registrationId: 'REG-0002202', name: 'Kavya Ramen', version: 3 }) };
  await user.click(screen.getByRole('button', { name: 'Unmerge' }));
  expect(await within(notices).findByText('REG-0002202 is a registration of its own again.')).toBeInTheDocument();

  // While the kept one loads, nothing of the merged-away one stays under its heading.
  serveApi({ 'GET /admin/registrations/REG-0002201': 'never' });
  await user.click(link);
  expect(screen.getByTestId('location')).toHaveTextContent('/registrations/REG-0002201');
  expect(await screen.findByRole('heading', { level: 1, name: 'Registration REG-0002201' })).toBeInTheDocument();
  expect(screen.queryByText('Kavya Ramen')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Unmerge' })).not.toBeInTheDocument();
});

/** Until the settings arrive no switch is on: an absence counts only after. */
const settingsRead = (store: ReturnType<typeof renderPage>['store']) =>
  waitFor(() => expect(portalSettingsApi.endpoints.getPortalSettings.select()(store.getState()).data).toBeDefined());

test('with merging off, or for staff, the link stays but neither Unmerge nor Merge with… is offered', async () => {
  serveMerged(false, () => ({ status: 500 }));
  const { unmount, store } = renderPage('REG-0002202');
  expect(await screen.findByRole('link', { name: 'REG-0002201' })).toBeInTheDocument();
  await settingsRead(store);
  expect(screen.queryByRole('button', { name: 'Unmerge' })).not.toBeInTheDocument();
  unmount();

  serveApi({ 'GET /admin/portal-settings': { body: settingsWithMerge(true) } });
  const staff = renderPage('REG-0002201', 'staff');
  expect(await screen.findByText('Kavya Raman')).toBeInTheDocument();
  await settingsRead(staff.store);
  expect(screen.queryByRole('button', { name: 'Merge with…' })).not.toBeInTheDocument();
});

test('Merge with… searches for the other registration and opens the merge view of the two', async () => {
  const user = userEvent.setup();
  serveMerged(true, () => ({ status: 500 }));
  const other = testRegistration({ registrationId: 'REG-0002209', name: 'Kavya R.', contactNumber: '9000000001' });
  serveApi({
    'GET /admin/registrations': ({ query }) => ({ body: { data: query.q === 'Kavya' ? [other] : [] } }),
    // Read again once picked, as the API now has it (version 2: changed since the search).
    'GET /admin/registrations/REG-0002209': { body: { ...other, version: 2, name: 'Kavya Rajan' } },
  });
  renderPage('REG-0002201');
  await user.click(await screen.findByRole('button', { name: 'Merge with…' }));
  const search = screen.getByRole('dialog', { name: 'Merge REG-0002201 with…' });
  await user.type(within(search).getByRole('textbox', { name: 'Search for the registration to merge with' }), 'Kavya');
  await user.click(await within(search).findByRole('button', { name: /Kavya R\. \(REG-0002209\)/ }));
  const merge = await screen.findByRole('dialog', { name: 'Merge Registrations' });
  expect(within(merge).getByRole('radio', { name: 'Keep REG-0002201' })).toBeInTheDocument();
  expect(within(merge).getByRole('radio', { name: 'Keep REG-0002209' })).toBeInTheDocument();
  expect(await within(merge).findByText('Kavya Rajan')).toBeInTheDocument();
});
