import type { BulkActionResult, BulkJob } from 'shared/domain/registrations/registration';
import type { BulkAction } from 'shared/domain/registrations/registration-requests';
import { formatCount } from 'shared/format/numbers';

export const BULK_ACTION_LABELS: Record<BulkAction, string> = {
  confirmPayment: 'Confirm Payment',
  markDuplicate: 'Mark as Duplicate',
  disqualify: 'Disqualify...',
  clearStatus: 'Clear Status',
};

/** A job's name: its bulk action's, or the Duplicate Audit's Merge suggested. */
export const BULK_JOB_LABELS: Record<BulkJob['action'], string> = { ...BULK_ACTION_LABELS, mergeSuggested: 'Merge suggested' };

/** What a job did to a row it did not skip: a Merge suggested job's rows are groups, merged. */
export const doneWord = (action: BulkJob['action']) => (action === 'mergeSuggested' ? 'merged' : 'updated');

/**
 * "3 updated, 2 skipped: This payment is already confirmed." with one reason; with more, each
 * followed by its count: "3 updated, 3 skipped: This payment is already confirmed (2); Only an
 * active registration can be marked (1)."
 */
export function resultText(result: BulkActionResult, done = 'updated'): string {
  const counts = `${formatCount(result.updated)} ${done}, ${formatCount(result.skipped)} skipped`;
  if (result.reasons.length === 0) return counts;
  if (result.reasons.length === 1) return `${counts}: ${result.reasons[0]!.reason}`;
  const why = result.reasons.map((r) => `${r.reason.replace(/\.$/, '')} (${formatCount(r.count)})`).join('; ');
  return `${counts}: ${why}.`;
}
