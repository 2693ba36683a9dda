import { z } from 'zod';
import type { FieldIssue } from './validation';

// Fields the API alone sets (ids, versions, timestamps, a payment's receipt and approval). The
// answer schemas mark them; the OpenAPI document shows them `readOnly`; a write takes its answer
// back whole: such a field sent as it was answered is ignored, sent changed it is refused.

export const SERVER_OWNED_MESSAGE = 'Set by the server: send it back as you read it, or leave it out';

/** Marks an answer's field as set by the server alone. */
export const serverOwned = <T extends z.ZodType>(schema: T): T => schema.meta({ readOnly: true });

const isServerOwned = (schema: z.core.$ZodType) => z.globalRegistry.get(schema)?.readOnly === true;

type TakenBack<Shape extends z.core.$ZodShape, Answer extends z.core.$ZodShape> = {
  [Key in Exclude<keyof Answer, keyof Shape>]: z.ZodOptional<Answer[Key]>;
};

/**
 * A write's body that also takes back the object it answers: each answer field the body does not
 * take itself may be sent, as the answer allows it. Every such field must be server-owned (a
 * field a client could change belongs in the body); the write compares what was sent with what
 * is stored (`changedServerOwnedFields`).
 */
export function takingBack<Shape extends z.core.$ZodShape, Answer extends z.core.$ZodShape>(
  body: z.ZodObject<Shape, z.core.$strict>,
  answer: z.ZodObject<Answer>,
) {
  const echoed = Object.keys(answer.shape).filter((key) => !(key in body.shape));
  const notServerOwned = echoed.filter((key) => !isServerOwned(answer.shape[key]!));
  if (notServerOwned.length > 0) throw new Error(`Answer fields the write neither takes nor marks server-owned: ${notServerOwned.join(', ')}`);
  return body.extend(Object.fromEntries(echoed.map((key) => [key, z.optional(answer.shape[key]!)])) as TakenBack<Shape, Answer>);
}

/** Equal as JSON: key order and absent-or-undefined keys do not count. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keysOf = (value: object) => Object.entries(value).filter(([, item]) => item !== undefined);
  const [left, right] = [keysOf(a), keysOf(b)];
  const other = new Map(right);
  return left.length === right.length && left.every(([key, item]) => other.has(key) && sameJson(item, other.get(key)));
}

/**
 * The server-owned fields of `answer` that `sent` carries with a value other than the stored one
 * (`stored`, the thing as the API answers it), each named under `path`: empty when every one was
 * sent back as answered, or left out.
 */
export function changedServerOwnedFields(sent: object, stored: object, answer: z.ZodObject, path = ''): FieldIssue[] {
  const sentValues = sent as Record<string, unknown>;
  const storedValues = stored as Record<string, unknown>;
  return Object.keys(answer.shape)
    .filter((key) => isServerOwned(answer.shape[key]!) && sentValues[key] !== undefined && !sameJson(sentValues[key], storedValues[key]))
    .map((key) => ({ path: path ? `${path}.${key}` : key, message: SERVER_OWNED_MESSAGE }));
}
