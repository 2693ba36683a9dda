import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

interface SafeParser {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: z.ZodError };
}

// PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate would be stored as U+FFFD: refused
// in every part of every request, before any schema, so no route can pass one to the database.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDFFF]/u;

// No call takes anything nested half as deep; deeper input is a mistake or an attack, refused
// before any schema or walk over it could run out of stack.
const MAX_INPUT_DEPTH = 20;

/**
 * The first place in the input (path and why) that no schema may see: text the database cannot
 * store as sent, or nesting deeper than MAX_INPUT_DEPTH. Walked with a stack of its own, not by
 * recursion, so input of any depth is looked at safely.
 */
function unacceptableInput(input: unknown): { path: PropertyKey[]; message: string } | null {
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value: input, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE_TEXT.test(value)) return { path, message: 'Text must not contain NUL characters or broken Unicode' };
      continue;
    }
    // A file's bytes (a statement workbook) are not text, and walked as an object each byte became an entry: 130 MB for a 375 KB file.
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path, message: `Nested too deeply: at most ${MAX_INPUT_DEPTH} levels` };
    const entries = Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      if (UNSTORABLE_TEXT.test(key)) return { path: [...path, key], message: 'Text must not contain NUL characters or broken Unicode' };
      pending.push({ value: item, path: [...path, Array.isArray(value) ? index : key] });
    }
  }
  return null;
}

function refusalError({ path, message }: { path: PropertyKey[]; message: string }): z.ZodError {
  const refusal = z.unknown().refine(() => false, { message, path });
  return refusal.safeParse(undefined).error!;
}

/**
 * Route schemas are the shared zod schemas, request and response alike (the type provider,
 * fastify-type-provider-zod, gives handlers their types from them). A request is checked for
 * text the database cannot store before its schema runs; a failure reaches the error handler
 * (plugins/errors.ts), which answers 400 naming the field. An answer goes out through its
 * response schema: a field the schema does not name never leaves the server, and an answer that
 * breaks its schema is a bug, answered 500 and logged.
 */
export const schemasPlugin = fp(async (app) => {
  app.setValidatorCompiler(({ schema }) => {
    const parser = schema as unknown as SafeParser;
    return (data: unknown) => {
      const unacceptable = unacceptableInput(data);
      if (unacceptable) return { error: refusalError(unacceptable) };
      const result = parser.safeParse(data);
      return result.success ? { value: result.data } : { error: result.error };
    };
  });
  app.setSerializerCompiler(serializerCompiler);
});
