import { describe, it, expect } from 'vitest';
import { TRUNCATE_LENGTH, truncate } from '../../../../domain/rules/truncate.ts';

describe('truncate', () => {
  it('leaves exactly 100 characters unchanged', () => {
    expect(TRUNCATE_LENGTH).toBe(100);
    const text = 'a'.repeat(100);
    expect(truncate(text)).toBe(text);
  });
  it('cuts 101 characters to 100 plus one ellipsis character', () => {
    const result = truncate('a'.repeat(101));
    expect(result).toBe(`${'a'.repeat(100)}\u2026`);
    expect(Array.from(result)).toHaveLength(101);
  });
  it('leaves short and empty strings unchanged', () => {
    expect(truncate('')).toBe('');
    expect(truncate('hello')).toBe('hello');
  });
  it('honours a custom max', () => {
    expect(truncate('abcdef', 3)).toBe('abc…');
    expect(truncate('abc', 3)).toBe('abc');
  });
  it('counts code points so emoji are not split', () => {
    const emoji = '😀'.repeat(100);
    expect(emoji.length).toBe(200);
    expect(truncate(emoji)).toBe(emoji);
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
    expect(truncate('😀😀😀', 2)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
  it('counts Indic text by code points', () => {
    expect(truncate('नमस्ते', 3)).toBe('नमस…');
  });
});
