import { DEFAULT_COLUMNS, LIST_COLUMNS, offeredColumns } from './listColumns';

const every = LIST_COLUMNS.map((column) => column.key);

test('every column is offered to a person who sees several centres, every column but the Center to one who sees one', () => {
  expect(offeredColumns(true)).toEqual(every);
  // Not DEFAULT_COLUMNS: a column shown only when chosen is offered to both.
  expect(offeredColumns(false)).toEqual(every.filter((key) => key !== 'centerCode'));
});

test('the Center column is offered but not shown by default', () => {
  expect(DEFAULT_COLUMNS).not.toContain('centerCode');
  expect(offeredColumns(true)).toContain('centerCode');
});
