import * as z from 'zod/mini';

/**
 * The small schemas every contract builds from, so that a client's mistake is refused at the door
 * with 400 VALIDATION_FAILED naming the field, and never reaches a query as a 500:
 * - text from a request never holds NUL (PostgreSQL's text type cannot store it);
 * - times, sequences, counts and indexes are whole numbers, and those stored in an `integer`
 *   column fit it (a fraction or 2^31 makes PostgreSQL refuse the whole statement);
 * - free-form records (meta, activity data, analytics events) are shallow and small (a record
 *   nested thousands deep overflows the stack of whatever serialises it).
 */

/** The largest value PostgreSQL's `integer` (int4) holds. */
export const INT4_MAX = 2_147_483_647;
/** How deep a free-form record may nest (the record itself is level 1). */
export const FREE_FORM_MAX_DEPTH = 8;
/** How large a free-form record may be, serialised as JSON (UTF-8 bytes). */
export const FREE_FORM_MAX_BYTES = 4_096;

const NUL = '\u0000';

/** A check that refuses the NUL character in a string. */
export const noNul = () =>
  z.refine<string>((value) => !value.includes(NUL), 'must not contain the NUL character');

/** Any text that comes from a request (body, path, query or header): a string without NUL. */
export const text = () => z.string().check(noNul());

/** A whole number of a request stored in an `integer` column: 0 to INT4_MAX. */
export const storedInt = () => z.int().check(z.nonnegative(), z.maximum(INT4_MAX));

/** The same from a path or query, where every value arrives as text. */
export const storedIntParam = () =>
  z.coerce.number().check(z.int(), z.nonnegative(), z.maximum(INT4_MAX));

/**
 * A yes/no value of a query string, required: "true" or "1" is yes, "false" or "0" is no, and
 * anything else a 400 naming the field — where `z.coerce.boolean()` would read any non-empty
 * text, "false" and "0" too, as yes. A caller's own boolean (the runtime's input) is taken as is.
 */
export const queryBoolean = () =>
  z.pipe(
    z.union([z.boolean(), z.enum(['true', '1', 'false', '0'])], {
      error: 'must be true, false, 1 or 0',
    }),
    z.transform((value) => value === true || value === 'true' || value === '1'),
  );

/** The one schema of an optional yes/no flag of a query string: a queryBoolean, no when absent. */
export const queryFlag = () => z._default(queryBoolean(), false);

/** An instant in epoch milliseconds (stored in `bigint` columns): a safe, non-negative integer. */
export const epochMs = () => z.int().check(z.nonnegative());

/** Whole seconds, counts, indexes, sequences and versions in answers: never fractional. */
export const wholeNumber = () => z.int().check(z.nonnegative());

/**
 * Whether a parsed JSON value nests deeper than `maxDepth`, walked without recursion and stopped at
 * the first level too deep, so that a value thousands of levels deep costs nothing to refuse.
 */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth > maxDepth) return true;
    for (const child of Object.values(next.value))
      pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

/** The UTF-8 size of a value's JSON: only called on values already known to be shallow. */
const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * A free-form record a client sends (meta, activity data, an analytics event): string keys
 * without NUL, at most FREE_FORM_MAX_DEPTH deep and `maxBytes` as JSON. The depth is checked
 * first and stops the parse, so the size is measured only on a shallow value.
 */
export const freeFormRecord = (maxBytes = FREE_FORM_MAX_BYTES) =>
  z.record(text(), z.unknown()).check(
    z.refine((value) => !nestsDeeperThan(value, FREE_FORM_MAX_DEPTH), {
      message: `must not nest deeper than ${FREE_FORM_MAX_DEPTH} levels`,
      abort: true,
    }),
    z.refine(
      (value) => jsonBytes(value) <= maxBytes,
      `must not be larger than ${maxBytes} bytes as JSON`,
    ),
  );

/**
 * Refuses an update that changes nothing: every field of an update body is optional, and an
 * empty one would make an empty SET clause.
 */
export const somethingToChange = () =>
  z.refine<object>(
    (value) => Object.values(value).some((field) => field !== undefined),
    'nothing to change: give at least one field',
  );

/** The last page a paged list may be asked for: far past any real list, it bounds the offset. */
export const PAGE_NUMBER_MAX = 10_000;

/**
 * The longest school id (`homework_id`, `school_id`, `class_id`: `domain/assignments/schoolIds.ts`)
 * a call that keeps a record takes. Each contract spells the three optional fields out: a shared
 * builder here would ride with every route's first bundle.
 */
export const SCHOOL_ID_MAX = 100;
