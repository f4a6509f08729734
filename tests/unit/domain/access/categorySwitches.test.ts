import { describe, expect, it } from 'vitest';
import { featureEnabled } from '../../../../domain/access/featureEnabled.ts';

const brand = (liveClass: 'off' | 'on' | 'byCategory', monetisation = liveClass) => ({
  liveClass,
  monetisation,
  disabledFeatures: [],
});
const flags = (category: string | undefined) => (category === undefined ? undefined : { category });

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
    expect(featureEnabled('liveClass', brand(setting), flags(category))).toBe(expected);
  });

  it.each([
    ['off', 'CAT-Z', false],
    ['on', undefined, true],
    ['byCategory', 'CAT-Z', true],
    ['byCategory', 'CAT-L', false],
    ['byCategory', 'CAT-R', false],
    ['byCategory', undefined, false],
  ] as const)('monetisation %s for category %s: %s', (setting, category, expected) => {
    expect(featureEnabled('monetisation', brand(setting), flags(category))).toBe(expected);
  });
});
