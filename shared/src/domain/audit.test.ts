import { fieldChanges } from './audit';

test('every field in before or after, once', () => {
  expect(fieldChanges({ before: { status: 'active' }, after: { status: 'disqualified', disqualificationNote: 'Too old' } })).toEqual([
    { field: 'status', label: 'Status', before: 'active', after: 'disqualified' },
    { field: 'disqualificationNote', label: 'Disqualification note', before: '(empty)', after: 'Too old' },
  ]);
  expect(fieldChanges({})).toEqual([]);
});

test('fields whose value stayed as it was are left out', () => {
  expect(fieldChanges({ before: { code: 'DLH01', city: 'Delhi' }, after: { code: 'DLH01', city: 'New Delhi' } }).map((c) => c.label)).toEqual(['City']);
});
