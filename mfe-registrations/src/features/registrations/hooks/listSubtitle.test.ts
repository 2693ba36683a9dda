import { listSubtitle } from './listSubtitle';

test('without a search or filter: Manage N total registrations, N in Indian grouping', () => {
  expect(listSubtitle(123456, 123456, false)).toBe('Manage 1,23,456 total registrations');
  expect(listSubtitle(undefined, 3000, false)).toBe('Manage 3,000 total registrations');
});

test('with a search or filter: Showing X of N registrations', () => {
  expect(listSubtitle(3000, 12, true)).toBe('Showing 12 of 3,000 registrations');
  expect(listSubtitle(3000, 0, true)).toBe('Showing 0 of 3,000 registrations');
});

test('while nothing is known yet', () => {
  expect(listSubtitle(undefined, undefined, false)).toBe('Loading registrations...');
  expect(listSubtitle(3000, undefined, true)).toBe('Searching...');
});
