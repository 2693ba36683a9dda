import { loadFailureReason } from 'shared/api/apiError';
import { englishForTests } from 'shared/testing/renderInPortal';
import { loadFailureReasonIn } from './useLoadFailureReason';

// The screens' words for a failed read say in English what shared/api/apiError says (issue 63).
test.each([
  ['asked too often', { status: 429 }],
  ['out of reach', { status: 'FETCH_ERROR' }],
  ['too slow', { status: 'TIMEOUT_ERROR' }],
  ['at fault', { status: 500 }],
  ['a refusal in the API words', { status: 403, data: { message: 'Not in your centres' } }],
  ['nothing known', undefined],
])('a read that failed (%s) reads as loadFailureReason', (_case, error) => {
  expect(loadFailureReasonIn(englishForTests(), error)).toBe(loadFailureReason(error));
});
