import { describe, expect, it } from 'vitest';
import { matchBlank } from '../../../../domain/questions/matchBlank.ts';

describe('matchBlank', () => {
  it('matches an accepted spelling ignoring case', () => {
    expect(matchBlank('Dominant', ['dominant'])).toBe(true);
    expect(matchBlank('HEART RATE', ['heart rate'])).toBe(true);
  });
  it('ignores surrounding and repeated inner spaces, but not missing ones', () => {
    expect(matchBlank('  heart   rate ', ['heart rate'])).toBe(true);
    expect(matchBlank('heart\u00a0rate', ['heart rate'])).toBe(true);
    expect(matchBlank('heartrate', ['heart rate'])).toBe(false);
  });
  it('takes any of the accepted spellings, and nothing else', () => {
    expect(matchBlank('electrophiles', ['electrophile', 'electrophiles'])).toBe(true);
    expect(matchBlank('nucleophile', ['electrophile', 'electrophiles'])).toBe(false);
  });
  it('reads the Unicode minus and other dashes as a hyphen-minus', () => {
    expect(matchBlank('\u22129', ['-9'])).toBe(true);
    expect(matchBlank('-9', ['\u22129'])).toBe(true);
    expect(matchBlank('\u20139', ['-9'])).toBe(true);
    expect(matchBlank('9', ['-9'])).toBe(false);
  });
  it('compares numbers as numbers', () => {
    expect(matchBlank('9.80', ['9.8'])).toBe(true);
    expect(matchBlank('.7', ['0.7'])).toBe(true);
    expect(matchBlank('+283', ['283'])).toBe(true);
    expect(matchBlank('283.0', ['283'])).toBe(true);
    expect(matchBlank('1e5', ['100000'])).toBe(true);
    expect(matchBlank('-4.0', ['\u22124'])).toBe(true);
    expect(matchBlank('- 9', ['-9'])).toBe(true);
    expect(matchBlank('9.81', ['9.8'])).toBe(false);
  });
  it('reads simple fractions a/b as their value', () => {
    expect(matchBlank('1/2', ['0.5'])).toBe(true);
    expect(matchBlank('0.5', ['1/2'])).toBe(true);
    expect(matchBlank('2/4', ['1/2'])).toBe(true);
    expect(matchBlank('1 / 4', ['0.25'])).toBe(true);
    expect(matchBlank('15/2', ['7.5'])).toBe(true);
    expect(matchBlank('-1/2', ['-0.5'])).toBe(true);
    expect(matchBlank('4/3', ['1.33'])).toBe(false);
  });
  it('never divides by zero, and keeps separate numbers apart', () => {
    expect(matchBlank('1/0', ['1'])).toBe(false);
    expect(matchBlank('1/0', ['1/0'])).toBe(true);
    expect(matchBlank('1 2', ['12'])).toBe(false);
  });
  it('keeps words that look half numeric as words', () => {
    expect(matchBlank('50%', ['1/2', '0.5', '50%'])).toBe(true);
    expect(matchBlank('50', ['1/2', '0.5', '50%'])).toBe(false);
    expect(matchBlank('III', ['I'])).toBe(false);
  });
  it('matches text in Indian scripts', () => {
    expect(matchBlank(' प्रभावी ', ['dominant', 'प्रभावी'])).toBe(true);
  });
  it('never matches an empty or blank answer', () => {
    expect(matchBlank('', ['0'])).toBe(false);
    expect(matchBlank('   ', ['0'])).toBe(false);
  });
});
