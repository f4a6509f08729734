import { describe, expect, it } from 'vitest';
import { isLiveClassOn, isMonetisationOn } from '../../../../domain/access/categorySwitches.ts';

describe('three-way switches', () => {
  it.each([
    ['off', 'CAT-Z', false],
    ['on', undefined, true],
    ['byCategory', 'CAT-Z', true],
    ['byCategory', 'CAT-L', true],
    ['byCategory', 'CAT-R', true],
    ['byCategory', 'CAT-X', false],
    ['byCategory', undefined, false],
  ] as const)('live class %s for category %s: %s', (setting, category, expected) => {
    expect(isLiveClassOn(setting, category)).toBe(expected);
  });

  it.each([
    ['off', 'CAT-Z', false],
    ['on', undefined, true],
    ['byCategory', 'CAT-Z', true],
    ['byCategory', 'CAT-L', false],
    ['byCategory', 'CAT-R', false],
    ['byCategory', undefined, false],
  ] as const)('monetisation %s for category %s: %s', (setting, category, expected) => {
    expect(isMonetisationOn(setting, category)).toBe(expected);
  });
});
