import { describe, it, expect } from 'vitest';
import {
  EMAIL_PATTERN,
  MOBILE_PREFIX,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIALS,
  isEmail,
  isMobile,
  isName,
  isPartialMobile,
  isPartialPincode,
  isPassword,
  isPincode,
  stripMobilePrefix,
  withMobilePrefix,
} from '../../../../domain/rules/patterns.ts';

describe('isEmail', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.in'])('accepts %s', (s) => {
    expect(isEmail(s)).toBe(true);
    expect(EMAIL_PATTERN.test(s)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', '@b.co', 'a@.co', 'a@b.', 'a b@c.co', 'a@b c.co', 'a@@b.co'])(
    'rejects %j',
    (s) => {
      expect(isEmail(s)).toBe(false);
    },
  );
});

describe('isMobile', () => {
  it('accepts 10 digits starting with 6 to 9', () => {
    expect(isMobile('6000000000')).toBe(true);
    expect(isMobile('9876543210')).toBe(true);
  });
  it('rejects a first digit of 5 or 0', () => {
    expect(isMobile('5999999999')).toBe(false);
    expect(isMobile('0987654321')).toBe(false);
  });
  it('rejects 9 and 11 digits', () => {
    expect(isMobile('987654321')).toBe(false);
    expect(isMobile('98765432101')).toBe(false);
  });
  it('rejects non-digits and the prefixed form', () => {
    expect(isMobile('98765 4321')).toBe(false);
    expect(isMobile('+919876543210')).toBe(false);
    expect(isMobile('९८७६५४३२१०')).toBe(false);
  });
});

describe('isPartialMobile', () => {
  it.each(['', '6', '9', '98765', '9876543210'])('accepts %j', (s) => {
    expect(isPartialMobile(s)).toBe(true);
  });
  it.each(['5', '0', '98765432101', 'a', '98a'])('rejects %j', (s) => {
    expect(isPartialMobile(s)).toBe(false);
  });
});

describe('mobile prefix', () => {
  it('prefixes a valid number', () => {
    expect(MOBILE_PREFIX).toBe('+91');
    expect(withMobilePrefix('9876543210')).toBe('+919876543210');
  });
  it('throws a message naming the bad number', () => {
    expect(() => withMobilePrefix('5876543210')).toThrow(/5876543210/);
    expect(() => withMobilePrefix('987654321')).toThrow(Error);
  });
  it('strips the prefix and leaves bare numbers alone', () => {
    expect(stripMobilePrefix('+919876543210')).toBe('9876543210');
    expect(stripMobilePrefix('9876543210')).toBe('9876543210');
  });
  it('round-trips', () => {
    expect(stripMobilePrefix(withMobilePrefix('7000000001'))).toBe('7000000001');
  });
});

describe('isPincode', () => {
  it('accepts six digits not starting with 0', () => {
    expect(isPincode('110001')).toBe(true);
    expect(isPincode('999999')).toBe(true);
  });
  it('rejects a leading 0, 5 digits and 7 digits', () => {
    expect(isPincode('011000')).toBe(false);
    expect(isPincode('11000')).toBe(false);
    expect(isPincode('1100011')).toBe(false);
    expect(isPincode('11000a')).toBe(false);
  });
});

describe('isPartialPincode', () => {
  it.each(['', '1', '560', '560001'])('accepts %j', (s) => {
    expect(isPartialPincode(s)).toBe(true);
  });
  it.each(['0', '5600011', 'a', '56 0'])('rejects %j', (s) => {
    expect(isPartialPincode(s)).toBe(false);
  });
});

describe('isName', () => {
  it('needs at least 3 letters', () => {
    expect(NAME_MIN_LENGTH).toBe(3);
    expect(isName('Al')).toBe(false);
    expect(isName('Ali')).toBe(true);
  });
  it('does not count spaces or dots towards the minimum', () => {
    expect(isName('A. B')).toBe(false);
    expect(isName('A. B. C')).toBe(true);
  });
  it('accepts 120 characters and rejects 121', () => {
    expect(NAME_MAX_LENGTH).toBe(120);
    expect(isName('a'.repeat(120))).toBe(true);
    expect(isName('a'.repeat(121))).toBe(false);
  });
  it('accepts names in Indian scripts, including vowel signs', () => {
    expect(isName('राम कुमार')).toBe(true);
    expect(isName('முருகன்')).toBe(true);
    expect(isName('সুমিতা দাস')).toBe(true);
  });
  it('rejects digits and other symbols', () => {
    expect(isName('Ram2')).toBe(false);
    expect(isName('Ram_Kumar')).toBe(false);
    expect(isName('Ram-Kumar')).toBe(false);
    expect(isName('')).toBe(false);
  });
});

describe('isPassword', () => {
  it('accepts 8 characters with a letter, digit and special', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(isPassword('abcdef1@')).toBe(true);
  });
  it('rejects 7 characters', () => {
    expect(isPassword('abcde1@')).toBe(false);
  });
  it('rejects a missing letter, digit or special', () => {
    expect(isPassword('12345678@')).toBe(false);
    expect(isPassword('abcdefgh@')).toBe(false);
    expect(isPassword('abcdefgh1')).toBe(false);
  });
  it.each(Array.from(PASSWORD_SPECIALS))('accepts special %s', (special) => {
    expect(isPassword(`abcdef1${special}`)).toBe(true);
  });
  it('does not treat other symbols as specials', () => {
    expect(isPassword('abcdef1^')).toBe(false);
    expect(isPassword('abcdef1-')).toBe(false);
  });
  it('allows spaces and non-Latin letters', () => {
    expect(isPassword('मेरा पास 1@')).toBe(true);
  });
});
