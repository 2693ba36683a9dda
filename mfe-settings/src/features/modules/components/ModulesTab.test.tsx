import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteRelease } from 'shared/domain/releases/releases-answers';
import { recordApiRequests, serveApi, writes, type Routes } from 'shared/testing/apiServer';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { setLoadedRemotes } from 'shared/platform/releases/loadedRemotes';
import { version } from '../../../testing/releases';
import { ModulesTab } from './ModulesTab';

const payments = (): RemoteRelease => ({
  remote: 'mfe-payments',
  live: { version: '1.0.0', manifestUrl: 'http://cdn.test/payments/1.0.0/mf-manifest.json' },
  rollout: { version: '1.1.0', percent: 20 },
  rollbackTarget: null,
  versions: [version('1.2.0', 'available'), version('1.1.0', 'rollout'), version('1.0.0', 'live')],
  lastHour: [
    { version: '1.0.0', loads: 200, failures: 2 },
    { version: '1.1.0', loads: 40, failures: 10 },
  ],
});

/** Serves the releases with `release`; `answers` answer first. Answers the calls recorded. */
function serve(answers: Routes = {}, release: RemoteRelease = payments()) {
  serveApi({
    'GET /admin/releases': { body: release.live ? { data: [release], unreleased: [] } : { data: [], unreleased: [release] } },
    'PUT /admin/releases/:remote/rollout': () => ({ body: { data: [payments()], unreleased: [] } }),
    'POST /admin/releases/:remote/rollback': () => ({ body: { data: [payments()], unreleased: [] } }),
    'POST /admin/releases': () => ({ status: 201, body: { data: [payments()], unreleased: [] } }),
  });
  serveApi(answers);
  return recordApiRequests();
}

async function renderTab() {
  renderInPortal(<ModulesTab />, { url: '/settings?tab=modules' });
  return screen.findByRole('region', { name: 'Payments' });
}

test("each remote shows its live version, its rollout and each version's status and last hour", async () => {
  serve();
  const card = await renderTab();
  expect(card).toHaveTextContent('Live 1.0.0; 1.1.0 rolling out to 20%');
  const rows = within(within(card).getByRole('table', { name: 'Payments versions' }))
    .getAllByRole('row')
    .slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['1.2.0', 'Registered'],
    ['1.1.0', 'Rolling out'],
    ['1.0.0', 'Live'],
  ]);
  expect(rows[1]).toHaveTextContent('40 people, 25% failed');
  expect(rows[0]).toHaveTextContent('No loads');
});

test('Roll out asks first, with the share, and cancelling sends nothing', async () => {
  const calls = serve();
  const user = userEvent.setup({ delay: null });
  await renderTab();
  await user.click(screen.getByRole('button', { name: 'Roll out Payments 1.2.0' }));
  const dialog = screen.getByRole('dialog', { name: 'Roll out Payments 1.2.0?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  expect(writes(calls)).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Roll out Payments 1.2.0' }));
  const share = within(screen.getByRole('dialog')).getByLabelText('Share of browsers (%)');
  await user.clear(share);
  await user.type(share, '100');
  expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Roll out' })).toBeDisabled();
  await user.clear(share);
  await user.type(share, '50');
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Roll out' }));
  expect(await screen.findByText('Payments 1.2.0 is rolling out to 50% of browsers.')).toBeInTheDocument();
  expect(writes(calls)).toEqual([{ method: 'PUT', path: '/admin/releases/mfe-payments/rollout', body: { version: '1.2.0', percent: 50 } }]);
});

test('Promote gives the version under rollout to everyone, once confirmed', async () => {
  const calls = serve();
  const user = userEvent.setup({ delay: null });
  await renderTab();
  await user.click(screen.getByRole('button', { name: 'Promote Payments 1.1.0' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Promote Payments 1.1.0 to everyone?' })).getByRole('button', { name: 'Promote' }));
  expect(await screen.findByText('Payments 1.1.0 is live for everyone.')).toBeInTheDocument();
  expect(writes(calls)).toEqual([{ method: 'PUT', path: '/admin/releases/mfe-payments/rollout', body: { version: '1.1.0', percent: 100 } }]);
});

test('Roll back ends the rollout once confirmed; a refusal is told in its words and the dialog stays', async () => {
  const calls = serve({ 'POST /admin/releases/:remote/rollback': { status: 409, body: { message: 'mfe-payments has no earlier version to roll back to.' } } });
  const user = userEvent.setup({ delay: null });
  await renderTab();
  await user.click(screen.getByRole('button', { name: 'Roll back Payments' }));
  const dialog = screen.getByRole('dialog', { name: 'End the rollout of Payments 1.1.0?' });
  expect(dialog).toHaveTextContent('Every browser goes back to 1.0.0.');
  await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
  expect(await screen.findByText('mfe-payments has no earlier version to roll back to.')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(writes(calls)).toEqual([{ method: 'POST', path: '/admin/releases/mfe-payments/rollback', body: undefined }]);
});

test('with no rollout, Roll back is offered only when the registry names a version to go back to, and says which', async () => {
  const live = { ...payments(), rollout: null, versions: [version('1.2.0', 'available'), version('1.0.0', 'live')] };
  serve({}, { ...live, rollbackTarget: null });
  const user = userEvent.setup({ delay: null });
  const { unmount } = renderInPortal(<ModulesTab />, { url: '/settings?tab=modules' });
  const card = await screen.findByRole('region', { name: 'Payments' });
  // 1.2.0 was registered but never live: nothing stands to go back to.
  expect(within(card).getByRole('button', { name: 'Roll back Payments' })).toBeDisabled();
  unmount();

  serve({}, { ...live, rollbackTarget: '0.9.0' });
  await renderTab();
  await user.click(screen.getByRole('button', { name: 'Roll back Payments' }));
  expect(screen.getByRole('dialog', { name: 'Roll back Payments 1.0.0?' })).toHaveTextContent('Every browser goes back to 0.9.0, the version live before it.');
});

test('a module no version of which was promoted yet is live for nobody; ending its rollout says no browser loads it', async () => {
  const fresh = { ...payments(), live: null, rollout: { version: '1.0.0', percent: 10 }, versions: [version('1.0.0', 'rollout')], lastHour: [] };
  serve({}, fresh);
  const user = userEvent.setup({ delay: null });
  const card = await renderTab();
  expect(card).toHaveTextContent('Live for nobody; 1.0.0 rolling out to 10%');
  await user.click(screen.getByRole('button', { name: 'Roll back Payments' }));
  expect(screen.getByRole('dialog', { name: 'End the rollout of Payments 1.0.0?' })).toHaveTextContent(
    'No browser loads this module until a version is promoted.',
  );
});

test('each module is named as people know it with its technical name beside, and says which version this browser runs', async () => {
  // The same build registered again later under another version: the one rolling out is what loaded.
  const again = { ...version('1.1.1', 'available'), manifestUrl: 'http://cdn.test/payments/1.1.0/mf-manifest.json' };
  serve({}, { ...payments(), versions: [again, ...payments().versions] });
  setLoadedRemotes({ 'mfe-payments': { manifestUrl: 'http://cdn.test/payments/1.1.0/mf-manifest.json', version: null } });
  try {
    const card = await renderTab();
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Payments mfe-payments');
    // Without the registry's word (remotes.json), the version is found by its manifest's address.
    expect(card).toHaveTextContent('This browser runs 1.1.0.');
  } finally {
    setLoadedRemotes({});
  }
});

test("'initial' says it was the build the portal started with, and when and from which commit it was built", async () => {
  const manifestUrl = 'http://cdn.test/payments/initial/mf-manifest.json';
  const initial = { ...version('initial', 'live'), manifestUrl, registeredBy: 'the portal' };
  serve(
    {
      'GET http://cdn.test/payments/initial/mf-manifest.json': {
        body: { metaData: { buildInfo: { buildTime: '2026-11-20T04:30:00.000Z', commit: '4f6b6990c0ffee4f6b6990c0ffee4f6b6990c0ff' } } },
      },
    },
    {
      ...payments(),
      rollout: null,
      live: { version: 'initial', manifestUrl },
      versions: [initial],
    },
  );
  const card = await renderTab();
  expect(await within(card).findByText(/The build the portal started with: built 20 Nov 2026, .*, commit 4f6b6990c0ff$/)).toBeInTheDocument();
});

test('a build is registered from the screen; a field the API would refuse is named first, and its refusal is shown in its words', async () => {
  const calls = serve({ 'POST /admin/releases': { status: 422, body: { message: 'http://evil.test is not an allowed release origin (http://cdn.test).' } } });
  const user = userEvent.setup({ delay: null });
  await renderTab();
  const form = screen.getByRole('region', { name: 'Register a build' });
  await user.click(within(form).getByRole('button', { name: 'Register build' }));
  expect(within(form).getByText('A module name such as mfe-payments')).toBeInTheDocument();
  expect(writes(calls)).toEqual([]);

  await user.click(within(form).getByRole('combobox', { name: 'Module' }));
  await user.click(screen.getByRole('option', { name: 'Payments (mfe-payments)' }));
  await user.type(within(form).getByLabelText('Version'), '1.3.0');
  await user.type(within(form).getByLabelText(/Manifest address/), 'http://evil.test/mf-manifest.json');
  await user.click(within(form).getByRole('button', { name: 'Register build' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('http://evil.test is not an allowed release origin (http://cdn.test).');
  expect(writes(calls)).toEqual([
    { method: 'POST', path: '/admin/releases', body: { remote: 'mfe-payments', version: '1.3.0', manifestUrl: 'http://evil.test/mf-manifest.json' } },
  ]);

  serve();
  await user.clear(within(form).getByLabelText(/Manifest address/));
  await user.type(within(form).getByLabelText(/Manifest address/), 'http://cdn.test/payments/1.3.0/mf-manifest.json');
  await user.type(within(form).getByLabelText('Commit (optional)'), '4f6b699');
  await user.click(within(form).getByRole('button', { name: 'Register build' }));
  expect(await screen.findByText('Payments 1.3.0 is registered; no browser loads it until it is rolled out.')).toBeInTheDocument();
  expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
});

test("the rollout dialog's field shows its label whole", async () => {
  serve();
  const user = userEvent.setup({ delay: null });
  await renderTab();
  await user.click(screen.getByRole('button', { name: 'Roll out Payments 1.2.0' }));
  expect(within(screen.getByRole('dialog')).getByLabelText('Share of browsers (%)').closest('.MuiFormControl-root')).toHaveClass('MuiFormControl-fullWidth');
});
