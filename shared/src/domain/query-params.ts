import { z } from 'zod';

// Building blocks for query-string schemas: every value arrives as a string, or as an array
// of strings when the parameter is repeated.

/** A whole number between min and max, written in decimal digits. */
export function integerParam(min: number, max: number) {
  return z
    .string()
    .regex(/^\d+$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));
}

/** Several values, comma separated and/or repeated, each one of `values`. */
export function multiValueParam<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((raw) =>
      (Array.isArray(raw) ? raw : [raw])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(z.enum(values)));
}
