// What an audit entry can record, without zod: the audit trail's filters draw their choices from
// these at first paint; the answer schemas (registration.ts) take them as their enumerations.

/** Audit entries about a registration. */
export const AUDIT_ACTIONS = [
  'registration.created',
  'registration.updated',
  'registration.duplicate',
  'registration.disqualified',
  'registration.status_cleared',
  'registration.merged',
  'registration.unmerged',
  'payment.confirmed',
  'payment.approval_requested',
  'payment.approved',
  'payment.approval_rejected',
  'payment.receipt_cancelled',
  'payment.reconciled',
  'payment.unreconciled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Audit entries about the settings module's targets. */
export const SETTINGS_AUDIT_ACTIONS = [
  'settings.updated',
  'feature_flag.updated',
  'center.created',
  'center.updated',
  'center.deleted',
  'template.updated',
  // The seed's accounts; every other staff account comes from an invitation.
  'staff.created',
  'staff.invited',
  'staff.role_changed',
  // The centres whose registrations the account sees.
  'staff.centers_changed',
  'staff.removed',
  // A verified e-mail address the account's token brought.
  'staff.email_changed',
  // A superadmin ended every session of the account (Settings > Users, "Sign out everywhere").
  'staff.signed_out_everywhere',
  // A superadmin removed the account's passkeys and ended its sessions (Settings > Users, "Reset second factor").
  'staff.second_factor_reset',
  'data.exported',
  // A staff member's own profile, when the audit settings' logProfileChanges is on.
  'profile.updated',
  // Their preferences (Profile, Preferences tab), under the same setting.
  'profile.preferences_updated',
  // A staff member ended one of their own sessions, or all but the one they were using (Profile >
  // Security); audited whatever logProfileChanges says, as a sign-out concerns the account's safety.
  'profile.session_ended',
  'profile.other_sessions_ended',
  // Their passkeys (Profile > Security), audited for the same reason.
  'profile.passkey_added',
  'profile.passkey_renamed',
  'profile.passkey_removed',
  // A CSV of the registration list (who, which filters and sort, how many rows).
  'registrations.exported',
  // Views of the registration list shared with the organisation (personal views are their owner's business).
  'shared_view.created',
  'shared_view.updated',
  'shared_view.deleted',
  // Duplicate Audit: the registrations sharing a contact number judged not to be duplicates.
  'duplicate_group.not_duplicate',
  // A bulk action stopped by the person who asked for it or an admin (DELETE /admin/jobs/{id}).
  'bulk_job.cancelled',
  // Module releases: a build registered, rolled out to a share, promoted to everyone, rolled back
  // by a person, or by the registry itself when browsers report it failing.
  'release.registered',
  'release.rollout',
  'release.promoted',
  'release.rolled_back',
  'release.auto-rollback',
  // A message sent again by an admin (the Messages screen): a new copy of it.
  'message.resent',
  // Reconciliation: a statement layout saved as the organisation's own preset.
  'reconciliation_preset.saved',
] as const;
export type SettingsAuditAction = (typeof SETTINGS_AUDIT_ACTIONS)[number];

/** What an audit entry about anything but a registration is about. */
export const AUDIT_TARGET_TYPES = [
  'settings',
  'feature_flag',
  'center',
  'template',
  'staff_account',
  'data_export',
  'saved_view',
  'contact_number',
  'bulk_job',
  'module_release',
  'message',
  'reconciliation_preset',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The filters of the audit trail screen, as they appear in its URL and in the call. */
export const AUDIT_FILTER_KEYS = ['action', 'actor', 'registrationId', 'from', 'to'] as const;
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTER_KEYS)[number], string>>;
