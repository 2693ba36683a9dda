import { csvLine, parseCsv } from './csv';

test('cells with commas, quotes and line breaks survive a round trip', () => {
  const values = ['plain', 'a,b', 'say "hi"', 'two\nlines', '', '+91 98765 43210'];
  expect(parseCsv(csvLine(values) + csvLine(['x']))).toEqual([values, ['x']]);
});

test('a formula-like cell is written as text', () => {
  expect(csvLine(['=HYPERLINK("x")', '@cmd'])).toBe(`"'=HYPERLINK(""x"")",'@cmd\r\n`);
  expect(csvLine(['+cmd|calc', '-2+3', '-SUM(A1)'])).toBe(`'+cmd|calc,'-2+3,'-SUM(A1)\r\n`);
});

test('plain numbers and phone numbers that start with + or - stay as they are', () => {
  expect(csvLine(['+91 98765 43210', '-300', '+919876543210'])).toBe('+91 98765 43210,-300,+919876543210\r\n');
});

test('LF line endings, a byte-order mark and no trailing newline', () => {
  expect(parseCsv('\uFEFFa,b\n1,2')).toEqual([
    ['a', 'b'],
    ['1', '2'],
  ]);
});
