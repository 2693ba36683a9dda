import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from 'shared/domain/common/enums';
import { can } from 'shared/domain/common/permissions';
import type { Registration } from 'shared/domain/registrations/registration';
import { isOfflinePaymentAwaitingConfirmation } from 'shared/domain/payments/offline-awaiting';
import { canConfirmFromList } from 'shared/domain/registrations/transitions';

export type RowAction = 'view' | 'edit' | 'confirm' | 'confirmInPayments' | 'printReceipt' | 'downloadReceipt' | 'duplicate' | 'disqualify' | 'clear';

export const ROW_ACTION_LABELS: Record<RowAction, MessageDescriptor> = {
  view: msg`View Details`,
  edit: msg`Edit Registration`,
  confirm: msg`Confirm Payment`,
  confirmInPayments: msg`Confirm in Payments`,
  printReceipt: msg`Print receipt`,
  downloadReceipt: msg`Download receipt`,
  duplicate: msg`Mark as Duplicate`,
  disqualify: msg`Disqualify...`,
  clear: msg`Clear Status`,
};

/** The status changes, kept apart from the everyday items in the menu. */
export const STATUS_ACTIONS: readonly RowAction[] = ['duplicate', 'disqualify', 'clear'];

/**
 * The row menu of spec section 2, less what the role may not do (product decisions). An offline
 * payment still pending at the gateway is confirmed on the payment lookup only (spec section 4):
 * the menu leads there instead.
 */
export function rowActionsFor(registration: Registration, role: Role): RowAction[] {
  const actions: RowAction[] = ['view'];
  if (can(role, 'write')) {
    actions.push('edit');
    if (canConfirmFromList(registration)) actions.push('confirm');
    else if (isOfflinePaymentAwaitingConfirmation(registration)) actions.push('confirmInPayments');
  }
  // A paid row's receipt, for every role that reads it.
  if (registration.payment.status === 'success' && registration.payment.receipt) actions.push('printReceipt', 'downloadReceipt');
  if (can(role, 'admin')) {
    if (registration.status === 'active') actions.push('duplicate', 'disqualify');
    else actions.push('clear');
  }
  return actions;
}

/** Merging duplicates (issue 61): admins, while the organisation has `duplicateMerge` on. */
export const mayMerge = (role: Role | null, mergeOn: boolean): boolean => mergeOn && role !== null && can(role, 'admin');
