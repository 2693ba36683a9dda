import { csvLine, parseCsv } from './csv';

test('cells with commas, quotes and line breaks survive a round trip', () => {
  const values = ['plain', 'a,b', 'say "hi"', 'two\nlines', '', '+91 98765 43210'];
  expect(parseCsv(csvLine(values) + csvLine(['x']))).toEqual([values, ['x']]);
});

test('a formula-like cell is written as text', () => {
  expect(csvLine(['=HYPERLINK("x")', '@cmd'])).toBe(`"'=HYPERLINK(""x"")",'@cmd\r\n`);
});

test('LF line endings, a byte-order mark and no trailing newline', () => {
  expect(parseCsv('\uFEFFa,b\n1,2')).toEqual([['a', 'b'], ['1', '2']]);
});
