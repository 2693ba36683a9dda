import type { z } from 'zod';
import {
  disqualificationReasonSchema,
  duplicateVerdictBodySchema,
  registerUpdateBodySchema,
  registrationDetailsBodySchema,
  statusChangeBodySchema,
} from './registration-requests';
import { fieldIssues } from '../common/validation';

function issuesOf(schema: z.ZodType, data: unknown) {
  const result = schema.safeParse(data);
  return result.success ? [] : fieldIssues(result.error.issues);
}

test('PUT /admin/register bodies are told apart by payment or status', () => {
  expect(registerUpdateBodySchema.parse({ payment: { status: 'success', mode: 'offline' } })).toMatchObject({ kind: 'confirmPayment' });
  expect(registerUpdateBodySchema.parse({ status: 'active', adminNote: ' ok ' })).toEqual({ kind: 'clearStatus', status: 'active', adminNote: 'ok' });
  expect(issuesOf(registerUpdateBodySchema, { payment: { status: 'success' } })).toEqual([{ path: 'payment.mode', message: expect.any(String) }]);
  expect(issuesOf(registerUpdateBodySchema, { status: 'active', extra: 1 })).toEqual([{ path: 'extra', message: 'Unknown field' }]);
});

test("the confirm body takes the registration's payment back as read, status changed", () => {
  const payment = { paymentId: 'PAY-1', mode: 'offline', amount: 300, status: 'success', receipt: null, approval: null };
  expect(registerUpdateBodySchema.parse({ payment, adminNote: 'Cash' })).toEqual({ kind: 'confirmPayment', payment, adminNote: 'Cash' });
  expect(issuesOf(registerUpdateBodySchema, { payment: { ...payment, paidBy: 'cash' } })).toEqual([{ path: 'payment.paidBy', message: 'Unknown field' }]);
});

test('a duplicate verdict counts each registration once', () => {
  expect(duplicateVerdictBodySchema.parse({ verdict: 'not_duplicate', registrationIds: ['A', 'B', 'A'] }).registrationIds).toEqual(['A', 'B']);
  expect(issuesOf(duplicateVerdictBodySchema, { verdict: 'not_duplicate', registrationIds: ['A', 'A'] })).toEqual([
    { path: 'registrationIds', message: 'Name at least two different registrations: one registration is not a group' },
  ]);
});

test('a disqualification reason needs 10 characters after trimming', () => {
  expect(issuesOf(statusChangeBodySchema, { status: 'disqualified', note: '  short    ' })).toEqual([
    { path: 'note', message: 'Please provide a reason with at least 10 characters.' },
  ]);
  expect(statusChangeBodySchema.parse({ status: 'disqualified', note: '  long enough reason ' })).toEqual({
    status: 'disqualified',
    note: 'long enough reason',
  });
});

test('details: known fields only, with the profile name rule', () => {
  expect(issuesOf(registrationDetailsBodySchema, { name: 'A', gender: 'male' })).toEqual([
    { path: 'name', message: 'Name must be at least 2 characters' },
    { path: 'gender', message: 'Unknown field' },
  ]);
});

test("a reason or note past its length is refused in words, not in the validator's", () => {
  expect(disqualificationReasonSchema.safeParse('x'.repeat(1001)).error?.issues[0]?.message).toBe('Keep the reason to 1000 characters or fewer.');
  expect(disqualificationReasonSchema.safeParse('x'.repeat(1000)).success).toBe(true);
});
