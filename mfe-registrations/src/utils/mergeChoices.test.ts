import { testRegistration } from 'shared/testing/registration';
import { defaultKeptId, mergeRequest, offeredMergeFields } from './mergeChoices';

const first = testRegistration({ registrationId: 'REG-1', createdAt: '2026-11-01T10:00:00Z', version: 2 });
const second = testRegistration({ registrationId: 'REG-2', createdAt: '2026-11-02T10:00:00Z', version: 7, gender: undefined, std: '6th' });

test('kept at first: the one holding money (paid, or awaiting approval), else the earliest active one', () => {
  expect(defaultKeptId([second, first])).toBe('REG-1');
  expect(defaultKeptId([{ ...first, status: 'duplicate' }, second])).toBe('REG-2');
  expect(defaultKeptId([first, testRegistration({ ...second, payment: { status: 'success' } })])).toBe('REG-2');
  const awaiting = testRegistration({ ...second, payment: { approval: { requestedBy: null, requestedAt: '2026-11-03T10:00:00Z', note: null } } });
  expect(defaultKeptId([first, awaiting])).toBe('REG-2');
});

test('the request names the others, every version, and only the fields taken from another whose value differs, a missing one included', () => {
  expect(mergeRequest([first, second], 'REG-2', { gender: 'REG-1', std: 'REG-1', name: 'REG-1', school: 'REG-2' })).toEqual({
    keepId: 'REG-2',
    body: { mergeIds: ['REG-1'], fields: { gender: 'REG-1', std: 'REG-1' }, versions: { 'REG-1': 2, 'REG-2': 7 } },
  });
});

test('the e-mail is offered only when one of them has one', () => {
  expect(offeredMergeFields([first, second])).not.toContain('email');
  expect(offeredMergeFields([first, { ...second, email: 'a@example.org' }])).toContain('email');
});
