import type { Role } from 'shared/domain/enums';
import { can } from 'shared/domain/permissions';
import type { Registration } from 'shared/domain/registration';
import { canConfirmFromList } from 'shared/domain/transitions';

export type RowAction = 'view' | 'edit' | 'confirm' | 'duplicate' | 'disqualify' | 'clear';

export const ROW_ACTION_LABELS: Record<RowAction, string> = {
  view: 'View Details',
  edit: 'Edit Registration',
  confirm: 'Confirm Payment',
  duplicate: 'Mark as Duplicate',
  disqualify: 'Disqualify...',
  clear: 'Clear Status',
};

/** The row menu of spec section 2, less what the role may not do (product decisions). */
export function rowActionsFor(registration: Registration, role: Role): RowAction[] {
  const actions: RowAction[] = ['view'];
  if (can(role, 'write')) {
    actions.push('edit');
    if (canConfirmFromList(registration)) actions.push('confirm');
  }
  if (can(role, 'admin')) {
    if (registration.status === 'active') actions.push('duplicate', 'disqualify');
    else actions.push('clear');
  }
  return actions;
}
