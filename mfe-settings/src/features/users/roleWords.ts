// The words for a staff account's status and what each role may do, as the Users tab shows them: the
// English is the status's own name, another language has its word (a role's: labelMessages.tsx'
// labelsIn(i18n).role).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ManagedRole } from 'shared/domain/settings/settings';

/** Spec section 6: what each role a superadmin gives may do. */
export const ROLE_DESCRIPTIONS: Record<ManagedRole, MessageDescriptor> = {
  admin: msg`Full access to all features and settings`,
  staff: msg`Manage registrations and payments`,
  viewer: msg`Read-only access to data`,
};

const STATUS_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  active: msg({ message: 'active', context: 'staff account status' }),
  invited: msg({ message: 'invited', context: 'staff account status' }),
  inactive: msg({ message: 'inactive', context: 'staff account status' }),
};

/** 'invited' -> 'invited' in English, 'आमंत्रित' in Hindi. */
export const accountStatusWord = (i18n: I18n, status: string): string => (Object.hasOwn(STATUS_WORDS, status) ? i18n._(STATUS_WORDS[status]!) : status);
