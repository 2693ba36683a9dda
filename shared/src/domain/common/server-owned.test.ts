import { z } from 'zod';
import { changedServerOwnedFields, SERVER_OWNED_MESSAGE, serverOwned, takingBack } from './server-owned';
import { fieldIssues } from './validation';

const answer = z.strictObject({
  id: serverOwned(z.string()),
  title: z.string(),
  stamp: serverOwned(z.strictObject({ at: z.string(), by: z.string().nullable() }).nullable()),
});
const body = takingBack(z.strictObject({ title: z.string() }), answer);

test("a write's body takes back its answer's server-owned fields, and still refuses any other field", () => {
  const read = { id: 'a1', title: 'New title', stamp: { at: '2026-05-01T10:00:00.000Z', by: null } };
  expect(body.parse(read)).toEqual(read);
  expect(body.parse({ title: 'Only the title' })).toEqual({ title: 'Only the title' });
  expect(fieldIssues(body.safeParse({ ...read, extra: 1 }).error!.issues)).toEqual([{ path: 'extra', message: 'Unknown field' }]);
  // Taken back as the answer allows them: a stamp of another shape is no stamp.
  expect(fieldIssues(body.safeParse({ ...read, stamp: { at: 1 } }).error!.issues).map((issue) => issue.path)).toEqual(['stamp.at', 'stamp.by']);
});

test('an answer field that a write neither takes nor marks server-owned is a mistake caught at once', () => {
  expect(() => takingBack(z.strictObject({ id: z.string() }), answer)).toThrow('Answer fields the write neither takes nor marks server-owned: title');
});

test('server-owned fields sent as stored are ignored, whatever the key order; sent changed, each is named', () => {
  const stored = { id: 'a1', title: 'Old', stamp: { at: '2026-05-01T10:00:00.000Z', by: 'admin@example.org' } };
  expect(changedServerOwnedFields({ title: 'New', id: 'a1', stamp: { by: 'admin@example.org', at: '2026-05-01T10:00:00.000Z' } }, stored, answer)).toEqual([]);
  expect(changedServerOwnedFields({ title: 'New' }, stored, answer)).toEqual([]);
  expect(changedServerOwnedFields({ id: 'a2', stamp: null }, stored, answer, 'thing')).toEqual([
    { path: 'thing.id', message: SERVER_OWNED_MESSAGE },
    { path: 'thing.stamp', message: SERVER_OWNED_MESSAGE },
  ]);
  expect(changedServerOwnedFields({ stamp: { ...stored.stamp, extra: true } }, stored, answer)).toEqual([{ path: 'stamp', message: SERVER_OWNED_MESSAGE }]);
  expect(changedServerOwnedFields({ stamp: null }, { ...stored, stamp: null }, answer)).toEqual([]);
});
