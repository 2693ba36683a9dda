import { expectedStats } from './support/expected-stats';

// The KPIs are defined once, in SQL (registration_kpis: its latest definition is in api/schema.sql),
// and both the counter trigger and the stats oracle use that definition; this pins what it says.
test('the KPI definition counts each registration by its payment and status', async () => {
  const stats = await expectedStats([
    { status: 'active', payment: { status: 'success', mode: 'online' } },
    { status: 'active', payment: { status: 'pending', mode: 'online' } },
    { status: 'active', payment: { status: 'pending_payment_gateway', mode: 'online' } },
    { status: 'disqualified', payment: { status: 'pending', mode: 'offline' } },
    { status: 'duplicate', payment: { status: 'failed', mode: 'offline' } },
    { status: 'duplicate', payment: { status: 'success', mode: 'offline' } },
  ]);
  expect(stats).toEqual({
    totalRegistrations: 6,
    successfulPayments: 2,
    onlinePending: 2,
    offlinePending: 1,
    totalDisqualified: 1,
    totalDuplicates: 2,
  });
});

test('no registrations count as zero everywhere', async () => {
  expect(await expectedStats([])).toEqual({
    totalRegistrations: 0,
    successfulPayments: 0,
    onlinePending: 0,
    offlinePending: 0,
    totalDisqualified: 0,
    totalDuplicates: 0,
  });
});
