// The Duplicate Audit's bulk merge as the fake API answers it in tests: its preview and its finished job.
import type { BulkJob, MergeSuggestedPreview } from 'shared/domain/registrations/registration';

export const PREVIEW: MergeSuggestedPreview = {
  merge: [
    { keepId: 'REG-0000301', mergeIds: ['REG-0000302'] },
    { keepId: 'REG-0000401', mergeIds: ['REG-0000402', 'REG-0000403'] },
  ],
  skip: [{ registrationIds: ['REG-0000501', 'REG-0000502'], reason: 'Two of these registrations are paid: cancel one receipt first' }],
  counts: { merge: 2, skip: 1, mergedAway: 3 },
};

export const FINISHED: BulkJob = {
  id: 'job-7',
  action: 'mergeSuggested',
  status: 'completed',
  total: 3,
  done: 3,
  updated: 2,
  skipped: 1,
  reasons: [{ reason: 'Two of these registrations are paid: cancel one receipt first', count: 1 }],
  skippedRows: [{ registrationId: 'REG-0000501, REG-0000502', reason: 'Two of these registrations are paid: cancel one receipt first' }],
  stalled: false,
  failure: null,
  createdAt: '2026-11-01T10:00:00Z',
  finishedAt: '2026-11-01T10:00:02Z',
};
