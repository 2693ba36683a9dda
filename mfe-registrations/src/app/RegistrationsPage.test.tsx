import { createElement } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import type * as StatusBadges from 'shared/ui/StatusBadges';
import userEvent from '@testing-library/user-event';
import type { RegistrationViews } from 'shared/domain/profile/preferences-answers';
import type { CenterScope } from 'shared/platform/api/centerScope';
import type { Registration } from 'shared/domain/registrations/registration';
import { recordApiRequests, serveApi, type Answer, type RecordedRequest } from 'shared/testing/apiServer';
import { baseApi } from 'shared/platform/api/baseApi';
import { renderInPortal } from 'shared/testing/renderInPortal';
import { RegistrationsPage } from './RegistrationsPage';
import { SEARCH_DEBOUNCE_MS } from '../features/list/hooks/useRegistrationList';
import { testRegistration } from 'shared/testing/registration';
import { testPortalSettings } from 'shared/testing/portalSettings';

/** Each row draws one status badge: counts how often the rows are drawn. */
let statusBadgeRenders = 0;
jest.mock('shared/ui/StatusBadges', () => {
  const actual = jest.requireActual<typeof StatusBadges>('shared/ui/StatusBadges');
  return {
    ...actual,
    RegistrationStatusBadge: (props: Parameters<typeof actual.RegistrationStatusBadge>[0]) => {
      statusBadgeRenders += 1;
      return createElement(actual.RegistrationStatusBadge, props);
    },
  };
});

const row = (id: string, name: string, paymentStatus: Registration['payment']['status'], status: Registration['status'] = 'active'): Registration =>
  testRegistration({ registrationId: id, name, status, version: 4, payment: { paymentId: `P-${id}`, status: paymentStatus } });

let sent: RecordedRequest[];
let rows: Registration[];
/** Holds back the answers to count requests while set (a slow exact total). */
let countGate: Promise<void> | null;
let answerChange: (body: Record<string, unknown>) => Answer | Promise<Answer>;
let signedInAs: string;
/** What GET /admin/registration-views answers. */
let savedViews: RegistrationViews;
/** What GET /admin/registrations/centers answers: the centres the person sees. */
let centerScope: CenterScope;

function setUp(role: string) {
  signedInAs = role;
  sent = recordApiRequests();
  countGate = null;
  savedViews = { data: [], defaultViewId: null };
  centerScope = { centers: [{ code: 'DLH01', name: 'Delhi', city: 'Delhi' }], allCenters: false };
  rows = [row('REG-1', 'Asha Rao', 'pending'), row('REG-2', 'Ravi Kumar', 'success', 'duplicate')];
  answerChange = () => ({
    body: {
      ...rows[0],
      payment: {
        ...rows[0]!.payment,
        status: 'success',
        receipt: { number: 'MAB/2627/000001', issuedAt: '2026-05-01T10:00:00.000Z', issuedBy: 'staff@example.org' },
      },
      version: 5,
    },
  });
  const matching = (q: string | undefined) => (q ? rows.filter((r) => r.name.includes(q)) : rows);
  serveApi({
    'ALL /admin/stats': { body: { totalRegistrations: 3000 } },
    'ALL /admin/registrations': ({ query: { q, withTotal } }) => ({
      body: withTotal === 'false' ? { data: matching(q) } : { data: matching(q), total: q ? matching(q).length : 3000 },
    }),
    'ALL /admin/registrations/count': async ({ query: { q } }) => {
      if (countGate) await countGate;
      return { body: { total: q ? matching(q).length : 3000 } };
    },
    'ALL /admin/registrations/centers': () => ({ body: centerScope }),
    'GET /admin/registration-views': () => ({ body: savedViews }),
    'POST /admin/registration-views': ({ body }) => ({
      status: 201,
      body: { id: '00000000-0000-4000-8000-000000000001', ownerName: 'Me', editable: true, ...(body as object) },
    }),
    'ALL /admin/registration-views/default': ({ body }) => ({ body: { ...savedViews, defaultViewId: (body as { id: string | null }).id } }),
    'PUT /admin/*': ({ body }) => answerChange(body as Record<string, unknown>),
    'ALL /admin/*': { status: 404, body: { message: 'Not found' } },
  });
}

function renderPage(path = '/registrations') {
  return renderInPortal(<RegistrationsPage />, { url: path, route: '/registrations', claims: { role: signedInAs } });
}

const listRequests = () => sent.filter((s) => s.url.pathname === '/admin/registrations');
const countRequests = () => sent.filter((s) => s.url.pathname === '/admin/registrations/count');

test('subtitle, columns, and a header click sorting by class through the API and the URL', async () => {
  setUp('viewer');
  const user = userEvent.setup();
  renderPage();
  expect(await screen.findByText('Manage 3,000 total registrations')).toBeInTheDocument();
  const table = await screen.findByRole('grid', { name: 'Registrations' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Registration ID', 'Name', 'Contact', 'School', 'Class', 'Cadre', 'Level', 'Payment', 'Status', 'Actions']);
  expect(within(table).getAllByText('Offline · ₹300')).toHaveLength(2);
  await user.click(within(table).getByRole('button', { name: 'Class' }));
  await waitFor(() => expect(listRequests().at(-1)!.url.searchParams.get('sort')).toBe('std'));
  expect(listRequests().at(-1)!.url.searchParams.get('order')).toBe('asc');
  expect(screen.getByTestId('location')).toHaveTextContent('?sort=std&order=asc');
});

test('a registration merged into another says which, under its status', async () => {
  setUp('viewer');
  rows = [row('REG-1', 'Asha Rao', 'pending'), { ...row('REG-3', 'Asha Rau', 'pending', 'duplicate'), mergedInto: 'REG-1' }];
  renderPage();
  const merged = (await screen.findByText('Merged into REG-1')).closest('tr')!;
  expect(merged).toHaveTextContent('REG-3');
  expect(screen.getAllByText(/^Merged into /)).toHaveLength(1);
});

test('in the compact density the merged-into note is a mark beside the status, named for who reads it aloud, so the row stays one line', async () => {
  setUp('viewer');
  rows = [row('REG-1', 'Asha Rao', 'pending'), { ...row('REG-3', 'Asha Rau', 'pending', 'duplicate'), mergedInto: 'REG-1' }];
  renderPage('/registrations?density=compact');
  const mark = await screen.findByRole('img', { name: 'Merged into REG-1' });
  expect(mark.closest('tr')).toHaveTextContent('REG-3');
  expect(screen.getAllByRole('img', { name: /^Merged into / })).toHaveLength(1);
  expect(mark.closest('td')).toHaveTextContent(/^Duplicate/);
  // No note under the badge: the words are the mark's own name only.
  expect(screen.getAllByText('Merged into REG-1').every((words) => mark.contains(words))).toBe(true);
});

test("the count says it counts only the person's centres, naming them; nothing for who sees every centre", async () => {
  setUp('viewer');
  renderPage();
  expect(await screen.findByTestId('center-scope')).toHaveTextContent('Only your centres: DLH01 (Delhi)');
  expect(screen.getByTestId('registrations-subtitle').parentElement).toContainElement(screen.getByTestId('center-scope'));
});

test('someone who sees every centre is not told of a limit', async () => {
  setUp('viewer');
  centerScope = { centers: [{ code: 'DLH01', name: 'Delhi', city: 'Delhi' }], allCenters: true };
  renderPage();
  await screen.findByRole('grid', { name: 'Registrations' });
  await waitFor(() => expect(sent.some((s) => s.url.pathname === '/admin/registrations/centers')).toBe(true));
  expect(screen.queryByTestId('center-scope')).not.toBeInTheDocument();
});

test('one centre: the Center column is not offered', async () => {
  setUp('viewer');
  const user = userEvent.setup();
  renderPage();
  await screen.findByRole('grid', { name: 'Registrations' });
  await waitFor(() => expect(sent.some((s) => s.url.pathname === '/admin/registrations/centers')).toBe(true));
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  const menu = await screen.findByRole('dialog', { name: 'Columns' });
  await within(menu).findByRole('checkbox', { name: 'Show Status' });
  expect(within(menu).queryByRole('checkbox', { name: 'Show Center' })).not.toBeInTheDocument();
});

test("several centres: the Center column, offered but not shown until chosen, shows each row's code and sorts by it", async () => {
  setUp('viewer');
  centerScope = {
    centers: [
      { code: 'CHN01', name: 'Chennai', city: 'Chennai' },
      { code: 'MUM01', name: 'Mumbai', city: 'Mumbai' },
    ],
    allCenters: false,
  };
  rows = [
    { ...row('REG-1', 'Asha Rao', 'pending'), centerCode: 'CHN01' },
    { ...row('REG-2', 'Ravi Kumar', 'success'), centerCode: 'MUM01' },
  ];
  const user = userEvent.setup();
  renderPage();
  const table = await screen.findByRole('grid', { name: 'Registrations' });
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  await user.click(await within(await screen.findByRole('dialog', { name: 'Columns' })).findByRole('checkbox', { name: 'Show Center' }));
  await user.keyboard('{Escape}');
  expect(screen.getByTestId('location')).toHaveTextContent(
    'columns=name%2CcontactNumber%2Cschool%2Cstd%2Ccadre%2ClevelEnrolled%2CpaymentStatus%2Cstatus%2CcenterCode',
  );
  await waitFor(() =>
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Registration ID', 'Name', 'Contact', 'School', 'Class', 'Cadre', 'Level', 'Payment', 'Status', 'Center', 'Actions']),
  );
  const cells = (id: string) =>
    within(within(table).getByRole('link', { name: id }).closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(cells('REG-1')).toContain('CHN01');
  expect(cells('REG-2')).toContain('MUM01');
  await user.click(within(table).getByRole('button', { name: 'Center' }));
  await waitFor(() => expect(listRequests().at(-1)!.url.searchParams.get('sort')).toBe('centerCode'));
});

test('search as you type asks the API at the first key and once per pause, and shows "Showing X of N"', async () => {
  setUp('viewer');
  const user = userEvent.setup();
  renderPage();
  await screen.findByText('Manage 3,000 total registrations');
  // The keys come closer together than the pause whatever the machine's speed: the clock the page
  // reads them by (performance.now) stands still, and so does the pause's timer until the typing ends.
  jest.useFakeTimers({
    doNotFake: [
      'Date',
      'hrtime',
      'nextTick',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
    ],
  });
  try {
    const typist = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await typist.type(screen.getByRole('textbox', { name: 'Search registrations' }), 'Asha');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  } finally {
    jest.useRealTimers();
  }
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=Asha'));
  expect(await screen.findByText('Showing 1 of 3,000 registrations', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(
    listRequests()
      .filter((s) => s.url.searchParams.has('q'))
      .map((s) => s.url.searchParams.get('q')),
  ).toEqual(['A', 'Asha']);
  await user.click(screen.getByRole('button', { name: 'Clear Filters & Search' }));
  expect(await screen.findByText('Manage 3,000 total registrations')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Search registrations' })).toHaveValue('');
});

test('the search box names what it finds, receipt numbers among them', async () => {
  setUp('viewer');
  renderPage();
  await screen.findByRole('grid', { name: 'Registrations' });
  expect(screen.getByRole('textbox', { name: 'Search registrations' })).toHaveAttribute('placeholder', 'Name, ID, receipt or phone');
});

test('a view in the URL is requested as it is and marks the Filters button', async () => {
  setUp('viewer');
  renderPage('/registrations?cadre=Kids+Level&paymentMode=offline&page=2');
  await screen.findByRole('grid', { name: 'Registrations' });
  const params = listRequests()[0]!.url.searchParams;
  expect(Object.fromEntries(params)).toEqual({
    cadre: 'Kids Level',
    paymentMode: 'offline',
    sort: 'createdAt',
    order: 'desc',
    limit: '50',
    offset: '50',
    withTotal: 'false',
  });
  // The exact total is asked for apart, with the filters only: paging and sorting need no new count.
  expect(Object.fromEntries(countRequests()[0]!.url.searchParams)).toEqual({ cadre: 'Kids Level', paymentMode: 'offline' });
  expect(screen.getByRole('button', { name: 'Filters (active)' })).toBeInTheDocument();
});

test('the rows paint before the exact total, and the subtitle says it is counting until the total arrives', async () => {
  setUp('viewer');
  const user = userEvent.setup();
  renderPage();
  await screen.findByText('Manage 3,000 total registrations');
  let releaseCount = () => {};
  countGate = new Promise((resolve) => {
    releaseCount = resolve;
  });
  await user.type(screen.getByRole('textbox', { name: 'Search registrations' }), 'Ravi');
  const table = await screen.findByRole('grid', { name: 'Registrations' });
  await waitFor(() => expect(within(table).queryByText('Asha Rao')).not.toBeInTheDocument());
  expect(within(table).getByText('Ravi Kumar')).toBeInTheDocument();
  expect(screen.getByTestId('registrations-subtitle')).toHaveTextContent('Counting matching registrations...');
  releaseCount();
  expect(await screen.findByText('Showing 1 of 3,000 registrations')).toBeInTheDocument();
});

test('a new search aborts the count requests of the searches it replaces', async () => {
  setUp('viewer');
  const user = userEvent.setup();
  renderPage();
  await screen.findByText('Manage 3,000 total registrations');
  // Counts from here on never answer: each stays in flight until it is aborted.
  countGate = new Promise(() => {});
  const box = screen.getByRole('textbox', { name: 'Search registrations' });
  await user.type(box, 'As');
  await waitFor(() => expect(countRequests().at(-1)!.url.searchParams.get('q')).toBe('As'));
  const current = countRequests().at(-1)!;
  expect(current.signal.aborted).toBe(false);
  await user.type(box, 'ha');
  await waitFor(() => expect(countRequests().at(-1)!.url.searchParams.get('q')).toBe('Asha'));
  // Every count in flight for an earlier term (each still unanswered) was aborted, the current one not.
  await waitFor(() =>
    expect(
      countRequests()
        .slice(1, -1)
        .every((s) => s.signal.aborted),
    ).toBe(true),
  );
  expect(current.signal.aborted).toBe(true);
  expect(countRequests().at(-1)!.signal.aborted).toBe(false);
});

test("while the role is read, Bulk Actions' room is held by a hidden button, so the toolbar does not move", async () => {
  setUp('staff');
  renderPage();
  // Hidden (visibility), its text names nothing: found by the text.
  const held = screen.getByText('Bulk Actions').closest('button');
  expect(held).toHaveAttribute('aria-hidden', 'true');
  expect(held).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Bulk Actions' })).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Bulk Actions' })).toBeEnabled();
  expect(screen.getAllByText('Bulk Actions')).toHaveLength(1);
});

test('a viewer sees only View Details and no Bulk Actions', async () => {
  setUp('viewer');
  const user = userEvent.setup();
  renderPage();
  const actions = await screen.findByRole('button', { name: 'Actions for REG-1' });
  // Nor the room held for the button while the role was read.
  expect(screen.queryByText('Bulk Actions')).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'Select REG-1' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  await user.click(actions);
  expect(
    within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((m) => m.textContent),
  ).toEqual(['View Details']);
});

test("View Details is drawn, hidden, while a row's menu is read; choosing it shows that very dialog, and Close hides it again", async () => {
  setUp('viewer');
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Actions for REG-1' }));
  const held = await screen.findByRole('dialog', { hidden: true });
  expect(within(held).getByText('Asha Rao')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'View Details' }));
  const shown = await screen.findByRole('dialog', { name: 'Registration Details' });
  expect(shown).toBe(held);
  expect(within(shown).getByText('REG-1')).toBeInTheDocument();
  // The row seeded the registration's cache entry, which the dialog follows: nothing was asked.
  expect(sent.filter((s) => s.url.pathname.startsWith('/admin/registrations/REG-'))).toEqual([]);
  await user.click(within(shown).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('dialog', { hidden: true })).toBe(held);
  // Another row's details, in the same dialog.
  await user.click(screen.getByRole('button', { name: 'Actions for REG-2' }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'View Details' }));
  const next = await screen.findByRole('dialog', { name: 'Registration Details' });
  expect(next).toBe(held);
  expect(within(next).getByText('Ravi Kumar')).toBeInTheDocument();
  expect(within(next).queryByText('Asha Rao')).not.toBeInTheDocument();
});

test('the Tab stop moving draws again only the row it left and the row it reached; coming back to its cell, none', async () => {
  setUp('viewer');
  rows = [...rows, row('REG-3', 'Meena Iyer', 'success')];
  renderPage();
  expect(await screen.findByText('Manage 3,000 total registrations')).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'REG-2' });
  act(() => link.focus());
  expect(link).toHaveAttribute('tabindex', '0');
  act(() => link.blur());
  const before = statusBadgeRenders;
  act(() => link.focus());
  expect(statusBadgeRenders).toBe(before);
  act(() => screen.getByRole('link', { name: 'REG-1' }).focus());
  expect(statusBadgeRenders - before).toBe(2);
  expect(link).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('link', { name: 'REG-1' })).toHaveAttribute('tabindex', '0');
});

test('rows are reused by position, but a row menu open when the rows change does not carry over to the row taking its place', async () => {
  setUp('admin');
  const user = userEvent.setup();
  const { store } = renderPage();
  const actions = await screen.findByRole('button', { name: 'Actions for REG-1' });
  const firstRow = screen.getAllByRole('row')[1]!;
  await user.click(actions);
  expect(screen.getByRole('menu')).toBeInTheDocument();
  rows = [row('REG-3', 'Meena Iyer', 'success'), rows[1]!];
  store.dispatch(baseApi.util.invalidateTags(['Registration']));
  await waitFor(() => expect(within(firstRow).getByRole('link', { hidden: true })).toHaveTextContent('REG-3'));
  expect(screen.getAllByRole('row', { hidden: true })[1]).toBe(firstRow);
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  expect(within(firstRow).getByRole('button', { name: 'Actions for REG-3' })).not.toHaveAttribute('aria-expanded', 'true');
});

test("the row menu's confirmation question says when the amount will wait for another admin's approval", async () => {
  setUp('admin');
  serveApi({ 'GET /admin/portal-settings': { body: testPortalSettings({ approvalThreshold: 1 }) } });
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Actions for REG-1' }));
  await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Confirm Payment' }));
  const question = within(await screen.findByRole('dialog', { name: 'Confirm offline payment?' }));
  expect(await question.findByText(/^₹[\d,]+ is at or above the approval threshold \(₹1\): another admin must approve it/)).toBeInTheDocument();
});

test('confirming a pending payment sends the list note and the version, and the row updates at once', async () => {
  setUp('admin');
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Actions for REG-1' }));
  const menu = screen.getByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((m) => m.textContent),
  ).toEqual(['View Details', 'Edit Registration', 'Confirm Payment', 'Mark as Duplicate', 'Disqualify...']);
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const confirmed = answerChange;
  answerChange = async (body) => {
    await answered;
    return confirmed(body);
  };
  await user.click(within(menu).getByRole('menuitem', { name: 'Confirm Payment' }));
  // One question first: who, which registration and how much; nothing is sent until it is answered.
  const question = within(await screen.findByRole('dialog', { name: 'Confirm offline payment?' }));
  expect(question.getByText(/^₹[\d,]+ from .+ \(REG-1\), payment /)).toBeInTheDocument();
  expect(sent.filter((s) => s.method === 'PUT')).toEqual([]);
  await user.click(question.getByRole('button', { name: 'Confirm Payment' }));
  expect(await question.findByRole('button', { name: 'Confirming...' })).toBeDisabled();
  answer();
  const notice = within((await screen.findByText('Payment Confirmed')).closest('[role="status"]') as HTMLElement);
  // The receipt the confirmation issued, to print at once (issue 60, item 8).
  expect(notice.getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
  const put = sent.find((s) => s.method === 'PUT')!;
  expect(put.url.pathname).toBe('/admin/register/REG-1');
  expect(put.body).toEqual({ payment: { status: 'success', mode: 'offline' }, adminNote: 'Verified and confirmed by admin', version: 4 });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const firstRow = screen.getAllByRole('row')[1]!;
  await waitFor(() => expect(within(firstRow).getByText('Paid')).toBeInTheDocument());
});

test('a 409 shows the API sentence and puts the current row in place', async () => {
  setUp('admin');
  const user = userEvent.setup();
  renderPage();
  answerChange = () => ({
    status: 409,
    body: { message: 'This registration was changed by someone else. Reload it and try again.', current: { ...rows[0], name: 'Asha R. Rao', version: 9 } },
  });
  await user.click(await screen.findByRole('button', { name: 'Actions for REG-1' }));
  await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Mark as Duplicate' }));
  const notices = screen.getByRole('region', { name: 'Notifications', hidden: true });
  expect(await within(notices).findByText('This registration was changed by someone else. Reload it and try again.')).toBeInTheDocument();
  expect(await screen.findByText('Asha R. Rao')).toBeInTheDocument();
});

test('a duplicate row offers Clear Status to an admin, and a failure shows the spec message', async () => {
  setUp('admin');
  const user = userEvent.setup();
  renderPage();
  answerChange = () => ({ status: 500, body: { message: 'boom' } });
  await user.click(await screen.findByRole('button', { name: 'Actions for REG-2' }));
  const menu = screen.getByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((m) => m.textContent),
  ).toEqual(['View Details', 'Edit Registration', 'Clear Status']);
  await user.click(within(menu).getByRole('menuitem', { name: 'Clear Status' }));
  expect(await screen.findByText('Failed to clear status.')).toBeInTheDocument();
  expect(sent.find((s) => s.method === 'PUT')!.body).toEqual({ status: 'active', version: 4 });
});

test('a page past the end moves to the last page rather than an empty one beside the range', async () => {
  setUp('viewer');
  renderPage('/registrations?page=999');
  // 3,000 rows at 50 a page: the last page is 60.
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?page=60'));
  await waitFor(() => expect(listRequests().at(-1)!.url.searchParams.get('offset')).toBe('2950'));
});

test('a failed disqualification keeps the dialog open with the typed reason', async () => {
  setUp('admin');
  const user = userEvent.setup();
  renderPage();
  answerChange = () => ({
    status: 409,
    body: { message: 'Only an active registration can be disqualified.', current: { ...rows[0], status: 'duplicate', version: 9 } },
  });
  await user.click(await screen.findByRole('button', { name: 'Actions for REG-1' }));
  await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Disqualify...' }));
  const dialog = screen.getByRole('dialog', { name: 'Disqualify Registration?' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason (min. 10 characters)' }), 'Sat for an older sibling.');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Disqualification' }));
  const notices = screen.getByRole('region', { name: 'Notifications', hidden: true });
  expect(await within(notices).findByText('Only an active registration can be disqualified.')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Disqualify Registration?' })).toBeInTheDocument();
  expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Reason (min. 10 characters)' })).toHaveValue('Sat for an older sibling.');
});

test("a colleague's change that takes the row out of the list leaves its open dialog, the typed reason and a word that it changed", async () => {
  setUp('admin');
  const user = userEvent.setup();
  const { store } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Actions for REG-1' }));
  await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Disqualify...' }));
  const dialog = screen.getByRole('dialog', { name: 'Disqualify Registration?' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason (min. 10 characters)' }), 'Sat for an older sibling.');
  // Someone else marks it a duplicate: the list no longer has it, and the row reads as it now is.
  const changed = { ...rows[0]!, status: 'duplicate' as const, version: 5 };
  rows = [rows[1]!];
  serveApi({ 'GET /admin/registrations/REG-1': { body: changed } });
  store.dispatch(baseApi.util.invalidateTags([{ type: 'Registration', id: 'REG-1' }]));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Actions for REG-1' })).toBeNull());
  expect(await within(dialog).findByText(/changed/i)).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Reason (min. 10 characters)' })).toHaveValue('Sat for an older sibling.');
});

test('a list that fails says so in the subtitle; asked too often (429), it says to slow down', async () => {
  setUp('viewer');
  serveApi({ 'GET /admin/registrations': { status: 429, body: { message: 'Too many requests' } } });
  renderPage();
  await waitFor(() => expect(screen.getByTestId('registrations-subtitle')).toHaveTextContent('Registrations could not be loaded.'));
  expect((await screen.findAllByText('Too many requests: please slow down and try again in a moment.')).length).toBeGreaterThan(0);
  expect(screen.queryByText('Could not fetch registrations from the server.')).not.toBeInTheDocument();
});

describe('views', () => {
  const headers = (table: HTMLElement) =>
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);

  test("a bare address opens the person's default view: its filters, columns and density", async () => {
    setUp('staff');
    savedViews = {
      data: [
        {
          id: 'v1',
          name: 'Pending, short',
          query: 'paymentStatus=pending&columns=name%2Cstatus&density=compact',
          shared: true,
          ownerName: 'Admin',
          editable: false,
        },
      ],
      defaultViewId: 'v1',
    };
    renderPage();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?paymentStatus=pending&columns=name%2Cstatus&density=compact'));
    const table = await screen.findByRole('grid', { name: 'Registrations' });
    // The first header is the selection checkbox's (staff can select rows for Bulk Actions).
    await waitFor(() => expect(headers(table)).toEqual(['', 'Registration ID', 'Name', 'Status', 'Actions']));
    expect(table).toHaveAttribute('data-density', 'compact');
    expect(listRequests().at(-1)!.url.searchParams.get('paymentStatus')).toBe('pending');
    expect(screen.getByRole('button', { name: 'View: Pending, short' })).toBeInTheDocument();
  });

  test('a link keeps what it names even when the person has a default view', async () => {
    setUp('staff');
    savedViews = { data: [{ id: 'v1', name: 'Pending', query: 'paymentStatus=pending', shared: false, ownerName: 'Me', editable: true }], defaultViewId: 'v1' };
    renderPage('/registrations?status=duplicate');
    await screen.findByRole('grid', { name: 'Registrations' });
    await waitFor(() => expect(sent.some((s) => s.url.pathname === '/admin/registration-views')).toBe(true));
    expect(screen.getByTestId('location')).toHaveTextContent('?status=duplicate');
    expect(screen.getByRole('button', { name: 'Views' })).toBeInTheDocument();
  });

  test('columns can be hidden and moved, and the choice is in the address', async () => {
    setUp('viewer');
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('grid', { name: 'Registrations' });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Columns' });
    expect(within(dialog).getByRole('checkbox', { name: 'Show Registration ID' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show Contact' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move Status up' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?columns=name%2Cschool%2Cstd%2Ccadre%2ClevelEnrolled%2Cstatus%2CpaymentStatus');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(headers(table)).toEqual(['Registration ID', 'Name', 'School', 'Class', 'Cadre', 'Level', 'Status', 'Payment', 'Actions']));
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Columns' })).getByRole('button', { name: 'Show all in the usual order' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/registrations$/);
  });

  test.each([
    ['staff', false],
    ['admin', true],
  ])('saving the current view as %s (sharing offered: %p) sends its address state and can make it the default', async (role, canShare) => {
    setUp(role);
    const user = userEvent.setup();
    renderPage('/registrations?status=active&sort=name&order=asc&density=compact&page=3');
    await screen.findByRole('grid', { name: 'Registrations' });
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save current view...' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Share with the organisation' }) !== null).toBe(canShare);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name the view')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'View name' }), 'Active by name');
    if (canShare) await user.click(within(dialog).getByRole('checkbox', { name: 'Share with the organisation' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Open the list with this view' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((s) => s.url.pathname === '/admin/registration-views/default')).toBe(true));
    const post = sent.find((s) => s.url.pathname === '/admin/registration-views' && s.method === 'POST')!;
    // The page is not part of a view.
    expect(post.body).toEqual({ name: 'Active by name', query: 'status=active&sort=name&order=asc&density=compact', shared: canShare });
    expect(sent.find((s) => s.url.pathname === '/admin/registration-views/default')!.body).toEqual({ id: '00000000-0000-4000-8000-000000000001' });
  });
});
