import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatCount } from 'shared/format/numbers';

/**
 * Spec section 2: the list's subtitle. `overall` is every registration, `matching` the current
 * view's exact total, which arrives after the rows; until then the subtitle says it is counting
 * (one line, like the text it gives way to), never a number that is not exact. `failed` says
 * which of the two calls failed: 'rows' only while no rows of this view are on screen.
 */
export function listSubtitle(i18n: I18n, overall: number | undefined, matching: number | undefined, filtered: boolean, failed?: 'rows' | 'count'): string {
  // No rows to show: saying it is loading, or counting rows that are not there, would be untrue.
  if (failed === 'rows') return i18n._(msg`Registrations could not be loaded.`);
  if (filtered) {
    if (matching !== undefined) {
      const shown = formatCount(matching);
      const all = overall ?? matching;
      return i18n._(msg`Showing ${shown} of ${plural(all, { one: '# registration', other: '# registrations' })}`);
    }
    return failed === 'count' ? i18n._(msg`Could not count the matching registrations.`) : i18n._(msg`Counting matching registrations...`);
  }
  const total = overall ?? matching;
  return total === undefined
    ? i18n._(msg`Loading registrations...`)
    : i18n._(msg`Manage ${plural(total, { one: '# total registration', other: '# total registrations' })}`);
}
