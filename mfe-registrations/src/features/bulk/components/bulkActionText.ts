import type { BulkActionResult } from 'shared/domain/registrations/registration';
import type { BulkAction } from 'shared/domain/registrations/registration-requests';
import { formatCount } from 'shared/format/numbers';

export const BULK_ACTION_LABELS: Record<BulkAction, string> = {
  confirmPayment: 'Confirm Payment',
  markDuplicate: 'Mark as Duplicate',
  disqualify: 'Disqualify...',
  clearStatus: 'Clear Status',
};

/**
 * "3 updated, 2 skipped: This payment is already confirmed." with one reason; with more, each
 * followed by its count: "3 updated, 3 skipped: This payment is already confirmed (2); Only an
 * active registration can be marked (1)."
 */
export function resultText(result: BulkActionResult): string {
  const counts = `${formatCount(result.updated)} updated, ${formatCount(result.skipped)} skipped`;
  if (result.reasons.length === 0) return counts;
  if (result.reasons.length === 1) return `${counts}: ${result.reasons[0]!.reason}`;
  const why = result.reasons.map((r) => `${r.reason.replace(/\.$/, '')} (${formatCount(r.count)})`).join('; ');
  return `${counts}: ${why}.`;
}
