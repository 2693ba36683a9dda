import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural, selectOrdinal } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  CLASSES,
  type Cadre,
  type ClassName,
  type Gender,
  type PaymentMethod,
  type PaymentMode,
  type PaymentStatus,
  type RegistrationStatus,
} from 'shared/domain/common/enums';
import type { AuditAction } from 'shared/domain/audit/audit-actions';
import { formatChangeValue, messageTemplateLabel, personText, spellOutName, type ChangeWords, type FilterField } from 'shared/domain/common/labels';
import type { MessageChannel, MessageStatus, MessageTemplate } from 'shared/domain/messages/message-kinds';
import type { SettlementStatus } from 'shared/domain/payments/reconciliation';
import type { ReleaseStatus } from 'shared/domain/releases/releases';
import { formatDate, formatDateTime, type NoDateWords } from 'shared/format/dates';
import { formatRupees, formatRupeesWithPaise } from 'shared/format/numbers';
import type { FeatureFlagKey } from 'shared/platform/settings/featureFlags';

// The words of shared/domain/common/labels.ts as the screens show them, in the module's language
// (issue 63). labels.ts stays in English: the API and the CSV files read it. Each English message
// here is the one of labels.ts, word for word (labelMessages.test.ts checks it).

export const REGISTRATION_STATUS_MESSAGES: Record<RegistrationStatus, MessageDescriptor> = {
  active: msg`Active`,
  duplicate: msg`Duplicate`,
  disqualified: msg`Disqualified`,
};

/** A payment's badge: 'Pending' for both pending statuses. */
export const PAYMENT_STATUS_MESSAGES: Record<PaymentStatus, MessageDescriptor> = {
  success: msg`Paid`,
  failed: msg`Failed`,
  pending: msg`Pending`,
  pending_payment_gateway: msg`Pending`,
};

/** The statuses side by side (filters, charts, a change's before and after): the gateway's says so. */
export const PAYMENT_STATUS_NAME_MESSAGES: Record<PaymentStatus, MessageDescriptor> = {
  ...PAYMENT_STATUS_MESSAGES,
  pending_payment_gateway: msg`Pending (gateway)`,
};

export const AWAITING_APPROVAL_MESSAGE = msg`Awaiting approval`;

// In a context of their own: the shell's live indicator says Offline of the connection, in other words.
export const PAYMENT_MODE_MESSAGES: Record<PaymentMode, MessageDescriptor> = {
  online: msg({ message: 'Online', context: 'payment mode' }),
  offline: msg({ message: 'Offline', context: 'payment mode' }),
};

export const PAYMENT_METHOD_MESSAGES: Record<PaymentMethod, MessageDescriptor> = {
  cash: msg`Cash`,
  bank: msg`Bank transfer`,
  cheque: msg`Cheque`,
  upi: msg`UPI`,
};

export const SETTLEMENT_STATUS_MESSAGES: Record<SettlementStatus, MessageDescriptor> = {
  matched: msg`Matched`,
  short: msg`Short`,
  over: msg`Over`,
  missing: msg`Missing`,
};

export const GENDER_MESSAGES: Record<Gender, MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
};

/**
 * The cadres and classes of spec section 3 as a reader of the language says them; the stored values
 * (and the API, the CSV files) keep the English, which is also these messages' English. The levels
 * (BUD, INTERIM, LEVEL 1 to 8) are the programme's names for its books and stay as they are.
 */
export const CADRE_MESSAGES: Record<Cadre, MessageDescriptor> = {
  'Kids Level': msg`Kids Level`,
  'Primary Level': msg`Primary Level`,
  'Junior Level': msg`Junior Level`,
  'Senior Level': msg`Senior Level`,
  'Super Senior Level': msg`Super Senior Level`,
};

/**
 * A class is a school year ('4th'), not a place in a list, hence its context. One message serves every
 * class: each language's ordinal rules give its forms (Hindi 1ली 2री 4थी 6ठी 5वीं, Tamil 4ஆம்).
 */
const CLASS_MESSAGE = (year: number) => msg({ message: selectOrdinal(year, { one: '#st', two: '#nd', few: '#rd', other: '#th' }), context: 'school class' });

export const CLASS_MESSAGES = Object.fromEntries(CLASSES.map((name) => [name, CLASS_MESSAGE(Number.parseInt(name, 10))])) as Record<
  ClassName,
  MessageDescriptor
>;

export const FILTER_FIELD_MESSAGES: Record<FilterField, MessageDescriptor> = {
  school: msg`School Name`,
  gender: msg`Gender`,
  cadre: msg`Cadre`,
  std: msg`Class (Std)`,
  paymentMode: msg`Payment Mode`,
  paymentStatus: msg`Payment Status`,
  levelEnrolled: msg`Level`,
  status: msg`Registration Status`,
  center: msg`Center`,
};

/** The filters whose values are enumerations with words (the levels are names, kept as they are). */
export const FILTER_VALUE_MESSAGES: Partial<Record<FilterField, Record<string, MessageDescriptor>>> = {
  cadre: CADRE_MESSAGES,
  std: CLASS_MESSAGES,
  gender: GENDER_MESSAGES,
  paymentMode: PAYMENT_MODE_MESSAGES,
  paymentStatus: PAYMENT_STATUS_NAME_MESSAGES,
  status: REGISTRATION_STATUS_MESSAGES,
};

export const MESSAGE_STATUS_MESSAGES: Record<MessageStatus, MessageDescriptor> = {
  queued: msg`Queued`,
  sending: msg`Sending`,
  sent: msg`Sent`,
  failed: msg`Failed`,
  skipped: msg`Skipped`,
};

export const MESSAGE_CHANNEL_MESSAGES: Record<MessageChannel, MessageDescriptor> = {
  email: msg`E-mail`,
  sms: msg`SMS`,
};

export const MESSAGE_TEMPLATE_MESSAGES: Record<MessageTemplate, MessageDescriptor> = {
  'registration-confirmation': msg`Registration Confirmation`,
  'payment-received': msg`Payment Received`,
  'disqualification-notice': msg`Disqualification Notice`,
  'staff-invitation': msg`Staff Invitation`,
  'approval-requested': msg`Approval Requested (Staff)`,
  'disqualification-staff': msg`Disqualification (Staff)`,
  'export-ready': msg`Export Ready (Staff)`,
  'second-factor-reset': msg`Second Factor Reset (Staff)`,
};

export const RELEASE_STATUS_MESSAGES: Record<ReleaseStatus, MessageDescriptor> = {
  live: msg`Live`,
  rollout: msg`Rolling out`,
  rolled_back: msg`Rolled back`,
  available: msg`Registered`,
};

/** How each feature flag is named and explained wherever it appears (the Features tab, the audit trail). */
export const FEATURE_FLAG_MESSAGES: Record<FeatureFlagKey, { label: MessageDescriptor; description: MessageDescriptor }> = {
  commandPalette: { label: msg`Command Palette`, description: msg`Quick search and navigation with Cmd/Ctrl+K` },
  csvExport: { label: msg`CSV Export`, description: msg`Export registrations as a CSV file` },
  duplicateMerge: { label: msg`Duplicate Merge`, description: msg`Merge duplicate registrations into one` },
  orgWide2FA: {
    label: msg`Organization-wide 2FA`,
    description: msg`After the password, every staff member confirms it is them with a passkey before seeing anything (someone without one adds one first), and confirms money actions again with it; the API refuses every call without it.`,
  },
};

export const MODULE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'mfe-dashboard': msg`Dashboard`,
  'mfe-registrations': msg`Registrations`,
  'mfe-payments': msg`Payments`,
  'mfe-settings': msg`Settings`,
};

export const EVERY_CENTRE_MESSAGE = msg`Every centre`;
export const CONFIRMED_WITH_PASSKEY_MESSAGE = msg`Confirmed with a passkey`;
export const NOT_AVAILABLE_MESSAGE = msg`N/A`;
/** A date that cannot be read (shared/src/format/dates.ts' English). */
export const INVALID_DATE_MESSAGE = msg`Invalid Date`;

/** Who did what a note goes with, as a whole sentence around the person (labels.ts' noteAuthorText). */
export const NOTE_AUTHOR_MESSAGES: Readonly<Record<string, (person: string) => MessageDescriptor>> = {
  'payment.confirmed': (person) => msg`Confirmed by ${person}`,
  'payment.approval_requested': (person) => msg`Confirmation sent for approval by ${person}`,
  'payment.approved': (person) => msg`Approved by ${person}`,
  'payment.approval_rejected': (person) => msg`Rejected by ${person}`,
  'payment.receipt_cancelled': (person) => msg`Cancelled by ${person}`,
};

/** The system as the one who did something (an action no person did). */
export const THE_SYSTEM_MESSAGE = msg`the system`;

/** A staff member's role where one is shown ('Priya Nair (staff)'): the role's own name in English. */
export const ROLE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  superadmin: msg({ message: 'superadmin', context: 'staff role' }),
  admin: msg({ message: 'admin', context: 'staff role' }),
  staff: msg({ message: 'staff', context: 'staff role' }),
  viewer: msg({ message: 'viewer', context: 'staff role' }),
  user: msg({ message: 'user', context: 'staff role' }),
};

/** Spec section 4, the payment lookup's result card: the payment status in capitals, both pending ones 'PENDING' as their badge. */
export const PAYMENT_STATUS_HEADING_MESSAGES: Record<PaymentStatus, MessageDescriptor> = {
  success: msg`SUCCESS`,
  failed: msg`FAILED`,
  pending: msg`PENDING`,
  pending_payment_gateway: msg`PENDING`,
};

/**
 * What an audit entry about a registration did, in words (labels.ts' describeAuditAction): a
 * registration's history and the audit trail; the audit trail's other actions are mfe-dashboard's
 * (its catalogue alone carries them).
 */
export const AUDIT_ACTION_MESSAGES: Record<AuditAction, MessageDescriptor> = {
  'registration.created': msg`Registration created`,
  'registration.updated': msg`Registration details updated`,
  'registration.duplicate': msg`Marked as duplicate`,
  'registration.disqualified': msg`Registration disqualified`,
  'registration.status_cleared': msg`Status cleared`,
  'registration.merged': msg`Duplicates merged`,
  'registration.unmerged': msg`Merge taken back`,
  'payment.confirmed': msg`Payment confirmed`,
  'payment.approval_requested': msg`Confirmation sent for approval`,
  'payment.approved': msg`Confirmation approved`,
  'payment.approval_rejected': msg`Confirmation rejected`,
  'payment.receipt_cancelled': msg`Receipt cancelled`,
  'payment.reconciled': msg`Statement line matched by hand`,
  'payment.unreconciled': msg`Statement line unmatched by hand`,
};

/** A registration's fields an audit entry records, by name (labels.ts' fieldLabel); the audit trail's others are mfe-dashboard's. */
export const FIELD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  name: msg`Name`,
  gender: msg`Gender`,
  contactNumber: msg`Contact number`,
  email: msg`E-mail`,
  'school.value': msg`School`,
  'school.name': msg`School name`,
  std: msg`Class`,
  cadre: msg`Cadre`,
  levelEnrolled: msg`Level`,
  status: msg`Status`,
  disqualificationNote: msg`Disqualification note`,
  adminNote: msg`Admin note`,
  'payment.status': msg`Payment status`,
  'payment.mode': msg`Payment mode`,
  'payment.method': msg`Paid by`,
  'payment.amount': msg`Payment amount`,
  'payment.receipt': msg`Receipt`,
  'payment.approval': msg`Approval`,
  'payment.reconciliation': msg`Statement line`,
};

/** The values of a change in words (labels.ts' ChangeWords in English). */
export const EMPTY_VALUE_MESSAGE = msg`(empty)`;
const YES_MESSAGE = msg`Yes`;
const NO_MESSAGE = msg`No`;
const ROLLOUT_MESSAGE = (percent: string, version: string) => msg`${percent}% of browsers on ${version}`;
const CANCELLED_RECEIPT_MESSAGE = (receipt: string) => msg`${receipt} (cancelled)`;
const ASKED_BY_MESSAGE = (person: string) => msg`Asked by ${person}`;
const STATEMENT_LINE_MESSAGE = (line: string, statement: string) => msg`Line ${line} of ${statement}`;

/** A staff member's last activity (the Users tab). */
const JUST_NOW_MESSAGE = msg`Just now`;
const MINUTES_AGO_MESSAGE = (count: number) => msg`${plural(count, { one: '# minute ago', other: '# minutes ago' })}`;
const HOURS_AGO_MESSAGE = (count: number) => msg`${plural(count, { one: '# hour ago', other: '# hours ago' })}`;
const DAYS_AGO_MESSAGE = (count: number) => msg`${plural(count, { one: '# day ago', other: '# days ago' })}`;
const NEVER_MESSAGE = msg`Never`;

type Actor = { name?: string | null; email: string | null; role?: string } | null;

/** The words of labels.ts in `i18n`'s language: the registration's status, a payment's method, ... */
export function labelsIn(i18n: I18n) {
  const word = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const notAvailable = () => word(NOT_AVAILABLE_MESSAGE);
  const noDate = (): NoDateWords => ({ missing: notAvailable(), invalid: word(INVALID_DATE_MESSAGE) });
  const role = (name: string) => (Object.hasOwn(ROLE_MESSAGES, name) ? word(ROLE_MESSAGES[name]!) : name);
  const words = (messages: Readonly<Record<string, MessageDescriptor>>) =>
    Object.fromEntries(Object.entries(messages).map(([value, descriptor]) => [value, word(descriptor)]));
  let changeWords: ChangeWords | undefined;
  const changeWordsOnce = (): ChangeWords =>
    (changeWords ??= {
      empty: word(EMPTY_VALUE_MESSAGE),
      yes: word(YES_MESSAGE),
      no: word(NO_MESSAGE),
      values: {
        status: words(REGISTRATION_STATUS_MESSAGES),
        gender: words(GENDER_MESSAGES),
        cadre: words(CADRE_MESSAGES),
        std: words(CLASS_MESSAGES),
        'payment.status': words(PAYMENT_STATUS_NAME_MESSAGES),
        'payment.mode': words(PAYMENT_MODE_MESSAGES),
        'payment.method': words(PAYMENT_METHOD_MESSAGES),
        role: words(ROLE_MESSAGES),
      },
      rollout: (percent, version) => word(ROLLOUT_MESSAGE(percent, version)),
      cancelledReceipt: (receipt) => word(CANCELLED_RECEIPT_MESSAGE(receipt)),
      askedBy: (person) => word(ASKED_BY_MESSAGE(person)),
      statementLine: (line, statement) => word(STATEMENT_LINE_MESSAGE(line, statement)),
      notAvailable: notAvailable(),
    });
  return {
    registrationStatus: (status: RegistrationStatus) => word(REGISTRATION_STATUS_MESSAGES[status]),
    paymentStatus: (status: PaymentStatus) => word(PAYMENT_STATUS_MESSAGES[status]),
    paymentStatusName: (status: PaymentStatus) => word(PAYMENT_STATUS_NAME_MESSAGES[status]),
    awaitingApproval: () => word(AWAITING_APPROVAL_MESSAGE),
    paymentMode: (mode: PaymentMode) => word(PAYMENT_MODE_MESSAGES[mode]),
    paymentMethod: (method: PaymentMethod) => word(PAYMENT_METHOD_MESSAGES[method]),
    /** How a payment came: its method when said ('Cash'), else its mode ('Offline'). */
    paymentWay: (payment: { mode: PaymentMode; method?: PaymentMethod | null }) =>
      word(payment.method ? PAYMENT_METHOD_MESSAGES[payment.method] : PAYMENT_MODE_MESSAGES[payment.mode]),
    settlementStatus: (status: SettlementStatus) => word(SETTLEMENT_STATUS_MESSAGES[status]),
    gender: (gender: Gender | undefined) => (gender ? word(GENDER_MESSAGES[gender]) : notAvailable()),
    /** A registration's cadre in the language; a value this build does not know stays as it is. */
    cadre: (cadre: string) => (Object.hasOwn(CADRE_MESSAGES, cadre) ? word(CADRE_MESSAGES[cadre as Cadre]) : cadre),
    /** A registration's class (std) in the language ('4th': '4थी'); a value this build does not know stays as it is. */
    className: (std: string) => (Object.hasOwn(CLASS_MESSAGES, std) ? word(CLASS_MESSAGES[std as ClassName]) : std),
    filterField: (field: FilterField) => word(FILTER_FIELD_MESSAGES[field]),
    /** A filter value in the table's words ('Paid', not 'success'); the levels are names, kept as they are. */
    filterValue: (field: FilterField, value: string) => {
      const words = FILTER_VALUE_MESSAGES[field];
      return words && Object.hasOwn(words, value) ? word(words[value]!) : value;
    },
    messageStatus: (status: MessageStatus) => word(MESSAGE_STATUS_MESSAGES[status]),
    messageChannel: (channel: MessageChannel) => word(MESSAGE_CHANNEL_MESSAGES[channel]),
    /** A template this build does not know keeps the words labels.ts spells out. */
    messageTemplate: (template: string) =>
      Object.hasOwn(MESSAGE_TEMPLATE_MESSAGES, template) ? word(MESSAGE_TEMPLATE_MESSAGES[template as MessageTemplate]) : messageTemplateLabel(template),
    releaseStatus: (status: ReleaseStatus) => word(RELEASE_STATUS_MESSAGES[status]),
    featureFlag: (key: FeatureFlagKey) => word(FEATURE_FLAG_MESSAGES[key].label),
    featureFlagDescription: (key: FeatureFlagKey) => word(FEATURE_FLAG_MESSAGES[key].description),
    /** A module this build does not know keeps its technical name. */
    module: (remote: string) => (Object.hasOwn(MODULE_MESSAGES, remote) ? word(MODULE_MESSAGES[remote]!) : remote),
    everyCentre: () => word(EVERY_CENTRE_MESSAGE),
    confirmedWithPasskey: () => word(CONFIRMED_WITH_PASSKEY_MESSAGE),
    notAvailable,
    /** shared/src/format's dates and amounts in the portal's format, a missing or unreadable one in words of the language ('N/A' in English). */
    dateTime: (value: Parameters<typeof formatDateTime>[0]) => formatDateTime(value, undefined, noDate()),
    date: (value: Parameters<typeof formatDate>[0]) => formatDate(value, undefined, noDate()),
    rupees: (value: number | null | undefined) => formatRupees(value, notAvailable()),
    rupeesWithPaise: (value: number | null | undefined) => formatRupeesWithPaise(value, notAvailable()),
    /** A staff member by name, their e-mail when no name is known, else N/A (or `fallback`). */
    person: (person: { name?: string | null; email: string | null }, fallback?: string) => personText(person, fallback ?? notAvailable()),
    /** 'Confirmed by Priya Nair (staff)': the person a note of this action goes with; null for other actions. */
    noteAuthor: (action: string, actor: Actor): string | null => {
      if (!Object.hasOwn(NOTE_AUTHOR_MESSAGES, action)) return null;
      const person = actor ? `${personText(actor, notAvailable())}${actor.role ? ` (${role(actor.role)})` : ''}` : word(THE_SYSTEM_MESSAGE);
      return word(NOTE_AUTHOR_MESSAGES[action]!(person));
    },
    /** 'staff' -> 'staff' in English, 'स्टाफ़' in Hindi; a role this build does not know keeps its name. */
    role,
    /** The payment lookup's heading ('PENDING'). */
    paymentStatusHeading: (status: PaymentStatus) => word(PAYMENT_STATUS_HEADING_MESSAGES[status]),
    /** 'payment.confirmed' -> 'Payment confirmed'; another action is spelled out. */
    auditAction: (action: string) => (Object.hasOwn(AUDIT_ACTION_MESSAGES, action) ? word(AUDIT_ACTION_MESSAGES[action as AuditAction]) : spellOutName(action)),
    /** 'payment.status' -> 'Payment status'; another field is spelled out. */
    fieldLabel: (field: string) => (Object.hasOwn(FIELD_MESSAGES, field) ? word(FIELD_MESSAGES[field]!) : spellOutName(field)),
    /** An audited value in words (labels.ts' formatChangeValue), in the language. */
    changeValue: (value: unknown, field: string) => formatChangeValue(value, field, changeWordsOnce()),
    /** The one word for a value that is not there. */
    empty: () => word(EMPTY_VALUE_MESSAGE),
    /** Spec: under a minute 'Just now', then minutes, hours under 24, then days, in the language; none 'Never'. */
    lastActive: (value: string | null | undefined, now: Date) => {
      if (!value) return word(NEVER_MESSAGE);
      const minutes = Math.floor((now.getTime() - new Date(value).getTime()) / 60_000);
      if (Number.isNaN(minutes)) return value;
      if (minutes < 1) return word(JUST_NOW_MESSAGE);
      if (minutes < 60) return word(MINUTES_AGO_MESSAGE(minutes));
      const hours = Math.floor(minutes / 60);
      return word(hours < 24 ? HOURS_AGO_MESSAGE(hours) : DAYS_AGO_MESSAGE(Math.floor(hours / 24)));
    },
  };
}

export type Labels = ReturnType<typeof labelsIn>;

/** labelsIn for the module's language, inside a component. */
export function useLabels(): Labels {
  const { i18n } = useLingui();
  return labelsIn(i18n);
}
