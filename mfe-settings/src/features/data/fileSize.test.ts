import { englishForTests } from 'shared/testing/renderInPortal';
import { formatFileSize } from './fileSize';

test.each([
  [0, '0 B'],
  [1023, '1,023 B'],
  [1024, '1.0 KB'],
  [1536, '1.5 KB'],
  [5 * 1024 * 1024, '5.0 MB'],
  [3 * 1024 * 1024 * 1024, '3.0 GB'],
])('%d bytes is %s', (bytes, text) => {
  expect(formatFileSize(englishForTests(), bytes)).toBe(text);
});
