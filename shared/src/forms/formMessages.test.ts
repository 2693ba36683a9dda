import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import { passwordResetSchema, signInSchema } from 'shared/domain/auth/sign-in';
import { passkeyRenameBodySchema } from 'shared/domain/auth/passkeys';
import { fieldIssues } from 'shared/domain/common/validation';
import { cancelReceiptFormSchema, rejectApprovalFormSchema } from 'shared/domain/payments/receipts';
import { manualMatchBodySchema, unmatchBodySchema } from 'shared/domain/payments/reconciliation';
import { passwordChangeSchema, profileFormSchema } from 'shared/domain/profile/profile';
import { preferencesSchema, registrationViewBodySchema } from 'shared/domain/profile/preferences';
import { disqualifyFormSchema, registrationEditFormSchema } from 'shared/domain/registrations/registration-requests';
import { registerReleaseBodySchema } from 'shared/domain/releases/releases';
import {
  auditSettingsSchema,
  centerInputSchema,
  DEFAULT_PAYMENT_SETTINGS,
  inviteBodySchema,
  organizationSettingsSchema,
  paymentSettingsSchema,
  templateUpdateBodySchema,
} from 'shared/domain/settings/settings';
import { DEFAULT_PREFERENCES } from 'shared/platform/settings/preferences';
import { englishForTests } from 'shared/testing/renderInPortal';
import { setupI18n } from '@lingui/core';
import { FORM_MESSAGES } from './formMessages';
import { formMessageIn, loadFormWords } from './formWords';

const long = (length: number) => 'x'.repeat(length);

/**
 * Every schema a form holds (useFormFields), with input that breaks each field a person types or
 * picks freely in every way the schema refuses; fields chosen from a fixed list (a select, a
 * switch) are left valid, as a form cannot send anything else.
 */
const FORMS: [string, z.ZodType | ZodMiniType, unknown[]][] = [
  ['sign-in', signInSchema, [{ email: 'x', password: 'short' }]],
  ['password reset', passwordResetSchema, [{ email: 'x' }]],
  [
    'password change',
    passwordChangeSchema,
    [
      { currentPassword: 'short', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
      { currentPassword: 'abcdefgh', newPassword: 'abcdefgh', confirmPassword: 'abcdefgi' },
    ],
  ],
  [
    'profile',
    profileFormSchema,
    [
      { name: 'A', email: 'x', phone: '123', alternateEmail: 'y' },
      { name: long(81), email: 'a@example.org', phone: '1'.repeat(33), alternateEmail: '' },
    ],
  ],
  // A field the schema does not know: fieldIssues' own message.
  ['passkey name', passkeyRenameBodySchema, [{ name: '' }, { name: long(61) }, { name: 'Phone', extra: true }]],
  ['preferences', preferencesSchema, [{ ...DEFAULT_PREFERENCES, timezone: 'Mars/Olympus' }]],
  [
    "a registration's details",
    registrationEditFormSchema,
    [
      { name: 'A', contactNumber: '12', email: 'x', std: '5th', cadre: 'Kids Level', levelEnrolled: 'BUD', school: '', centerCode: '' },
      { name: long(81), contactNumber: '9876543210', email: '', std: '5th', cadre: 'Kids Level', levelEnrolled: 'BUD', school: long(201), centerCode: 'CHN01' },
    ],
  ],
  ['disqualify', disqualifyFormSchema, [{ reason: 'short' }, { reason: long(1001) }]],
  ['cancel a receipt', cancelReceiptFormSchema, [{ reason: 'short' }, { reason: long(1001) }]],
  ['reject an approval', rejectApprovalFormSchema, [{ reason: '' }, { reason: long(501) }]],
  [
    'save a view',
    registrationViewBodySchema.pick({ name: true, shared: true }),
    [
      { name: '', shared: false },
      { name: long(61), shared: false },
    ],
  ],
  [
    'match by hand',
    manualMatchBodySchema,
    [
      { registrationId: '', note: 'short' },
      { registrationId: long(65), note: long(501) },
    ],
  ],
  ['unmatch by hand', unmatchBodySchema, [{ note: 'short' }]],
  [
    'a centre',
    centerInputSchema,
    [
      { code: 'A', name: 'B', city: 'C', contact: long(61) },
      { code: long(11), name: long(101), city: long(61) },
    ],
  ],
  [
    'a module build',
    registerReleaseBodySchema,
    [
      { remote: 'payments', version: '', manifestUrl: 'ftp://example.org/mf-manifest.json', gitSha: 'zz' },
      { remote: 'mfe-payments', version: long(65), manifestUrl: `https://example.org/${long(2000)}` },
      { remote: 'mfe-payments', version: '-1', manifestUrl: 'https://example.org/mf-manifest.json' },
    ],
  ],
  [
    'a template',
    templateUpdateBodySchema,
    [
      { subject: '', content: '', smsText: long(1001), dltTemplateId: 'abc' },
      { subject: long(201), content: long(5001) },
    ],
  ],
  ['an invitation', inviteBodySchema, [{ email: 'x', role: 'viewer', centers: Array.from({ length: 51 }, (_, n) => `C${n}`) }]],
  [
    'organization settings',
    organizationSettingsSchema,
    [
      { name: '', primaryColor: 'red', address: 'a\nb\nc\nd\ne', phone: 'call me', email: 'x' },
      { name: long(101), primaryColor: '#1976d2', address: long(301), phone: '1'.repeat(41), email: '' },
    ],
  ],
  [
    'payment settings',
    paymentSettingsSchema,
    [
      { ...DEFAULT_PAYMENT_SETTINGS, registrationFee: 1.5, paymentIdFormat: '', receiptPrefix: 'rct', approvalThreshold: 0.5 },
      { ...DEFAULT_PAYMENT_SETTINGS, registrationFee: -1, paymentIdFormat: long(61), approvalThreshold: Number.NaN },
      { ...DEFAULT_PAYMENT_SETTINGS, registrationFee: 10 ** 8, approvalThreshold: 10 ** 8 },
      { ...DEFAULT_PAYMENT_SETTINGS, approvalThreshold: 0 },
    ],
  ],
  [
    'audit settings',
    auditSettingsSchema,
    [
      { logProfileChanges: true, dataRetentionDays: 1.5 },
      { logProfileChanges: true, dataRetentionDays: 0 },
      { logProfileChanges: true, dataRetentionDays: 4000 },
    ],
  ],
];

const messagesOf = (schema: z.ZodType | ZodMiniType, inputs: unknown[]) =>
  inputs.flatMap((input) => {
    const parsed = (schema as z.ZodType).safeParse(input);
    return parsed.success ? ['(accepted)'] : fieldIssues(parsed.error.issues).map((issue) => issue.message);
  });

test.each(FORMS)("every message of the %s form's schema is translated", (_form, schema, inputs) => {
  const untranslated = messagesOf(schema, inputs).filter((message) => !Object.hasOwn(FORM_MESSAGES, message));
  expect(untranslated).toEqual([]);
});

test('the table holds only messages a form can show', () => {
  const shown = new Set(FORMS.flatMap(([, schema, inputs]) => messagesOf(schema, inputs)));
  expect(Object.keys(FORM_MESSAGES).filter((message) => !shown.has(message))).toEqual([]);
});

test("each message's English is its key, word for word", () => {
  const english = englishForTests();
  for (const [message, descriptor] of Object.entries(FORM_MESSAGES)) expect(english._(descriptor)).toBe(message);
});

test("a message the table lacks (a server's, already in the person's language) shows as written", () => {
  expect(formMessageIn(englishForTests(), 'यह ई-मेल पहले से पंजीकृत है')).toBe('यह ई-मेल पहले से पंजीकृत है');
});

test('English shows each message as the schema wrote it, without the table; Hindi only once the table has come', async () => {
  const english = englishForTests();
  expect(formMessageIn(english, 'Invalid email address')).toBe('Invalid email address');
  const hindi = setupI18n();
  hindi.loadAndActivate({ locale: 'hi-IN', messages: { [FORM_MESSAGES['Invalid email address']!.id]: 'अमान्य ई-मेल पता' } });
  expect(formMessageIn(hindi, 'Invalid email address')).toBe('Invalid email address');
  await loadFormWords(hindi, 'hi-IN');
  expect(formMessageIn(hindi, 'Invalid email address')).toBe('अमान्य ई-मेल पता');
  expect(formMessageIn(hindi, 'यह ई-मेल पहले से पंजीकृत है')).toBe('यह ई-मेल पहले से पंजीकृत है');
});
