import fc from 'fast-check';
import type { JsonSchema } from './api-routes';

/** JSON text written as is into a body: numbers JSON.stringify cannot write (1e309, -0), bad tokens. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of `value`, with RawJson pieces, non-finite numbers and -0 written as raw tokens. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'NaN';
    if (value === Infinity) return '1e309';
    if (value === -Infinity) return '-1e309';
    if (Object.is(value, -0)) return '-0';
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Percent-encoded UTF-8; a lone surrogate (which UTF-8 cannot carry) goes as U+FFFD, as a browser sends it. */
export const encodeWire = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));

export const HUGE = 'x'.repeat(100_000);

const specialStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  '💪🏽🏋️‍♀️',
  '\u200B\uFEFF',
  HUGE,
  'ع'.repeat(5000),
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'null',
  'true',
  '\r\n\t',
  'someone@example.com\u0000@evil.test',
];

/** Strings a form should never have to cope with, yet must: control, RTL, emoji, lone surrogates, 100k characters. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...specialStrings) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom('\u202E', '\u0000', '\uD800', '💪', 'ع', '\u200B', '\uFEFF', '"', '\\', '%', '/'),
      maxLength: 20,
    }),
  },
);

const specialNumbers = [
  NaN,
  Infinity,
  -Infinity,
  -0,
  0,
  -1,
  1.5,
  0.1,
  1e-300,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
];

/** Numbers at and past every edge: NaN, ±Infinity (1e309 on the wire), -0, huge, negative, fractions. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...specialNumbers) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constant(123456789012345678901234567890n) },
);

const wrongType = fc.constantFrom<unknown>(null, true, false, [], {}, [1, 'a'], { a: 1 }, '', '1', 0, 1);

const deepNesting = fc.constantFrom(
  new RawJson(`${'['.repeat(5000)}${']'.repeat(5000)}`),
  new RawJson(`${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`),
);

/** Any JSON value a client could send in place of another. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 3, arbitrary: wrongType },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
);

/** Values at the edges of what `schema` allows and just past them, then anything hostile. */
export function nearMiss(schema: JsonSchema): fc.Arbitrary<unknown> {
  const edges: unknown[] = [];
  if (schema.maxLength !== undefined)
    edges.push(
      'y'.repeat(schema.maxLength + 1),
      'ع'.repeat(schema.maxLength),
      '💪'.repeat(Math.floor(schema.maxLength / 2)),
      ' '.repeat(schema.maxLength),
    );
  if (schema.minLength) edges.push('y'.repeat(schema.minLength - 1));
  // characters storage may choke on: a lone surrogate (JSON columns), NUL, bidi overrides
  if (schema.type === 'string') edges.push('Wall\uD800Push', '\uDC00', 'a\u0000b', '\u202Eevil');
  if (schema.maximum !== undefined) edges.push(schema.maximum, schema.maximum + 1, schema.maximum - 0.5);
  if (schema.minimum !== undefined) edges.push(schema.minimum, schema.minimum - 1, schema.minimum + 0.5);
  if (schema.exclusiveMinimum !== undefined)
    edges.push(schema.exclusiveMinimum, schema.exclusiveMinimum + 1e-9);
  if (schema.maxItems !== undefined)
    edges.push(
      Array.from({ length: schema.maxItems + 1 }, () => 1),
      Array.from({ length: schema.maxItems }, () => ({})),
    );
  if (schema.enum?.length) edges.push(`${String(schema.enum[0])}x`, String(schema.enum[0]).toUpperCase());
  return edges.length
    ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...edges) }, { weight: 3, arbitrary: hostileJson })
    : hostileJson;
}

/** Object keys that tempt a careless merge. */
export const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'role',
    'isAdmin',
    'id',
    'userId',
    'price',
    'statusCode',
  ),
  fc.string({ maxLength: 12 }),
);

/** Path segments: traversal, NUL, very long, non-numeric, negative and out-of-range ids, broken escapes. */
export const hostileSegment = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '..%2F..%2Fetc%2Fpasswd',
      '..',
      '%2e%2e',
      '%00',
      '1%00',
      '9'.repeat(300),
      '1'.repeat(190),
      'abc',
      '-1',
      '0',
      '-0',
      '1e309',
      '1e3',
      '1.5',
      '0x1F',
      '+1',
      '%201',
      'NaN',
      'Infinity',
      '2147483648',
      '9007199254740993',
      '%F0%9F%92%AA',
      '%D8%B9%D8%B1%D8%A8%D9%8A',
      '%E2%80%AE',
      '%ED%A0%80',
      '%C0%AF',
      '%FF',
      '%',
      '%zz',
      'a;b',
      '__proto__',
      'constructor',
      '%3Cscript%3E',
      '%20',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map(encodeWire) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

/** A query value as it goes on the wire: mostly encoded, sometimes raw tricks. */
export const hostileQueryValue = fc.oneof(
  { weight: 4, arbitrary: fc.oneof(hostileString, hostileNumber.map(String)).map(encodeWire) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%zz', '%', '%00', '+', '%2B', '&&', '=', '[]', '%E2%80%AE', '%ED%A0%80'),
  },
);

/** Header values an HTTP parser lets through (visible ASCII and Latin-1), however odd. */
export const hostileHeaderValue = fc.oneof(
  fc.constantFrom('', ' ', 'x'.repeat(8000), '*', 'ar;q=abc', 'en-US,ar;q=0.9,*;q=0.1', '"W/\\"x\\""', 'ÿÿÿ'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
);

/** Content types, right and wrong, for a body. */
export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  'image/png',
  '*/*',
  'application/json, text/plain',
);

/** Bodies that are not JSON, or barely. */
export const rawBodies = fc.constantFrom(
  '',
  ' ',
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}garbage',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":1e309}',
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '\u0000',
  '"just a string"',
  '42',
  'null',
  'true',
  '[]',
  'a=1&b=2',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":"${'x'.repeat(100_000)}"}`,
);
