import { describe, expect, it } from 'vitest';
import { chooseProfile } from '../../../domain/profiles/chooseProfile.ts';

describe('chooseProfile', () => {
  it('keeps the stored child when it is still linked', () => {
    expect(chooseProfile(['a', 'b'], 'b', { homeworkApp: false })).toBe('b');
    expect(chooseProfile(['a', 'b'], 'b', { homeworkApp: true })).toBe('b');
  });

  it('falls back to the first profile, except in the homework app', () => {
    expect(chooseProfile(['a', 'b'], 'gone', { homeworkApp: false })).toBe('a');
    expect(chooseProfile(['a', 'b'], undefined, { homeworkApp: true })).toBeUndefined();
  });

  it('chooses none when there are no profiles', () => {
    expect(chooseProfile([], undefined, { homeworkApp: false })).toBeUndefined();
  });
});
