import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistrationFilters } from 'shared/domain/registrations/list-rules';
import type { BulkJob } from 'shared/domain/registrations/registration';
import { recordApiRequests, serveApi, type RecordedRequest, type Route } from 'shared/testing/apiServer';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { bulkJob as job } from '../../../testing/bulkJob';
import type { BulkScope } from '../hooks/useBulkSelection';
import { BulkActions } from './BulkActions';

const FINISHED = job({
  status: 'completed',
  done: 3,
  updated: 1,
  skipped: 2,
  finishedAt: '2026-11-01T10:00:05Z',
  reasons: [{ reason: 'This payment is already confirmed.', count: 2 }],
  skippedRows: [
    { registrationId: 'REG-2', reason: 'This payment is already confirmed.' },
    { registrationId: 'REG-3', reason: 'This payment is already confirmed.' },
  ],
});

let sent: RecordedRequest[];
/** What the job reads answer; a test moves it on when it has seen the step before. */
let jobNow: BulkJob;

/** The API: POST answers `started`; each job read answers `jobNow`, first `progress`. */
function fakeApi(started: Route, progress: BulkJob) {
  sent = recordApiRequests();
  jobNow = progress;
  sessionStorage.clear();
  serveApi({
    'POST /admin/registrations/bulk': started,
    'DELETE /admin/jobs/job-1': () => {
      jobNow = job({ status: 'cancelled', done: 1, updated: 1, failure: 'Cancelled by admin@example.org. The rows done before that stay changed.' });
      return { body: jobNow };
    },
    'ALL /admin/jobs/job-1': () => ({ body: jobNow }),
    'ALL /admin/*': { status: 404, body: { message: 'Not found' } },
  });
}

function renderBulkActions(scope: BulkScope, filters: RegistrationFilters = {}) {
  const onDone = jest.fn();
  renderInPortal(
    <>
      <BulkActions role="admin" scope={scope} filters={filters} onDone={onDone} />
      <button type="button">Something else on the screen</button>
    </>,
    { claims: { role: 'admin' } },
  );
  return { onDone };
}

async function apply(user: ReturnType<typeof userEvent.setup>, action: string, dialogName: string) {
  await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
  await user.click(screen.getByRole('menuitem', { name: action }));
  await user.click(within(screen.getByRole('dialog', { name: dialogName })).getByRole('button', { name: 'Apply' }));
}

test('selected rows: the job starts, its progress bar moves while the screen stays usable, and the end lists the skipped rows', async () => {
  fakeApi({ status: 202, body: job({}) }, job({ status: 'running', done: 1, updated: 1 }));
  const user = userEvent.setup();
  const { onDone } = renderBulkActions({ kind: 'ids', ids: ['REG-1', 'REG-2', 'REG-3'] });
  await apply(user, 'Confirm Payment', 'Confirm Payment for 3 registrations?');

  const { method, path, body } = sent[0]!;
  expect({ method, path, body }).toEqual({
    method: 'POST',
    path: '/admin/registrations/bulk',
    body: { action: 'confirmPayment', registrationIds: ['REG-1', 'REG-2', 'REG-3'] },
  });
  const panel = await screen.findByRole('region', { name: 'Bulk action progress' });
  const bar = await within(panel).findByRole('progressbar', { name: 'Confirm Payment progress' });
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '33'));
  expect(within(panel).getByText('Confirm Payment: 1 of 3')).toBeInTheDocument();
  expect(onDone).toHaveBeenCalled();
  // Nothing modal stands in the way meanwhile.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Something else on the screen' }));
  jobNow = FINISHED;

  await within(panel).findByText('Confirm Payment finished', {}, { timeout: 5000 });
  expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
  expect(within(panel).getByText('1 updated, 2 skipped: This payment is already confirmed.')).toBeInTheDocument();
  // The panel tells the result; no notice says it again elsewhere.
  expect(screen.queryByText('Confirm Payment done')).not.toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: 'Show skipped rows' }));
  const details = screen.getByRole('dialog', { name: 'Confirm Payment finished' });
  const skipped = within(details).getByRole('table', { name: 'Skipped rows' });
  expect(
    within(skipped)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual(['REG-2This payment is already confirmed.', 'REG-3This payment is already confirmed.']);
  await user.click(within(details).getByRole('button', { name: 'Close' }));
  await user.click(await within(panel).findByRole('button', { name: 'Close bulk action result' }));
  expect(screen.queryByRole('region', { name: 'Bulk action progress' })).not.toBeInTheDocument();
});

test('"all N matching" with filters sends the filters and the N shown', async () => {
  fakeApi(() => ({ status: 202, body: job({}) }), FINISHED);
  const user = userEvent.setup();
  renderBulkActions({ kind: 'matching', count: 120 }, { status: ['active'] });
  await apply(user, 'Mark as Duplicate', 'Mark as Duplicate for 120 registrations?');
  await screen.findByText('Confirm Payment finished');
  expect(sent[0]!.body).toEqual({ action: 'markDuplicate', filters: expect.objectContaining({ status: 'active' }), expectedTotal: 120 });
});

test('everything, unfiltered, is asked for outright with all: true', async () => {
  fakeApi(() => ({ status: 202, body: job({}) }), FINISHED);
  const user = userEvent.setup();
  renderBulkActions({ kind: 'matching', count: 3000 });
  await apply(user, 'Clear Status', 'Clear Status for 3,000 registrations?');
  await screen.findByText('Confirm Payment finished');
  expect(sent[0]!.body).toEqual({ action: 'clearStatus', all: true, expectedTotal: 3000 });
});

test('a total that changed meanwhile (409) is told plainly and starts nothing', async () => {
  const message = '3,001 registrations match now, not the 3,000 you saw. Nothing was changed: look at the list again and retry.';
  fakeApi({ status: 409, body: { message, total: 3001 } }, FINISHED);
  const user = userEvent.setup();
  renderBulkActions({ kind: 'matching', count: 3000 });
  await apply(user, 'Clear Status', 'Clear Status for 3,000 registrations?');
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Bulk action progress' })).not.toBeInTheDocument();
  expect(sent.filter((s) => s.path.startsWith('/admin/jobs'))).toEqual([]);
});

test('a job whose server stopped shows it is being taken over, and a failed one says why', async () => {
  fakeApi({ status: 202, body: job({}) }, job({ status: 'running', done: 1, stalled: true }));
  const user = userEvent.setup();
  renderBulkActions({ kind: 'ids', ids: ['REG-1', 'REG-2', 'REG-3'] });
  await apply(user, 'Confirm Payment', 'Confirm Payment for 3 registrations?');
  expect(await screen.findByText(/stopped answering; another one takes it over/)).toBeInTheDocument();
  jobNow = job({ status: 'failed', done: 1, failure: 'The job was interrupted 3 times and was stopped. The rows done before that stay changed.' });
  const panel = await screen.findByRole('region', { name: 'Bulk action progress' });
  await within(panel).findByText('Confirm Payment stopped', {}, { timeout: 5000 });
  expect(within(panel).getByText(/interrupted 3 times/)).toBeInTheDocument();
  expect(screen.queryByText('Bulk action stopped')).not.toBeInTheDocument();
});

test('a running job is cancelled from its panel: it stops and says so, the rows done staying changed', async () => {
  fakeApi({ status: 202, body: job({}) }, job({ status: 'running', done: 1, updated: 1 }));
  const user = userEvent.setup();
  renderBulkActions({ kind: 'ids', ids: ['REG-1', 'REG-2', 'REG-3'] });
  await apply(user, 'Confirm Payment', 'Confirm Payment for 3 registrations?');
  const panel = await screen.findByRole('region', { name: 'Bulk action progress' });
  await within(panel).findByText('Confirm Payment: 1 of 3');

  await user.click(within(panel).getByRole('button', { name: 'Cancel bulk action' }));
  await within(panel).findByText('Confirm Payment cancelled');
  expect(sent.filter((s) => s.method === 'DELETE').map((s) => s.path)).toEqual(['/admin/jobs/job-1']);
  expect(within(panel).getByText('Cancelled by admin@example.org. The rows done before that stay changed.')).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Cancel bulk action' })).not.toBeInTheDocument();
  expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
  // The panel is the one place that tells it: no notice besides.
  expect(screen.getAllByText('Confirm Payment cancelled').filter((element) => !panel.contains(element))).toEqual([]);
});
