import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SettingsAuditAction } from 'shared/domain/audit/audit-actions';
import { labelsIn } from 'shared/ui/labelMessages';

// The audit trail's words beyond a registration's (shared/ui/labelMessages has those, for a
// registration's history too): the actions and fields of the settings, staff accounts, profiles and
// module releases, which only this screen shows, so only this module's catalogue carries them.
// Each English message is labels.ts' describeAuditAction or fieldLabel word for word
// (auditWords.test.ts checks it).

/** Every action an audit entry about anything but a registration records. */
export const SETTINGS_ACTION_MESSAGES: Record<SettingsAuditAction, MessageDescriptor> = {
  'settings.updated': msg`Settings updated`,
  'feature_flag.updated': msg`Feature flag updated`,
  'center.created': msg`Center created`,
  'center.updated': msg`Center updated`,
  'center.deleted': msg`Center deleted`,
  'template.updated': msg`Template updated`,
  'staff.created': msg`Staff created`,
  'staff.invited': msg`Staff invited`,
  'staff.role_changed': msg`Staff role changed`,
  'staff.centers_changed': msg`Staff centers changed`,
  'staff.removed': msg`Staff removed`,
  'staff.email_changed': msg`Staff email changed`,
  'staff.signed_out_everywhere': msg`Staff signed out everywhere`,
  'staff.second_factor_reset': msg`Second factor reset`,
  'data.exported': msg`Data exported`,
  'profile.updated': msg`Profile updated`,
  'profile.preferences_updated': msg`Profile preferences updated`,
  'profile.session_ended': msg`Profile session ended`,
  'profile.other_sessions_ended': msg`Profile other sessions ended`,
  'profile.passkey_added': msg`Profile passkey added`,
  'profile.passkey_renamed': msg`Profile passkey renamed`,
  'profile.passkey_removed': msg`Profile passkey removed`,
  'registrations.exported': msg`Registrations exported`,
  'shared_view.created': msg`Shared view created`,
  'shared_view.updated': msg`Shared view updated`,
  'shared_view.deleted': msg`Shared view deleted`,
  'duplicate_group.not_duplicate': msg`Not a duplicate`,
  'bulk_job.cancelled': msg`Bulk job cancelled`,
  'release.registered': msg`Module build registered`,
  'release.rollout': msg`Module version rolled out`,
  'release.promoted': msg`Module version promoted to everyone`,
  'release.rolled_back': msg`Module version rolled back`,
  'release.auto-rollback': msg`Module version rolled back automatically`,
  'message.resent': msg`Message sent again`,
  'reconciliation_preset.saved': msg`Reconciliation preset saved`,
};

/** The fields those entries record, by name: a module release's and the settings' a superadmin changes. */
export const SETTINGS_FIELD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  live: msg`Live for everyone`,
  rollout: msg`Rollout`,
  manifestUrl: msg`Manifest address`,
  gitSha: msg`Commit`,
  primaryColor: msg`Primary color`,
  address: msg`Address`,
  phone: msg`Phone`,
  logo: msg`Logo`,
  registrationFee: msg`Registration fee`,
  onlineEnabled: msg`Online enabled`,
  offlineEnabled: msg`Offline enabled`,
  paymentIdFormat: msg`Payment ID format`,
  receiptPrefix: msg`Receipt prefix`,
  approvalThreshold: msg`Approval threshold`,
  receiptLanguage: msg`Receipt language`,
  logProfileChanges: msg`Log profile changes`,
  dataRetentionDays: msg`Data retention days`,
  code: msg`Code`,
  city: msg`City`,
  contact: msg`Contact`,
  subject: msg`Subject`,
  content: msg`Content`,
  smsText: msg`SMS text`,
  dltTemplateId: msg`DLT template ID`,
  role: msg`Role`,
  centers: msg`Centers`,
};

/** labelsIn for the audit trail: its actions and fields in `i18n`'s language, the others spelled out. */
export function auditWordsIn(i18n: I18n) {
  const labels = labelsIn(i18n);
  return {
    ...labels,
    auditAction: (action: string) =>
      Object.hasOwn(SETTINGS_ACTION_MESSAGES, action) ? i18n._(SETTINGS_ACTION_MESSAGES[action as SettingsAuditAction]) : labels.auditAction(action),
    fieldLabel: (field: string) => (Object.hasOwn(SETTINGS_FIELD_MESSAGES, field) ? i18n._(SETTINGS_FIELD_MESSAGES[field]!) : labels.fieldLabel(field)),
  };
}
