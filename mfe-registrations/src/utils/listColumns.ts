import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SortKey } from 'shared/domain/registrations/list-rules';

// The registration list's columns (spec section 2), each sortable, in their default order. The
// Registration ID column holds the row's link and stays first; the others can be hidden and
// reordered, and a view keeps the choice in the address (?columns=name,school,status).

/** Every sort key but gender, amount and registration time has a column. */
export type ColumnKey = Exclude<SortKey, 'gender' | 'paymentAmount' | 'createdAt'>;

export interface ListColumn {
  key: ColumnKey;
  /** The column's header, drawn with `i18n._(label)`. */
  label: MessageDescriptor;
  /** Fixed width; School takes what is left. */
  width?: number;
  /** The width in compact rows, where the cell keeps to one line, when it differs. */
  compactWidth?: number;
}

// Widths that fit every column into 1366 px beside the open sidebar with nothing cut in the
// comfortable rows: a contact number written +91XXXXXXXXXX, the Disqualified and Awaiting approval
// badges, Super Senior Level and names on two lines, schools on three. Compact rows keep
// to one line; there only the contact number and the status are always whole.
export const LIST_COLUMNS: readonly ListColumn[] = [
  { key: 'registrationId', label: msg`Registration ID`, width: 116 },
  { key: 'name', label: msg`Name`, width: 106 },
  { key: 'contactNumber', label: msg`Contact`, width: 116 },
  { key: 'school', label: msg`School` },
  // The Filters dialog's name for it (FILTER_FIELD_LABELS.center), so the column and the filter read the same.
  { key: 'centerCode', label: msg`Center`, width: 64 },
  { key: 'std', label: msg`Class`, width: 54 },
  { key: 'cadre', label: msg`Cadre`, width: 104, compactWidth: 122 },
  { key: 'levelEnrolled', label: msg`Level`, width: 70 },
  { key: 'paymentStatus', label: msg`Payment`, width: 154, compactWidth: 160 },
  { key: 'status', label: msg`Status`, width: 106 },
];

export const FIXED_COLUMN: ColumnKey = 'registrationId';
const ALL_COLUMNS: readonly ColumnKey[] = LIST_COLUMNS.map((column) => column.key);
/**
 * The spec's columns, shown unless the person chose others. The Center column is offered (Columns
 * menu) but not shown by default: at 1366 px it would leave School a few letters.
 */
export const DEFAULT_COLUMNS: readonly ColumnKey[] = ALL_COLUMNS.filter((key) => key !== 'centerCode');

/**
 * The columns a person can show: every column, but the Center column only to those who see several
 * centres (for one it says the same on every row). A column not shown by default is offered too.
 */
export const offeredColumns = (severalCenters: boolean): readonly ColumnKey[] =>
  severalCenters ? ALL_COLUMNS : ALL_COLUMNS.filter((key) => key !== 'centerCode');

/** The columns shown of a choice (undefined: the default), those not offered left out. */
export const shownColumns = (chosen: readonly ColumnKey[] | undefined, offered: readonly ColumnKey[]): readonly ColumnKey[] =>
  (chosen ?? DEFAULT_COLUMNS).filter((key) => offered.includes(key));

/** The columns named in `?columns=`, known and once each, with the ID column first; null when none is usable. */
export function columnsFromParam(value: string | null): ColumnKey[] | null {
  if (!value) return null;
  const known = new Set<string>(ALL_COLUMNS);
  const chosen = [...new Set(value.split(','))].filter((key): key is ColumnKey => known.has(key) && key !== FIXED_COLUMN);
  return chosen.length > 0 ? [FIXED_COLUMN, ...chosen] : null;
}

/** `?columns=` of a choice, or null for the default (all, in the default order). */
export function columnsParam(columns: readonly ColumnKey[] | undefined): string | null {
  if (!columns || columns.join(',') === DEFAULT_COLUMNS.join(',')) return null;
  return columns.filter((key) => key !== FIXED_COLUMN).join(',');
}
