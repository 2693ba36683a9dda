import { englishForTests } from 'shared/testing/renderInPortal';
import { resultText } from './bulkActionText';

const i18n = englishForTests();

test('a bulk result names its one reason as a sentence, and counts each of several', () => {
  expect(resultText(i18n, { updated: 3, skipped: 0, reasons: [] })).toBe('3 updated, 0 skipped');
  expect(resultText(i18n, { updated: 0, skipped: 1, reasons: [{ reason: 'This payment is already confirmed.', count: 1 }] })).toBe(
    '0 updated, 1 skipped: This payment is already confirmed.',
  );
  expect(
    resultText(i18n, {
      updated: 1,
      skipped: 1200,
      reasons: [
        { reason: 'This payment is already confirmed.', count: 1000 },
        { reason: 'Only an active registration can be marked as duplicate.', count: 200 },
      ],
    }),
  ).toBe('1 updated, 1,200 skipped: This payment is already confirmed (1,000); Only an active registration can be marked as duplicate (200).');
  expect(resultText(i18n, { updated: 2, skipped: 0, reasons: [] }, 'mergeSuggested')).toBe('2 merged, 0 skipped');
});
