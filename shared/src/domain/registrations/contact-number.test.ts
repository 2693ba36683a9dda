import { normalizeContactNumber } from './contact-number';

test.each([
  ['9845012345', '9845012345'],
  ['+919845012345', '9845012345'],
  ['+91 98450 12345', '9845012345'],
  ['09845012345', '9845012345'],
  ['98450-12345', '9845012345'],
  ['12345', null],
  ['5845012345', null],
  ['98450123456', null],
])('%s is %s', (input, expected) => {
  expect(normalizeContactNumber(input)).toBe(expected);
});
