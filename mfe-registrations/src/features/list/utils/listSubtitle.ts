import { formatCount, formatCountOf } from 'shared/format/numbers';

/**
 * Spec section 2: the list's subtitle. `overall` is every registration, `matching` the current
 * view's exact total, which arrives after the rows; until then the subtitle says it is counting
 * (one line, like the text it gives way to), never a number that is not exact. `failed` says
 * which of the two calls failed: 'rows' only while no rows of this view are on screen.
 */
export function listSubtitle(overall: number | undefined, matching: number | undefined, filtered: boolean, failed?: 'rows' | 'count'): string {
  // No rows to show: saying it is loading, or counting rows that are not there, would be untrue.
  if (failed === 'rows') return 'Registrations could not be loaded.';
  if (filtered) {
    if (matching !== undefined) return `Showing ${formatCount(matching)} of ${formatCountOf(overall ?? matching, 'registration')}`;
    return failed === 'count' ? 'Could not count the matching registrations.' : 'Counting matching registrations...';
  }
  const total = overall ?? matching;
  return total === undefined ? 'Loading registrations...' : `Manage ${formatCountOf(total, 'total registration')}`;
}
