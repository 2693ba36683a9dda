import fc from 'fast-check';

// Hostile values for the fuzz suites: text, numbers and JSON that a careless or malicious client
// sends, and ways to spoil a request the API would accept.

const SPECIAL_TEXT = [
  '',
  ' ',
  '\t',
  '\r\n',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\uDBFF',
  '\u202Eevil\u202C',
  '\u200F\u200E\u061C',
  '\u200B',
  '\uFEFF',
  '😀',
  '👨‍👩‍👧‍👦',
  'İı',
  'ß',
  'ﷺ',
  '٣٤',
  'Ａ',
  '%',
  '%00',
  '%ZZ',
  '%2F',
  '..',
  '../../etc/passwd',
  '\\',
  '/',
  '?',
  '#',
  '&',
  '=',
  "' OR '1'='1",
  '"; DROP TABLE registrations; --',
  '$1',
  '%s',
  '{{name}}',
  '${7*7}',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '+cmd',
  '-0',
  '@SUM(1)',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  '0x10',
  ' 1',
  '1 ',
  '01',
  '1,2',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

const cursorOf = (text: string) => Buffer.from(text).toString('base64url');

/**
 * Values out of any real range: dates (and page cursors built on them) far in the past or
 * future or past what the database stores, huge numbers, invisible text and very long text.
 */
export const OUT_OF_RANGE_TEXT = [
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '9999-12-31',
  '2100-01-01',
  '+275760-09-13',
  '-271821-04-20',
  '1970-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '0000-01-01T00:00:00Z_REG-1',
  '9999-12-31T23:59:59.999Z_REG-1',
  cursorOf('0000-01-01 00:00:00+00|1'),
  cursorOf('9999-12-31 23:59:59+20|1'),
  cursorOf('2026-01-01 00:00:00+23|1'),
  cursorOf('2026-01-01 00:00:00+00|99999999999999999999'),
  '1e308',
  '-1e308',
  '99999999999999999999999',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  '0.0000001',
  '1e-400',
  '\u200B\u200B\u200B\u200B\u200B\u200B\u200B\u200B\u200B\u200B\u200B\u200B',
  '\u202E\u2066\u200F\u061C',
  'Ａ\u200BＢ',
  '\u00AD\u2060\uFEFF',
  'x'.repeat(10_000),
];

/** Text of every kind the API should survive: edge cases, random Unicode (lone surrogates too), and huge strings. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_TEXT) },
  { weight: 2, arbitrary: fc.constantFrom(...OUT_OF_RANGE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.array(fc.constantFrom(...SPECIAL_TEXT), { minLength: 2, maxLength: 6 }).map((parts) => parts.join('')) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', 'é', '😀', '\uD800', '\u0000', ','), fc.integer({ min: 65, max: 20_000 }))
      .map(([part, count]) => part.repeat(count)),
  },
);

/** Numbers out of any real range, as JSON numbers. */
export const OUT_OF_RANGE_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, -(2 ** 53) - 1, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 1e21, -0.5];

/** Numbers at the edges, as JSON numbers (NaN and the infinities become null on the way). */
export const edgeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-0, -1, 0.5, 1.5, ...OUT_OF_RANGE_NUMBERS, NaN, Infinity, -Infinity),
  fc.double(),
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
);

/** An array nested `depth` levels deep, around one value. */
export const nestedArray = (depth: number, inner: unknown = 1): unknown => {
  let value = inner;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

/** An object nested `depth` levels deep, around one value. */
export const nestedObject = (depth: number, inner: unknown = 1): unknown => {
  let value = inner;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

/** Any JSON value of any type: what a field gets in place of the right one (deeply nested ones too). */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.constantFrom(nestedArray(30), nestedObject(30), nestedArray(3000), nestedObject(1000)),
    edgeNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 3 }),
  ),
})).value;

type JsonPath = (string | number)[];

/** Every place inside a JSON value where a field or element sits, the root included. */
function pathsOf(value: unknown, path: JsonPath = []): JsonPath[] {
  const inner = Array.isArray(value)
    ? value.flatMap((item, index) => pathsOf(item, [...path, index]))
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))
      : [];
  return [path, ...inner];
}

function objectPathsOf(value: unknown): JsonPath[] {
  return pathsOf(value).filter((path) => {
    const target = path.reduce<any>((node, key) => node[key], value);
    return typeof target === 'object' && target !== null && !Array.isArray(target);
  });
}

/** A deep copy of `value` with `change` applied to the parent of `path` (or to the root when the path is empty). */
function edit(value: unknown, path: JsonPath, change: (parent: any, key: string | number) => void, atRoot: () => unknown): unknown {
  if (path.length === 0) return atRoot();
  const copy = structuredClone(value);
  const parent = path.slice(0, -1).reduce<any>((node, key) => node[key], copy);
  change(parent, path[path.length - 1]!);
  return copy;
}

/** `valid` with one field removed, one added, or one value (or the whole body) replaced by another type or an edge value. */
export function spoiledJson(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  const fieldPaths = paths.filter((path) => path.length > 0);
  const objectPaths = objectPathsOf(valid);
  const options: fc.Arbitrary<unknown>[] = [
    fc.tuple(fc.constantFrom(...paths), hostileJson).map(([path, replacement]) =>
      edit(
        valid,
        path,
        (parent, key) => {
          parent[key] = replacement;
        },
        () => replacement,
      ),
    ),
    fc
      .tuple(fc.constantFrom(...objectPaths), fc.oneof(hostileText, fc.constantFrom('extra', 'role', 'id', 'isAdmin')), hostileJson)
      .map(([path, key, extra]) => {
        const copy = structuredClone(valid) as any;
        const target = path.reduce<any>((node, part) => node[part], copy);
        // defineProperty, not assignment: a key named __proto__ must become a real field.
        Object.defineProperty(target, key, { value: extra, enumerable: true, writable: true, configurable: true });
        return copy;
      }),
  ];
  if (fieldPaths.length > 0) {
    options.push(
      fc.constantFrom(...fieldPaths).map((path) =>
        edit(
          valid,
          path,
          (parent, key) => {
            if (Array.isArray(parent)) parent.splice(Number(key), 1);
            else delete parent[key];
          },
          () => undefined,
        ),
      ),
    );
  }
  return fc.oneof(...options);
}

/** A request body as it travels: its bytes and their declared type. */
export interface RawBody {
  contentType: string | null;
  text: string | Buffer;
}

const json = (text: string): RawBody => ({ contentType: 'application/json', text });

/**
 * Bodies no JSON route may accept, built around a valid one: malformed JSON, forbidden keys,
 * duplicate keys, deep nesting, the right text under the wrong content type, and one too big.
 */
export function brokenBody(valid: unknown, bodyLimit: number): fc.Arbitrary<RawBody> {
  const text = JSON.stringify(valid);
  const inner = text.slice(1, -1);
  const withField = (field: string) => json(inner ? `{${inner},${field}}` : `{${field}}`);
  return fc.oneof(
    // Every strict prefix of an object's JSON is malformed.
    fc.integer({ min: 0, max: text.length - 1 }).map((end) => json(text.slice(0, end))),
    fc.constantFrom(
      json(''),
      json('{'),
      json('nul'),
      json("{'a':1}"),
      json('{"a":1,}'),
      json('{"a":NaN}'),
      json('{"a":Infinity}'),
      json('{"a":01}'),
      json('{"a":.5}'),
      json('{"a":"\\x41"}'),
      json('{"a":"\\uD800"}'),
      json('{"a" 1}'),
      json(`${text}${text}`),
      json(`\uFEFF\uFEFF${text}`),
      json(`${text}garbage`),
      json('\u0000'),
      withField('"__proto__":{"role":"superadmin"}'),
      withField('"constructor":{"prototype":{"role":"superadmin"}}'),
      json(`${'['.repeat(4000)}${']'.repeat(4000)}`),
      json(`${'{"a":'.repeat(1500)}1${'}'.repeat(1500)}`),
    ),
    // Nested as deep as the route's body limit lets a field be.
    fc.constant(withField(`"deep":${'['.repeat(Math.floor(bodyLimit / 2) - inner.length - 20)}${']'.repeat(Math.floor(bodyLimit / 2) - inner.length - 20)}`)),
    fc
      .constantFrom(
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'image/png',
        'application/jsonx',
        'text/json',
        'application/octet-stream',
      )
      .map((contentType): RawBody => ({ contentType, text })),
    fc.constant<RawBody>({ contentType: null, text }),
    fc.constant(withField(`"padding":"${'x'.repeat(bodyLimit)}"`)),
  );
}

/** The bytes sent in a URL for `text`: UTF-8 percent-encoded; lone surrogates as the invalid bytes a careless encoder writes. */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** Replays with FUZZ_SEED=<seed printed on failure>; more or fewer cases with FUZZ_RUNS. */
export function fuzzParameters(name: string, defaultRuns: number): fc.Parameters<unknown> {
  const base = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20261122;
  // Each property gets its own fixed seed, so adding a route changes no other route's cases.
  let seed = base;
  for (const char of name) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return {
    seed: process.env.FUZZ_SEED ? base : seed,
    numRuns: process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : defaultRuns,
    // Each case is a real request; a found failure is reported as found rather than shrunk at length.
    endOnFailure: true,
  };
}
