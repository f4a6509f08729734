/**
 * The values a careless or hostile client sends, grouped by where they travel. Each one has met
 * a server somewhere: NUL (PostgreSQL's text cannot hold it), fractions and overflows (integer
 * columns refuse them), depth (recursion in JSON.stringify), size, and odd path segments.
 */

/** Levels of nesting that overflow a recursive walk of a parsed body. */
export const DEEP_LEVELS = 5_000;
/** Longer than any field allows and than most columns would like. */
export const HUGE_STRING_LENGTH = 100_000;
/** Longer than any id, short enough for a URL fastify still routes. */
export const LONG_SEGMENT_LENGTH = 5_000;

const INT4_MAX = 2_147_483_647;

/** A placeholder the body writer replaces with {@link DEEP_LEVELS} of nesting (JSON text). */
export const DEEP_MARKER = '\u0001deep-json\u0001';

export const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
export const deepObject = (levels: number) => '{"a":'.repeat(levels) + '0' + '}'.repeat(levels);

export const NUL_STRING = 'a\u0000b';

export const BAD_STRINGS: readonly string[] = [
  NUL_STRING,
  '\u0000',
  'x'.repeat(HUGE_STRING_LENGTH),
  '',
  ' ',
  '𝕏\u202e\ufeffदेवनागरी',
  '\ud800',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '%00',
  '<script>alert(1)</script>',
];

export const BAD_NUMBERS: readonly number[] = [
  0.5,
  1.5,
  -1,
  -0.5,
  0,
  INT4_MAX + 1,
  -INT4_MAX - 2,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 63,
  1e21,
  1e300,
  -1e300,
  5e-324,
];

/** A value of the wrong kind for almost any field. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  '1',
  [1, 2],
  { a: 1 },
  [NUL_STRING],
  { [NUL_STRING]: NUL_STRING },
  DEEP_MARKER,
];

/** Query values as written in the URL (already percent-encoded, or deliberately broken). */
export const BAD_QUERY_VALUES: readonly string[] = [
  '%00',
  'a%00b',
  '',
  '0.5',
  '-1',
  '1e400',
  '99999999999999999999',
  String(INT4_MAX + 1),
  'NaN',
  'Infinity',
  '%E0%A4%A',
  '%',
  '%%',
  '%F0%9D%95%8F',
  'x'.repeat(LONG_SEGMENT_LENGTH),
  'true',
  '[]',
];

/** Path segments as written in the URL. */
export const BAD_PATH_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '..',
  '%2e%2e',
  '.',
  '%2F',
  'a%2Fb',
  '%E0%A4%A',
  '%',
  '%F0%9D%95%8F',
  encodeURIComponent('देवनागरी\u202e'),
  'x'.repeat(LONG_SEGMENT_LENGTH),
  '0.5',
  '-1',
  String(INT4_MAX + 1),
  '%20',
];

/** Raw bodies that are not the JSON object a call expects. */
export const BAD_RAW_BODIES: readonly string[] = [
  deepArray(DEEP_LEVELS),
  deepObject(DEEP_LEVELS),
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '1',
  'true',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '\u0000',
];

/** Header values a client may send instead of a token (header values must stay Latin-1). */
export const BAD_HEADER_VALUES: readonly string[] = [
  'garbage',
  'x'.repeat(LONG_SEGMENT_LENGTH),
  ' ',
  'a.b.c',
  'eyJhbGciOiJub25lIn0.e30.',
];
