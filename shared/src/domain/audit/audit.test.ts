import { fieldLabel, formatChangeValue } from '../common/labels';
import { fieldChanges } from './audit-changes';

// In labels.ts' English: a screen names them in its language (labelMessages.tsx' labelsIn).
const ENGLISH = { fieldLabel, changeValue: formatChangeValue };

test('every field in before or after, once', () => {
  expect(fieldChanges({ before: { status: 'active' }, after: { status: 'disqualified', disqualificationNote: 'Too old' } }, ENGLISH)).toEqual([
    { field: 'status', label: 'Status', before: 'Active', after: 'Disqualified' },
    { field: 'disqualificationNote', label: 'Disqualification note', before: '(empty)', after: 'Too old' },
  ]);
  expect(fieldChanges({}, ENGLISH)).toEqual([]);
});

test('fields whose value stayed as it was are left out', () => {
  expect(fieldChanges({ before: { code: 'DLH01', city: 'Delhi' }, after: { code: 'DLH01', city: 'New Delhi' } }, ENGLISH).map((c) => c.label)).toEqual([
    'City',
  ]);
});

test('enumerated values read in the words every other screen gives them', () => {
  const changes = fieldChanges(
    {
      before: { 'payment.status': 'pending_payment_gateway', 'payment.mode': 'online', gender: 'female' },
      after: { 'payment.status': 'success', 'payment.mode': 'offline', gender: 'male' },
    },
    ENGLISH,
  );
  expect(changes.map(({ before, after }) => `${before} → ${after}`)).toEqual(['Pending (gateway) → Paid', 'Online → Offline', 'Female → Male']);
});
