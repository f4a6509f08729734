import { describe, expect, it } from 'vitest';
import {
  drawInviteCode,
  formatInviteCode,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  normaliseInviteCode,
} from '../../../../domain/classroom/inviteCode.ts';

describe('typing an invite code', () => {
  it('takes any case, with or without the dash and spaces', () => {
    for (const typed of ['ABCD-EFGH', 'abcd-efgh', 'abcdefgh', ' AbCd EfGh ', 'ab-cd ef-gh'])
      expect(normaliseInviteCode(typed)).toBe('ABCDEFGH');
  });

  it('refuses a wrong length', () => {
    expect(normaliseInviteCode('ABCD-EFG')).toBeUndefined();
    expect(normaliseInviteCode('ABCD-EFGHJ')).toBeUndefined();
    expect(normaliseInviteCode('')).toBeUndefined();
  });

  it('refuses the look-alikes the alphabet leaves out, and anything else', () => {
    for (const typed of ['ABCD-EFG0', 'ABCD-EFGO', 'ABCD-EFG1', 'ABCD-EFGI', 'ABCD-EFGL'])
      expect(normaliseInviteCode(typed)).toBeUndefined();
    expect(normaliseInviteCode('ABCD_EFGH')).toBeUndefined();
    expect(normaliseInviteCode('ABCDÉFGH')).toBeUndefined();
  });
});

describe('showing an invite code', () => {
  it('splits it in two halves with a dash, which typing takes back', () => {
    expect(formatInviteCode('ABCDEFGH')).toBe('ABCD-EFGH');
    expect(normaliseInviteCode(formatInviteCode('Z2345678'))).toBe('Z2345678');
  });
});

describe('drawing an invite code', () => {
  it('draws every character from the alphabet with the random source handed in', () => {
    const asked: number[] = [];
    let next = 0;
    const code = drawInviteCode((below) => {
      asked.push(below);
      return next++ % below;
    });
    expect(code).toBe(INVITE_CODE_ALPHABET.slice(0, INVITE_CODE_LENGTH));
    expect(asked).toEqual(Array(INVITE_CODE_LENGTH).fill(INVITE_CODE_ALPHABET.length));
  });

  it('can draw the last letter of the alphabet, and the result reads back as a code', () => {
    const code = drawInviteCode((below) => below - 1);
    expect(code).toBe('9'.repeat(INVITE_CODE_LENGTH));
    expect(normaliseInviteCode(code)).toBe(code);
  });

  it('leaves out the look-alikes', () => {
    for (const c of '0O1IL') expect(INVITE_CODE_ALPHABET).not.toContain(c);
    expect(INVITE_CODE_ALPHABET).toHaveLength(31);
  });
});
