import './zodWithoutEval';
import { config, z } from 'zod';

test('zod, loaded after it, compiles no parser with new Function', () => {
  expect(config().jitless).toBe(true);
  const compile = jest.spyOn(globalThis, 'Function');
  expect(z.object({ name: z.string(), age: z.number() }).parse({ name: 'Asha', age: 9 })).toEqual({ name: 'Asha', age: 9 });
  expect(compile).not.toHaveBeenCalled();
});
