import type { BulkActionResult } from 'shared/domain/registration';
import type { BulkAction } from 'shared/domain/schemas';
import { formatCount } from 'shared/format/numbers';

export const BULK_ACTION_LABELS: Record<BulkAction, string> = {
  confirmPayment: 'Confirm Payment',
  markDuplicate: 'Mark as Duplicate',
  disqualify: 'Disqualify...',
  clearStatus: 'Clear Status',
};

/** "3 updated, 2 skipped (This payment is already confirmed. 2)". */
export function resultText(result: BulkActionResult): string {
  const why = result.reasons.map((r) => `${r.reason} ${formatCount(r.count)}`).join('; ');
  return `${formatCount(result.updated)} updated, ${formatCount(result.skipped)} skipped${why ? ` (${why})` : ''}`;
}
