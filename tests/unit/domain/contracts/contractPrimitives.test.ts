import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  FREE_FORM_MAX_BYTES,
  FREE_FORM_MAX_DEPTH,
  freeFormRecord,
  INT4_MAX,
  nestsDeeperThan,
  queryBoolean,
  queryFlag,
  somethingToChange,
  storedInt,
  storedIntParam,
  text,
} from '../../../../domain/contracts/contractPrimitives.ts';

/** Far deeper than any recursive walk (or JSON.stringify) survives. */
const VERY_DEEP = 200_000;

const nested = (levels: number): unknown => {
  let value: unknown = 0;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('text', () => {
  it('takes any string but one holding NUL', () => {
    expect(text().safeParse('देवनागरी 𝕏 ok').success).toBe(true);
    expect(messages(text().safeParse('a\u0000b'))).toEqual(['must not contain the NUL character']);
  });
});

describe('stored integers', () => {
  it('are whole, not negative, and fit an integer column', () => {
    expect(storedInt().safeParse(INT4_MAX).success).toBe(true);
    for (const bad of [1.5, -1, INT4_MAX + 1, Number.MAX_SAFE_INTEGER + 2])
      expect(storedInt().safeParse(bad).success, String(bad)).toBe(false);
  });

  it('arrive as text in a query and are refused as the same numbers', () => {
    expect(storedIntParam().safeParse('42').data).toBe(42);
    for (const bad of ['1.5', '-1', '2147483648', '1e400', 'NaN'])
      expect(storedIntParam().safeParse(bad).success, bad).toBe(false);
  });
});

describe('free-form records', () => {
  it('keep shallow, small records as they are', () => {
    const record = { source: 'web', nested: nested(FREE_FORM_MAX_DEPTH - 1) };
    expect(freeFormRecord().parse(record)).toEqual(record);
  });

  it('refuse one level too deep, and thousands of levels without overflowing', () => {
    expect(messages(freeFormRecord().safeParse({ a: nested(FREE_FORM_MAX_DEPTH) }))).toEqual([
      `must not nest deeper than ${FREE_FORM_MAX_DEPTH} levels`,
    ]);
    expect(nestsDeeperThan(nested(VERY_DEEP), FREE_FORM_MAX_DEPTH)).toBe(true);
    expect(freeFormRecord().safeParse({ a: nested(VERY_DEEP) }).success).toBe(false);
  });

  it('refuse more than their size as JSON, and NUL in a key', () => {
    const big = { text: 'x'.repeat(FREE_FORM_MAX_BYTES) };
    expect(messages(freeFormRecord().safeParse(big))).toEqual([
      `must not be larger than ${FREE_FORM_MAX_BYTES} bytes as JSON`,
    ]);
    expect(freeFormRecord(2 * FREE_FORM_MAX_BYTES).safeParse(big).success).toBe(true);
    expect(freeFormRecord().safeParse({ 'a\u0000': 1 }).success).toBe(false);
  });
});

describe('somethingToChange', () => {
  const update = z.partial(z.object({ name: z.string() })).check(somethingToChange());

  it('refuses an update without a field, and takes one with any', () => {
    expect(messages(update.safeParse({}))).toEqual(['nothing to change: give at least one field']);
    expect(update.safeParse({ unknown: 1 }).success).toBe(false);
    expect(update.safeParse({ name: 'Asha' }).success).toBe(true);
  });
});

describe('queryFlag', () => {
  it('reads "false" as no and "true" as yes, and is no when absent', () => {
    const flag = queryFlag();
    expect(z.parse(flag, 'false')).toBe(false);
    expect(z.parse(flag, 'true')).toBe(true);
    expect(z.parse(flag, true)).toBe(true);
    expect(z.parse(flag, undefined)).toBe(false);
    expect(z.safeParse(flag, 'yes').success).toBe(false);
  });

  it('reads "1" as yes and "0" as no', () => {
    expect(z.parse(queryFlag(), '1')).toBe(true);
    expect(z.parse(queryFlag(), '0')).toBe(false);
    expect(z.parse(queryFlag(), false)).toBe(false);
  });

  it('refuses any other text with one message, rather than guessing yes', () => {
    for (const bad of ['', 'yes', 'no', 'False', 'TRUE', 'on', 'off', '2', ' true', 'true,false']) {
      expect(messages(z.safeParse(queryFlag(), bad)), bad).toEqual(['must be true, false, 1 or 0']);
    }
  });

  it('reads back what callApi writes for a boolean (String(value))', () => {
    for (const value of [true, false])
      expect(z.parse(queryFlag(), String(value)), String(value)).toBe(value);
  });
});

describe('queryBoolean', () => {
  it('reads the same spellings but must be given', () => {
    expect(z.parse(queryBoolean(), '0')).toBe(false);
    expect(z.parse(queryBoolean(), 'true')).toBe(true);
    expect(z.safeParse(queryBoolean(), undefined).success).toBe(false);
  });
});
