import { formatCount } from 'shared/format/numbers';

/** Spec section 2: the list's subtitle. `overall` is every registration, `matching` the current view's total. */
export function listSubtitle(overall: number | undefined, matching: number | undefined, filtered: boolean): string {
  if (filtered) {
    return matching === undefined ? 'Searching...' : `Showing ${formatCount(matching)} of ${formatCount(overall ?? matching)} registrations`;
  }
  const total = overall ?? matching;
  return total === undefined ? 'Loading registrations...' : `Manage ${formatCount(total)} total registrations`;
}
