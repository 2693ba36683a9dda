// A bulk job as the API answers it in tests: job-1 confirming the payments of 3 registrations,
// queued and not started, unless `overrides` says otherwise.
import type { BulkJob } from 'shared/domain/registrations/registration';

export const bulkJob = (overrides: Partial<BulkJob> = {}): BulkJob => ({
  id: 'job-1',
  action: 'confirmPayment',
  status: 'queued',
  total: 3,
  done: 0,
  updated: 0,
  skipped: 0,
  reasons: [],
  skippedRows: [],
  stalled: false,
  failure: null,
  createdAt: '2026-11-01T10:00:00Z',
  finishedAt: null,
  ...overrides,
});
