import { z } from 'zod';
import { REFUSAL_CODES } from './refusal-codes';

// Helpers of the answer schemas, which sit in each topic's <topic>-answers.ts (in the topic's own
// file when screens take only types from it). The API serializes every answer through those
// schemas (a field not in its schema never leaves the server) and the OpenAPI document is
// generated from them; the types of the answers are inferred from them.

type MissingKeys<T, S extends z.ZodType> = Exclude<keyof T, keyof z.output<S>>;

/**
 * For a type declared elsewhere (the versioned platform contract, or a topic's file whose code makes
 * it: an import's checked rows and issues, a statement's lines): checks that `schema` produces
 * a T and names every field of T (optional ones included), so that no field is dropped unnoticed.
 */
export function answer<T>() {
  return <S extends z.ZodType<T>>(schema: S & ([MissingKeys<T, S>] extends [never] ? unknown : { missing: MissingKeys<T, S> })): S => schema;
}

export const isoInstant = z.string().describe('ISO 8601');

/** Fields that are whole numbers (counts, rupees), by name. */
export const wholeNumbers = <Key extends string>(...keys: Key[]) => Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<Key, z.ZodNumber>;

/**
 * Every refusal: `message` in English and `code`, the kind of refusal (refusal-codes.ts), which a
 * client acts on (`session-ended`) or shows translated; `issues` on 400, `current` (the row as it is
 * now) on a stale version.
 */
export const apiErrorSchema = z
  .looseObject({
    message: z.string(),
    code: z.enum(REFUSAL_CODES).describe('The kind of refusal: stable, one meaning each'),
    issues: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
    current: z.unknown().optional(),
  })
  .meta({ id: 'ApiError' });
