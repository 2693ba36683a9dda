// The screen's first paint loads no zod (about 20 KB compressed on a phone's first load): values its
// code needs from a topic with schemas come from zod-free files (request-limits.ts, list-rules.ts).
// What opens later (dialogs, other views) is fetched lazily and may use it.
jest.mock('zod', () => {
  throw new Error('zod was loaded by the first paint');
});

test('what the exposed routes import at first paint holds no zod', async () => {
  await expect(import('./routes')).resolves.toHaveProperty('default');
});
