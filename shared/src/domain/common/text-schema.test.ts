import { normalizedText } from './text-schema';

test('length rules apply to the normalised text', () => {
  const schema = normalizedText().min(2, 'Too short');
  expect(schema.safeParse('\u200B\u200B\u200Ba').error?.issues[0]?.message).toBe('Too short');
  expect(schema.parse(' ＡＢ ')).toBe('AB');
});
