// The words for a staff account's role and status, as the Users tab and its notices show them: the
// English is the role's own name, another language has its word (a role this build does not know
// keeps its name).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const ROLE_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  superadmin: msg({ message: 'superadmin', context: 'staff role' }),
  admin: msg({ message: 'admin', context: 'staff role' }),
  staff: msg({ message: 'staff', context: 'staff role' }),
  viewer: msg({ message: 'viewer', context: 'staff role' }),
  user: msg({ message: 'user', context: 'staff role' }),
};

const STATUS_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  active: msg({ message: 'active', context: 'staff account status' }),
  invited: msg({ message: 'invited', context: 'staff account status' }),
  inactive: msg({ message: 'inactive', context: 'staff account status' }),
};

/** 'admin' -> 'admin' in English, 'एडमिन' in Hindi. */
export const roleWord = (i18n: I18n, role: string): string => (Object.hasOwn(ROLE_WORDS, role) ? i18n._(ROLE_WORDS[role]!) : role);

/** 'invited' -> 'invited' in English, 'आमंत्रित' in Hindi. */
export const accountStatusWord = (i18n: I18n, status: string): string => (Object.hasOwn(STATUS_WORDS, status) ? i18n._(STATUS_WORDS[status]!) : status);
