import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteRelease } from 'shared/domain/releases/releases-answers';
import { recordApiRequests, serveApi, writes, type Routes } from 'shared/testing/apiServer';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { ModulesTab } from './ModulesTab';

const version = (v: string, status: RemoteRelease['versions'][number]['status']) => ({
  version: v,
  manifestUrl: `http://cdn.test/payments/${v}/mf-manifest.json`,
  gitSha: null,
  registeredAt: '2026-11-26T10:00:00Z',
  registeredBy: 'deploy token',
  status,
});

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
  });
  serveApi(answers);
  return recordApiRequests();
}

async function renderTab() {
  renderInPortal(<ModulesTab />, { url: '/settings?tab=modules' });
  return screen.findByRole('region', { name: 'mfe-payments' });
}

test("each remote shows its live version, its rollout and each version's status and last hour", async () => {
  serve();
  const card = await renderTab();
  expect(card).toHaveTextContent('Live 1.0.0; 1.1.0 rolling out to 20%');
  const rows = within(within(card).getByRole('table', { name: 'mfe-payments versions' }))
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
  await user.click(screen.getByRole('button', { name: 'Roll out mfe-payments 1.2.0' }));
  const dialog = screen.getByRole('dialog', { name: 'Roll out mfe-payments 1.2.0?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  expect(writes(calls)).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Roll out mfe-payments 1.2.0' }));
  const share = within(screen.getByRole('dialog')).getByLabelText('Share of browsers (%)');
  await user.clear(share);
  await user.type(share, '100');
  expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Roll out' })).toBeDisabled();
  await user.clear(share);
  await user.type(share, '50');
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Roll out' }));
  expect(await screen.findByText('mfe-payments 1.2.0 is rolling out to 50% of browsers.')).toBeInTheDocument();
  expect(writes(calls)).toEqual([{ method: 'PUT', path: '/admin/releases/mfe-payments/rollout', body: { version: '1.2.0', percent: 50 } }]);
});

test('Promote gives the version under rollout to everyone, once confirmed', async () => {
  const calls = serve();
  const user = userEvent.setup({ delay: null });
  await renderTab();
  await user.click(screen.getByRole('button', { name: 'Promote' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Promote mfe-payments 1.1.0 to everyone?' })).getByRole('button', { name: 'Promote' }));
  expect(await screen.findByText('mfe-payments 1.1.0 is live for everyone.')).toBeInTheDocument();
  expect(writes(calls)).toEqual([{ method: 'PUT', path: '/admin/releases/mfe-payments/rollout', body: { version: '1.1.0', percent: 100 } }]);
});

test('Roll back ends the rollout once confirmed; a refusal is told in its words and the dialog stays', async () => {
  const calls = serve({ 'POST /admin/releases/:remote/rollback': { status: 409, body: { message: 'mfe-payments has no earlier version to roll back to.' } } });
  const user = userEvent.setup({ delay: null });
  await renderTab();
  await user.click(screen.getByRole('button', { name: 'Roll back' }));
  const dialog = screen.getByRole('dialog', { name: 'End the rollout of mfe-payments 1.1.0?' });
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
  const card = await screen.findByRole('region', { name: 'mfe-payments' });
  // 1.2.0 was registered but never live: nothing stands to go back to.
  expect(within(card).getByRole('button', { name: 'Roll back' })).toBeDisabled();
  unmount();

  serve({}, { ...live, rollbackTarget: '0.9.0' });
  await renderTab();
  await user.click(screen.getByRole('button', { name: 'Roll back' }));
  expect(screen.getByRole('dialog', { name: 'Roll back mfe-payments 1.0.0?' })).toHaveTextContent(
    'Every browser goes back to 0.9.0, the version live before it.',
  );
});

test('a module no version of which was promoted yet is live for nobody; ending its rollout says no browser loads it', async () => {
  const fresh = { ...payments(), live: null, rollout: { version: '1.0.0', percent: 10 }, versions: [version('1.0.0', 'rollout')], lastHour: [] };
  serve({}, fresh);
  const user = userEvent.setup({ delay: null });
  const card = await renderTab();
  expect(card).toHaveTextContent('Live for nobody; 1.0.0 rolling out to 10%');
  await user.click(screen.getByRole('button', { name: 'Roll back' }));
  expect(screen.getByRole('dialog', { name: 'End the rollout of mfe-payments 1.0.0?' })).toHaveTextContent(
    'No browser loads this module until a version is promoted.',
  );
});
