import type { MessageDescriptor } from '@lingui/core';
import { AUDIT_ACTIONS } from 'shared/domain/audit/audit-actions';
import { fieldChanges } from 'shared/domain/audit/audit-changes';
import { CADRES, CLASSES, GENDERS, PAYMENT_METHODS, PAYMENT_MODES, PAYMENT_STATUSES, REGISTRATION_STATUSES } from 'shared/domain/common/enums';
import {
  AWAITING_APPROVAL_LABEL,
  CONFIRMED_WITH_PASSKEY_LABEL,
  describeAuditAction,
  EVERY_CENTRE_LABEL,
  fieldLabel,
  FILTER_FIELD_LABELS,
  GENDER_LABELS,
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_STATUS_LABELS,
  MODULE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_MODE_LABELS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_NAMES,
  REGISTRATION_STATUS_LABELS,
  RELEASE_STATUS_LABELS,
  SETTLEMENT_STATUS_LABELS,
  filterValueLabel,
  formatChangeValue,
  genderLabel,
  messageTemplateLabel,
  moduleLabel,
  noteAuthorText,
  paymentWayText,
  personText,
  type FilterField,
} from 'shared/domain/common/labels';
import { MESSAGE_TEMPLATES } from 'shared/domain/messages/message-kinds';
import { formatDate, formatDateTime } from 'shared/format/dates';
import { formatRupees, formatRupeesWithPaise } from 'shared/format/numbers';
import { FEATURE_FLAG_KEYS } from 'shared/platform/settings/featureFlags';
import { englishForTests } from 'shared/testing/renderInPortal';
import {
  AUDIT_ACTION_MESSAGES,
  AWAITING_APPROVAL_MESSAGE,
  CONFIRMED_WITH_PASSKEY_MESSAGE,
  EVERY_CENTRE_MESSAGE,
  FEATURE_FLAG_MESSAGES,
  FIELD_MESSAGES,
  FILTER_FIELD_MESSAGES,
  GENDER_MESSAGES,
  MESSAGE_CHANNEL_MESSAGES,
  MESSAGE_STATUS_MESSAGES,
  MESSAGE_TEMPLATE_MESSAGES,
  MODULE_MESSAGES,
  NOT_AVAILABLE_MESSAGE,
  NOTE_AUTHOR_MESSAGES,
  PAYMENT_METHOD_MESSAGES,
  PAYMENT_MODE_MESSAGES,
  PAYMENT_STATUS_MESSAGES,
  PAYMENT_STATUS_NAME_MESSAGES,
  REGISTRATION_STATUS_MESSAGES,
  RELEASE_STATUS_MESSAGES,
  SETTLEMENT_STATUS_MESSAGES,
  labelsIn,
} from './labelMessages';

// The screens' words (labelMessages.ts) never drift from labels.ts' English, which the API and the CSV files keep.

const english = englishForTests();
const labels = labelsIn(english);
const inEnglish = (messages: Readonly<Record<string, MessageDescriptor>>) =>
  Object.fromEntries(Object.entries(messages).map(([value, descriptor]) => [value, english._(descriptor)]));

test.each<[string, Readonly<Record<string, MessageDescriptor>>, Readonly<Record<string, string>>]>([
  ['registration statuses', REGISTRATION_STATUS_MESSAGES, REGISTRATION_STATUS_LABELS],
  ['payment status labels', PAYMENT_STATUS_MESSAGES, PAYMENT_STATUS_LABELS],
  ['payment status names', PAYMENT_STATUS_NAME_MESSAGES, PAYMENT_STATUS_NAMES],
  ['payment modes', PAYMENT_MODE_MESSAGES, PAYMENT_MODE_LABELS],
  ['payment methods', PAYMENT_METHOD_MESSAGES, PAYMENT_METHOD_LABELS],
  ['settlement statuses', SETTLEMENT_STATUS_MESSAGES, SETTLEMENT_STATUS_LABELS],
  ['genders', GENDER_MESSAGES, GENDER_LABELS],
  ['filter fields', FILTER_FIELD_MESSAGES, FILTER_FIELD_LABELS],
  ['message statuses', MESSAGE_STATUS_MESSAGES, MESSAGE_STATUS_LABELS],
  ['message channels', MESSAGE_CHANNEL_MESSAGES, MESSAGE_CHANNEL_LABELS],
  ['release statuses', RELEASE_STATUS_MESSAGES, RELEASE_STATUS_LABELS],
  ['modules', MODULE_MESSAGES, MODULE_LABELS],
])('the %s say in English, value for value, what labels.ts says', (_what, messages, labelsTs) => {
  expect(inEnglish(messages)).toEqual(labelsTs);
});

test('every message template has its words, those of labels.ts', () => {
  expect(Object.keys(MESSAGE_TEMPLATE_MESSAGES).sort()).toEqual([...MESSAGE_TEMPLATES].sort());
  for (const template of MESSAGE_TEMPLATES) expect(labels.messageTemplate(template)).toBe(messageTemplateLabel(template));
  expect(labels.messageTemplate('some-new-template')).toBe(messageTemplateLabel('some-new-template'));
});

test('the single words and the phrases read as labels.ts writes them', () => {
  expect(english._(AWAITING_APPROVAL_MESSAGE)).toBe(AWAITING_APPROVAL_LABEL);
  expect(english._(EVERY_CENTRE_MESSAGE)).toBe(EVERY_CENTRE_LABEL);
  expect(english._(CONFIRMED_WITH_PASSKEY_MESSAGE)).toBe(CONFIRMED_WITH_PASSKEY_LABEL);
  expect(english._(NOT_AVAILABLE_MESSAGE)).toBe(genderLabel(undefined));
  expect(english._(NOT_AVAILABLE_MESSAGE)).toBe(personText({ email: null }));
  for (const gender of [...GENDERS, undefined]) expect(labels.gender(gender)).toBe(genderLabel(gender));
  for (const mode of PAYMENT_MODES) {
    for (const method of [...PAYMENT_METHODS, null, undefined]) expect(labels.paymentWay({ mode, method })).toBe(paymentWayText({ mode, method }));
  }
  for (const remote of [...Object.keys(MODULE_LABELS), 'mfe-unknown']) expect(labels.module(remote)).toBe(moduleLabel(remote));
});

test('every filter value with words of its own reads as labels.ts writes it; the others stay as they are', () => {
  const values: Partial<Record<FilterField, readonly string[]>> = {
    gender: GENDERS,
    paymentMode: PAYMENT_MODES,
    paymentStatus: PAYMENT_STATUSES,
    status: REGISTRATION_STATUSES,
    cadre: CADRES,
    std: CLASSES,
  };
  for (const [field, each] of Object.entries(values) as [FilterField, readonly string[]][]) {
    for (const value of each) expect(labels.filterValue(field, value)).toBe(filterValueLabel(field, value));
  }
});

test('the cadres and classes read in English as they are stored; a value this build does not know stays as it is', () => {
  for (const cadre of [...CADRES, 'Masters Level']) expect(labels.cadre(cadre)).toBe(cadre);
  for (const std of [...CLASSES, 'LKG']) expect(labels.className(std)).toBe(std);
  expect(labels.changeValue('Junior Level', 'cadre')).toBe('Junior Level');
  expect(labels.changeValue('4th', 'std')).toBe('4th');
});

test("every note author's sentence reads as labels.ts' noteAuthorText, with a person, a role, nobody or the system", () => {
  const actors = [{ name: 'Priya Nair', email: 'priya@example.org', role: 'staff' }, { name: null, email: 'a@example.org' }, { email: null }, null];
  const withSentence = AUDIT_ACTIONS.filter((action) => noteAuthorText(action, null) !== null);
  expect(Object.keys(NOTE_AUTHOR_MESSAGES).sort()).toEqual([...withSentence].sort());
  for (const action of [...AUDIT_ACTIONS, 'settings.updated']) {
    for (const actor of actors) expect(labels.noteAuthor(action, actor)).toBe(noteAuthorText(action, actor));
  }
});

test("every action on a registration reads as describeAuditAction writes it; another (the audit trail's, mfe-dashboard's) is spelled out", () => {
  expect(Object.keys(AUDIT_ACTION_MESSAGES).sort()).toEqual([...AUDIT_ACTIONS].sort());
  for (const action of [...AUDIT_ACTIONS, 'centre.archived']) expect(labels.auditAction(action)).toBe(describeAuditAction(action));
});

test("every audited field with words reads as fieldLabel writes it; another field's name is spelled out", () => {
  for (const field of [...Object.keys(FIELD_MESSAGES), 'organization.primaryColor']) expect(labels.fieldLabel(field)).toBe(fieldLabel(field));
});

test('a change reads as formatChangeValue writes it, value for value', () => {
  const receipt = { number: 'RCT/2627/000042', issuedAt: '2026-11-26T07:00:00.000Z', issuedBy: 'staff@example.org' };
  const changes: [unknown, string][] = [
    [null, 'status'],
    ['', 'adminNote'],
    ['disqualified', 'status'],
    ['archived', 'status'],
    ['female', 'gender'],
    ['pending_payment_gateway', 'payment.status'],
    ['offline', 'payment.mode'],
    ['upi', 'payment.method'],
    ['staff', 'role'],
    [true, 'live'],
    [false, 'onlineEnabled'],
    [300, 'registrationFee'],
    [{ version: 'v1.4.2', percent: 50 }, 'rollout'],
    [receipt, 'payment.receipt'],
    [{ ...receipt, cancelled: { at: receipt.issuedAt, by: 'admin@example.org', reason: 'Cheque bounced' } }, 'payment.receipt'],
    [{ requestedBy: 'staff@example.org', requestedAt: receipt.issuedAt, note: null }, 'payment.approval'],
    [{ requestedBy: null, requestedAt: receipt.issuedAt, note: null }, 'payment.approval'],
    [{ statement: 'HDFC April', statementId: 'a4108e33-61a3-4070-b58e-c4f2e508dfdf', line: 3, amount: 900, outcome: 'matched' }, 'payment.reconciliation'],
    [{ value: 'DPS' }, 'school'],
  ];
  for (const [value, field] of changes) expect(labels.changeValue(value, field)).toBe(formatChangeValue(value, field));
  const entry = { before: { status: 'active', adminNote: null }, after: { status: 'disqualified', adminNote: 'Too old' } };
  expect(fieldChanges(entry, labels)).toEqual(fieldChanges(entry, { fieldLabel, changeValue: formatChangeValue }));
  expect(labels.empty()).toBe(formatChangeValue(null));
});

test("a role reads as its own name; the payment lookup's heading in capitals, both pending ones PENDING", () => {
  for (const role of ['superadmin', 'admin', 'staff', 'viewer', 'user', 'auditor']) expect(labels.role(role)).toBe(role);
  expect(PAYMENT_STATUSES.map((status) => labels.paymentStatusHeading(status))).toEqual(['SUCCESS', 'PENDING', 'FAILED', 'PENDING']);
});

test('last active counts up from Just now through minutes and hours to days; none is Never', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  expect(
    [30_000, 60_000, 59 * 60_000, 2 * 3_600_000, 23 * 3_600_000 + 59 * 60_000, 24 * 3_600_000, 10 * 86_400_000].map((ms) => labels.lastActive(ago(ms), now)),
  ).toEqual(['Just now', '1 minute ago', '59 minutes ago', '2 hours ago', '23 hours ago', '1 day ago', '10 days ago']);
  expect(labels.lastActive(null, now)).toBe('Never');
});

test("dates and amounts read as shared/src/format writes them, and so does one missing ('N/A') or unreadable ('Invalid Date')", () => {
  for (const value of ['2026-11-21T12:00:00Z', new Date('2026-01-05T20:15:00Z'), null, undefined, '', 'not a date']) {
    expect(labels.dateTime(value)).toBe(formatDateTime(value));
    expect(labels.date(value)).toBe(formatDate(value));
  }
  expect([labels.dateTime(null), labels.date('not a date')]).toEqual(['N/A', 'Invalid Date']);
  for (const value of [123456, 287.4, -0.12, null, undefined, Number.NaN]) {
    expect(labels.rupees(value)).toBe(formatRupees(value));
    expect(labels.rupeesWithPaise(value)).toBe(formatRupeesWithPaise(value));
  }
  expect(labels.rupees(null)).toBe('N/A');
});

test('every feature flag has its name and what it does, in English as the spec names them', () => {
  expect(Object.keys(FEATURE_FLAG_MESSAGES).sort()).toEqual([...FEATURE_FLAG_KEYS].sort());
  expect(FEATURE_FLAG_KEYS.map((key) => labels.featureFlag(key))).toEqual(['Command Palette', 'CSV Export', 'Duplicate Merge', 'Organization-wide 2FA']);
  expect(labels.featureFlagDescription('csvExport')).toBe('Export registrations as a CSV file');
});
