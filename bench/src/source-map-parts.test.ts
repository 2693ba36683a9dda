import { decodeMappings, partOf } from './source-map-parts';

test("a source map's segments decode to each generated line's columns and sources", () => {
  // Line 0: column 0 of source 0, column 5 of source 0 (no new source), column 21 of source 2; line 1: column 3 of source 1.
  // Sources and columns are relative to the segment before; columns start again on each line, sources do not.
  expect(decodeMappings('AAAA,KAAC,gBEAA;GDAA')).toEqual([
    [
      [0, 0],
      [5, 0],
      [21, 2],
    ],
    [[3, 1]],
  ]);
  // A segment of one field names no source; an empty line has none.
  expect(decodeMappings('A,CAAA;;')).toEqual([[[1, 0]], [], []]);
});

test('a source is named by its package, as webpack, or as the portal’s own code', () => {
  expect(partOf('webpack://shell/../node_modules/.pnpm/react-dom@18.3.1_react@18.3.1/node_modules/react-dom/cjs/react-dom.production.min.js')).toBe(
    'react-dom',
  );
  expect(partOf('webpack://shell/../node_modules/.pnpm/@mui+material@7.3.5/node_modules/@mui/material/Button/Button.mjs')).toBe('@mui/material');
  expect(partOf('webpack://mfe-registrations/webpack/bootstrap')).toBe('webpack');
  expect(partOf('webpack://mfe-registrations/./src/app/RegistrationsPage.tsx')).toBe('own code');
  expect(partOf('webpack://shell/../shared/src/format/numbers.ts')).toBe('own code');
});
