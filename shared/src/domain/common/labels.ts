import type { Gender, PaymentMethod, PaymentMode, PaymentStatus, RegistrationStatus } from './enums';
import type { MessageChannel, MessageStatus, MessageTemplate } from '../messages/message-kinds';
import type { ReleaseStatus } from '../releases/releases';
import type { SettlementStatus } from '../payments/reconciliation';

// The words every screen shows for the enumerations: badges, filter chips, dialogs and notices
// read them from here, so a value is never shown raw ('success') on one screen and as words
// ('Paid') on another.

/** Spec section 4, badge labels. */
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  active: 'Active',
  duplicate: 'Duplicate',
  disqualified: 'Disqualified',
};

/** Spec section 4, badge labels: 'Pending' for both pending statuses, on every payment a screen shows. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  success: 'Paid',
  failed: 'Failed',
  pending: 'Pending',
  pending_payment_gateway: 'Pending',
};

/**
 * The statuses where they stand side by side as choices or counts (the list's filters, the
 * dashboard's chart, a change's before and after): the two pending ones behave differently (the
 * list confirms a pending payment, only the payment lookup one still at the gateway), so there
 * the gateway's says so.
 */
export const PAYMENT_STATUS_NAMES: Record<PaymentStatus, string> = {
  ...PAYMENT_STATUS_LABELS,
  pending_payment_gateway: 'Pending (gateway)',
};

/** A pending payment whose confirmation waits for a second admin (the approval threshold). */
export const AWAITING_APPROVAL_LABEL = 'Awaiting approval';

export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  online: 'Online',
  offline: 'Offline',
};

/** How an offline payment was paid (`payment.method`): the confirm dialog's choices, the receipt, the register, the export. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  bank: 'Bank transfer',
  cheque: 'Cheque',
  upi: 'UPI',
};

/** How a payment came, in words: its method when said ('Cash'), else its mode ('Offline'). */
export const paymentWayText = (payment: { mode: PaymentMode; method?: PaymentMethod | null }) =>
  payment.method ? PAYMENT_METHOD_LABELS[payment.method] : PAYMENT_MODE_LABELS[payment.mode];

/**
 * Who did what a note goes with, labelled by what they did: a staff member's confirmation carries
 * the spec's note 'Verified and confirmed by admin', so the note never shows without its confirmer.
 */
const NOTE_AUTHOR_LABELS: Record<string, string> = {
  'payment.confirmed': 'Confirmed by',
  'payment.approval_requested': 'Confirmation sent for approval by',
  'payment.approved': 'Approved by',
  'payment.approval_rejected': 'Rejected by',
  'payment.receipt_cancelled': 'Cancelled by',
};

/** A staff member by name, their e-mail when no name is known: 'Priya Nair'. */
export const personText = (person: { name?: string | null; email: string | null }, fallback = 'N/A') => person.name || person.email || fallback;

/** 'Confirmed by Priya Nair (staff)': the person a note of this action goes with; null for other actions. */
export function noteAuthorText(action: string, actor: { name?: string | null; email: string | null; role?: string } | null): string | null {
  if (!Object.hasOwn(NOTE_AUTHOR_LABELS, action)) return null;
  return `${NOTE_AUTHOR_LABELS[action]} ${actor ? `${personText(actor)}${actor.role ? ` (${actor.role})` : ''}` : 'the system'}`;
}

/** A gateway settlement against the bank credit for it (the Reconciliation view's settlements). */
export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, string> = {
  matched: 'Matched',
  short: 'Short',
  over: 'Over',
  missing: 'Missing',
};

export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
};

/** Gender as a word; 'N/A' when the registration gives none. */
export const genderLabel = (gender: Gender | undefined) => (gender ? GENDER_LABELS[gender] : 'N/A');

/** The registration list's filters by the names the Filters dialog gives them. */
export const FILTER_FIELD_LABELS = {
  school: 'School Name',
  gender: 'Gender',
  cadre: 'Cadre',
  std: 'Class (Std)',
  paymentMode: 'Payment Mode',
  paymentStatus: 'Payment Status',
  levelEnrolled: 'Level',
  status: 'Registration Status',
  center: 'Center',
} as const;
export type FilterField = keyof typeof FILTER_FIELD_LABELS;

const FILTER_VALUE_LABELS: Partial<Record<FilterField, Record<string, string>>> = {
  gender: GENDER_LABELS,
  paymentMode: PAYMENT_MODE_LABELS,
  paymentStatus: PAYMENT_STATUS_NAMES,
  status: REGISTRATION_STATUS_LABELS,
};

/** A filter value in the table's words ('Paid', not 'success'); cadres, classes and levels are words already. */
export const filterValueLabel = (field: FilterField, value: string) => FILTER_VALUE_LABELS[field]?.[value] ?? value;

/** The audit actions in words: one table for the audit trail, the dashboard and a registration's history. */
const AUDIT_ACTION_LABELS: Record<string, string> = {
  'registration.created': 'Registration created',
  'registration.updated': 'Registration details updated',
  'registration.duplicate': 'Marked as duplicate',
  'registration.disqualified': 'Registration disqualified',
  'registration.status_cleared': 'Status cleared',
  'registration.merged': 'Duplicates merged',
  'registration.unmerged': 'Merge taken back',
  'payment.confirmed': 'Payment confirmed',
  'duplicate_group.not_duplicate': 'Not a duplicate',
  'payment.approval_requested': 'Confirmation sent for approval',
  'payment.approved': 'Confirmation approved',
  'payment.approval_rejected': 'Confirmation rejected',
  'payment.receipt_cancelled': 'Receipt cancelled',
  'release.registered': 'Module build registered',
  'release.rollout': 'Module version rolled out',
  'release.promoted': 'Module version promoted to everyone',
  'release.rolled_back': 'Module version rolled back',
  'release.auto-rollback': 'Module version rolled back automatically',
  'payment.reconciled': 'Statement line matched by hand',
  'payment.unreconciled': 'Statement line unmatched by hand',
  'message.resent': 'Message sent again',
  'staff.second_factor_reset': 'Second factor reset',
};

/** 'settings.updated' -> 'Settings updated', 'payment.amount' -> 'Payment amount': a name with no words of its own. */
export function spellOutName(name: string): string {
  const words = name
    .replace(/[._]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'payment.confirmed' -> 'Payment confirmed'; an action without words of its own is spelled out. */
export function describeAuditAction(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? spellOutName(action);
}

/** How the fields an audit entry changed are named on screen (the audit trail, a registration's history). */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  gender: 'Gender',
  contactNumber: 'Contact number',
  email: 'E-mail',
  'school.value': 'School',
  'school.name': 'School name',
  std: 'Class',
  cadre: 'Cadre',
  levelEnrolled: 'Level',
  status: 'Status',
  disqualificationNote: 'Disqualification note',
  adminNote: 'Admin note',
  'payment.status': 'Payment status',
  'payment.mode': 'Payment mode',
  'payment.method': 'Paid by',
  'payment.amount': 'Payment amount',
  'payment.receipt': 'Receipt',
  'payment.approval': 'Approval',
  'payment.reconciliation': 'Statement line',
  // A module release's entries (release.registered, .rollout, .promoted, .rolled_back).
  live: 'Live for everyone',
  rollout: 'Rollout',
  manifestUrl: 'Manifest address',
  gitSha: 'Commit',
  // Settings (payment, templates) whose names spell out badly.
  paymentIdFormat: 'Payment ID format',
  smsText: 'SMS text',
  dltTemplateId: 'DLT template ID',
};

/** 'payment.status' -> 'Payment status'; a field without a label of its own is spelled out. */
export function fieldLabel(path: string): string {
  return FIELD_LABELS[path] ?? spellOutName(path);
}

/** The one word for a value that is not there, wherever a change is shown. */
export const EMPTY_VALUE = '(empty)';

/** The words for the values of the audited fields that are enumerations, as every other screen shows them. */
const FIELD_VALUE_LABELS: Record<string, Record<string, string>> = {
  status: REGISTRATION_STATUS_LABELS,
  gender: GENDER_LABELS,
  'payment.status': PAYMENT_STATUS_NAMES,
  'payment.mode': PAYMENT_MODE_LABELS,
  'payment.method': PAYMENT_METHOD_LABELS,
};

/** The words formatChangeValue writes a change in: English here; a screen's in its language (labelMessages.tsx' labelsIn). */
export interface ChangeWords {
  empty: string;
  yes: string;
  no: string;
  /** The words of the enumerations' values, by field (FIELD_VALUE_LABELS' fields). */
  values: Readonly<Record<string, Readonly<Record<string, string>>>>;
  rollout: (percent: string, version: string) => string;
  cancelledReceipt: (receipt: string) => string;
  askedBy: (person: string) => string;
  statementLine: (line: string, statement: string) => string;
  /** Who asked, when neither their name nor their e-mail is known. */
  notAvailable: string;
}

const ENGLISH_CHANGE_WORDS: ChangeWords = {
  empty: EMPTY_VALUE,
  yes: 'Yes',
  no: 'No',
  values: FIELD_VALUE_LABELS,
  rollout: (percent, version) => `${percent}% of browsers on ${version}`,
  cancelledReceipt: (receipt) => `${receipt} (cancelled)`,
  askedBy: (person) => `Asked by ${person}`,
  statementLine: (line, statement) => `Line ${line} of ${statement}`,
  notAvailable: 'N/A',
};

/**
 * An audited value of `field` as text: an enumeration's value in its words ('disqualified' ->
 * 'Disqualified', 'success' -> 'Paid'), empty ones say so, a switch as yes or no, a receipt, an
 * approval, a statement line and a release's rollout in words, other objects as JSON.
 */
export function formatChangeValue(value: unknown, field?: string, words: ChangeWords = ENGLISH_CHANGE_WORDS): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'string') {
    const labels = field !== undefined && Object.hasOwn(words.values, field) ? words.values[field]! : undefined;
    return labels && Object.hasOwn(labels, value) ? labels[value]! : value;
  }
  // A switch (a setting, a release registered live for everyone at once) as yes or no.
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  // A rollout by its share of browsers and version, as the Modules tab sets it.
  if (field === 'rollout' && typeof value === 'object' && 'percent' in value && 'version' in value) {
    return words.rollout(String(value.percent), String(value.version));
  }
  // A receipt by its number, an approval by who asked for it.
  if (field === 'payment.receipt' && typeof value === 'object' && 'number' in value) {
    return 'cancelled' in value && value.cancelled ? words.cancelledReceipt(String(value.number)) : String(value.number);
  }
  // A bank or gateway line matched to the payment, by its line and statement.
  if (field === 'payment.reconciliation' && typeof value === 'object' && 'line' in value && 'statement' in value) {
    return words.statementLine(String(value.line), String(value.statement));
  }
  if (field === 'payment.approval' && typeof value === 'object' && 'requestedBy' in value) {
    const asked = value as { requestedBy: string | null; requestedByName?: string | null };
    return words.askedBy(personText({ name: asked.requestedByName, email: asked.requestedBy }, words.notAvailable));
  }
  return JSON.stringify(value);
}

/** A module release version's status in the Modules tab. */
export const RELEASE_STATUS_LABELS: Record<ReleaseStatus, string> = {
  live: 'Live',
  rollout: 'Rolling out',
  rolled_back: 'Rolled back',
  available: 'Registered',
};

/** The portal's modules as people know them (the technical name, mfe-payments, shown beside). */
export const MODULE_LABELS: Readonly<Record<string, string>> = {
  'mfe-dashboard': 'Dashboard',
  'mfe-registrations': 'Registrations',
  'mfe-payments': 'Payments',
  'mfe-settings': 'Settings',
};

/** A staff member limited to no centre: the centre picker's choice, the scope note, the notices. */
export const EVERY_CENTRE_LABEL = 'Every centre';

/** A module's name as people know it; a module this build does not know keeps its technical name. */
export const moduleLabel = (remote: string): string => MODULE_LABELS[remote] ?? remote;

/** Beside who did a money action whose person passed their passkey check just before it (an audit entry's actor.confirmedWith). */
export const CONFIRMED_WITH_PASSKEY_LABEL = 'Confirmed with a passkey';

/** The messages' templates in words (the names the templates table gives them): the Messages screen, a registration's messages. */
const MESSAGE_TEMPLATE_LABELS: Record<MessageTemplate, string> = {
  'registration-confirmation': 'Registration Confirmation',
  'payment-received': 'Payment Received',
  'disqualification-notice': 'Disqualification Notice',
  'staff-invitation': 'Staff Invitation',
  'approval-requested': 'Approval Requested (Staff)',
  'disqualification-staff': 'Disqualification (Staff)',
  'export-ready': 'Export Ready (Staff)',
  'second-factor-reset': 'Second Factor Reset (Staff)',
};

/** 'payment-received' -> 'Payment Received'; a template this build does not know is spelled out. */
export const messageTemplateLabel = (template: string) =>
  Object.hasOwn(MESSAGE_TEMPLATE_LABELS, template) ? MESSAGE_TEMPLATE_LABELS[template as MessageTemplate] : spellOutName(template.replace(/-/g, ' '));

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
};

export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  email: 'E-mail',
  sms: 'SMS',
};
