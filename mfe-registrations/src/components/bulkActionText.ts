import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BulkActionResult, BulkJob } from 'shared/domain/registrations/registration';
import type { BulkAction } from 'shared/domain/registrations/registration-requests';
import { formatCount } from 'shared/format/numbers';

/** The Bulk Actions menu's items. */
export const BULK_ACTION_LABELS: Record<BulkAction, MessageDescriptor> = {
  confirmPayment: msg`Confirm Payment`,
  markDuplicate: msg`Mark as Duplicate`,
  disqualify: msg`Disqualify...`,
  clearStatus: msg`Clear Status`,
};

/**
 * A job by its name, as the subject of its progress and result ("Confirm Payment stopped"): the
 * menu's words, but named as a job (a noun in Hindi and Tamil, where the menu's item is a verb).
 */
export const BULK_JOB_NAMES: Record<BulkJob['action'], MessageDescriptor> = {
  confirmPayment: msg({ message: 'Confirm Payment', context: 'bulk job' }),
  markDuplicate: msg({ message: 'Mark as Duplicate', context: 'bulk job' }),
  disqualify: msg({ message: 'Disqualify', context: 'bulk job' }),
  clearStatus: msg({ message: 'Clear Status', context: 'bulk job' }),
  mergeSuggested: msg({ message: 'Merge suggested', context: 'bulk job' }),
};

/**
 * "3 updated, 2 skipped" (a Merge suggested job's rows are groups: "3 merged, 2 skipped"), the
 * counts in the person's grouping.
 */
export function resultCounts(i18n: I18n, result: Pick<BulkActionResult, 'updated' | 'skipped'>, action?: BulkJob['action']): string {
  const updated = formatCount(result.updated);
  const skipped = formatCount(result.skipped);
  return action === 'mergeSuggested' ? i18n._(msg`${updated} merged, ${skipped} skipped`) : i18n._(msg`${updated} updated, ${skipped} skipped`);
}

/**
 * "3 updated, 2 skipped: This payment is already confirmed." with one reason; with more, each
 * followed by its count: "3 updated, 3 skipped: This payment is already confirmed (2); Only an
 * active registration can be marked (1)." The reasons are the API's words.
 */
export function resultText(i18n: I18n, result: BulkActionResult, action?: BulkJob['action']): string {
  const counts = resultCounts(i18n, result, action);
  if (result.reasons.length === 0) return counts;
  if (result.reasons.length === 1) return `${counts}: ${result.reasons[0]!.reason}`;
  const why = result.reasons.map((r) => `${r.reason.replace(/\.$/, '')} (${formatCount(r.count)})`).join('; ');
  return `${counts}: ${why}.`;
}
