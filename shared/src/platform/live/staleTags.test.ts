import { tagsForChange } from 'shared/platform/live/staleTags';

test('a change to one registration makes stale its row, the lists, its payment, the figures, trails and messages', () => {
  expect(tagsForChange({ type: 'payment', id: 'REG-1' })).toEqual([
    { type: 'Registration', id: 'REG-1' },
    { type: 'Registration', id: 'LIST' },
    { type: 'Payment', id: 'REG-1' },
    { type: 'Payment', id: 'LIST' },
    'Stats',
    'Activity',
    'Audit',
    'Message',
  ]);
  expect(tagsForChange({ type: 'registration', id: 'REG-1' })).toEqual(tagsForChange({ type: 'payment', id: 'REG-1' }));
});

test('shown in place, the registration screens keep their rows; everything else still reloads', () => {
  expect(tagsForChange({ type: 'registration', id: 'REG-1' }, { shown: true })).toEqual([
    { type: 'Payment', id: 'REG-1' },
    { type: 'Payment', id: 'LIST' },
    'Stats',
    'Activity',
    'Audit',
    'Message',
  ]);
});

test('many registrations at once (an import), staff, settings and jobs', () => {
  expect(tagsForChange({ type: 'registration', id: null })).toEqual(['Registration', 'Payment', 'Stats', 'Activity', 'Audit', 'Message']);
  expect(tagsForChange({ type: 'staff', id: 'uid-1' })).toEqual(['Staff', 'Audit', 'Message']);
  expect(tagsForChange({ type: 'center', id: 'C-1' })).toEqual(['Settings', 'Audit']);
  expect(tagsForChange({ type: 'job', id: 'job-1' })).toEqual([]);
});
