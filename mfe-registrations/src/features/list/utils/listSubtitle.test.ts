import { englishForTests } from 'shared/testing/renderInPortal';
import { listSubtitle as subtitleIn } from './listSubtitle';

const i18n = englishForTests();
const listSubtitle = (...args: Parameters<typeof subtitleIn> extends [unknown, ...infer Rest] ? Rest : never) => subtitleIn(i18n, ...args);

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
});

test('while the exact total of a search or filter is on its way, or when it could not be counted', () => {
  expect(listSubtitle(3000, undefined, true)).toBe('Counting matching registrations...');
  expect(listSubtitle(3000, undefined, true, 'count')).toBe('Could not count the matching registrations.');
});

test('a list that failed with nothing to show says so, not that it is loading', () => {
  expect(listSubtitle(3000, undefined, false, 'rows')).toBe('Registrations could not be loaded.');
  expect(listSubtitle(3000, undefined, true, 'rows')).toBe('Registrations could not be loaded.');
  // The total may arrive from its own call while the rows failed: still no rows on screen.
  expect(listSubtitle(3000, 12, true, 'rows')).toBe('Registrations could not be loaded.');
});
