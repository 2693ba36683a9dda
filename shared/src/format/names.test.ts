import { initialsOf } from './names';

test.each([
  ['Meera Iyer', 'MI'],
  ['priya', 'P'],
  ['  arjun   kumar mehta ', 'AK'],
  ['', '?'],
  ['   ', '?'],
  [null, '?'],
])('initials of %p are %p', (name, initials) => {
  expect(initialsOf(name)).toBe(initials);
});
