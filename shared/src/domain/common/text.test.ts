import { normalizeText } from './text';

test.each([
  ['\u200B\u200B\u200B', ''],
  ['\u202E\u2066\u200F\u061C\u00AD\u2060\uFEFF', ''],
  ['  Priya\u200B Nair\u200E ', 'Priya Nair'],
  ['ＡＢＣ１２', 'ABC12'],
  ['AB\u200BC', 'ABC'],
  ['\u3164\u115F', ''],
  ['line one\r\nline two\tend', 'line one\nline two\tend'],
])('normalizeText(%j) is %j', (input, expected) => {
  expect(normalizeText(input)).toBe(expected);
});

test('joiners that shape Indic script or join emoji are kept; stray ones go', () => {
  expect(normalizeText('क्\u200Dष')).toBe('क्\u200Dष');
  expect(normalizeText('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧');
  expect(normalizeText('\u200D\u200Cab\u200D')).toBe('ab');
});
