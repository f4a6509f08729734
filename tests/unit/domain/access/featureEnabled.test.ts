import { describe, expect, it } from 'vitest';
import { CATEGORY_SWITCHES } from '../../../../domain/access/categorySwitches.ts';
import {
  featureEnabled,
  type BrandFeature,
  type FeatureSwitches,
} from '../../../../domain/access/featureEnabled.ts';
import type { FeatureFlags } from '../../../../domain/contracts/featureFlags.ts';
import brandSchema from '../../../../schemas/brand.schema.json' with { type: 'json' };

/**
 * The switches are read from the brand schema itself, so a switch added there that featureEnabled
 * does not honour, or that has no expectation here, fails this test.
 */
const listedFeatures: readonly string[] = brandSchema.properties.disabledFeatures.items.enum;
const threeWaySwitches: readonly string[] = Object.entries(brandSchema.properties)
  .filter(([, property]) => '$ref' in property && property.$ref === '#/$defs/tristate')
  .map(([name]) => name);
const threeWayValues: readonly string[] = brandSchema.$defs.tristate.enum;

/** The categories that turn each three-way switch on under `byCategory` (learning spec §4). */
const CATEGORIES_ON: Readonly<Record<string, readonly string[]>> = {
  liveClass: ['CAT-Z', 'CAT-L', 'CAT-R'],
  monetisation: ['CAT-Z'],
};
const SOME_CATEGORIES = ['CAT-Z', 'CAT-L', 'CAT-R', 'CAT-X', undefined] as const;

/** Features that live inside another one and are off while it is. */
const WITHIN: Readonly<Record<string, string>> = { liveClassTab: 'liveClass' };

/** A brand with everything switched on. */
const ALL_ON: FeatureSwitches = { monetisation: 'on', liveClass: 'on', disabledFeatures: [] };

const asFeature = (name: string) => name as BrandFeature;
const withCategory = (category: string | undefined): FeatureFlags | undefined =>
  category === undefined ? undefined : { category };

describe('the switches of the brand schema', () => {
  it('are the disabledFeatures list and the three-way switches', () => {
    expect(listedFeatures.length).toBeGreaterThan(0);
    expect(threeWaySwitches).toEqual(expect.arrayContaining(['monetisation', 'liveClass']));
    expect([...threeWayValues].sort()).toEqual(['byCategory', 'off', 'on']);
  });

  it('each three-way switch has its categories, in the function and in this test', () => {
    expect(Object.keys(CATEGORY_SWITCHES).sort()).toEqual([...threeWaySwitches].sort());
    expect(Object.keys(CATEGORIES_ON).sort()).toEqual([...threeWaySwitches].sort());
  });
});

describe.each(listedFeatures)('disabledFeatures: %s', (name) => {
  const feature = asFeature(name);

  it('is on unless the brand lists it', () => {
    expect(featureEnabled(feature, ALL_ON, undefined)).toBe(true);
    expect(
      featureEnabled(feature, { ...ALL_ON, disabledFeatures: [feature] as never }, undefined),
    ).toBe(false);
  });

  it('is not switched by any other listed feature', () => {
    const others = listedFeatures.filter((other) => other !== name);
    expect(
      featureEnabled(feature, { ...ALL_ON, disabledFeatures: others as never }, undefined),
    ).toBe(true);
  });

  it('is turned off for one user by a false feature flag, never on by a true one', () => {
    expect(featureEnabled(feature, ALL_ON, { [name]: false })).toBe(false);
    expect(featureEnabled(feature, ALL_ON, { [name]: true })).toBe(true);
    const listed = { ...ALL_ON, disabledFeatures: [feature] as never };
    expect(featureEnabled(feature, listed, { [name]: true, category: 'CAT-Z' })).toBe(false);
  });

  it('is off while the feature it lives in is off', () => {
    const outer = WITHIN[name];
    for (const value of threeWayValues) {
      const brand: FeatureSwitches = { ...ALL_ON, ...(outer && { [outer]: value }) };
      for (const category of SOME_CATEGORIES) {
        const flags = withCategory(category);
        const expected = outer === undefined || featureEnabled(asFeature(outer), brand, flags);
        expect(featureEnabled(feature, brand, flags)).toBe(expected);
      }
    }
  });
});

describe.each(threeWaySwitches)('three-way switch: %s', (name) => {
  const feature = asFeature(name);
  const at = (value: string): FeatureSwitches => ({ ...ALL_ON, [name]: value });

  it.each(SOME_CATEGORIES)('off is off and on is on, for category %s', (category) => {
    expect(featureEnabled(feature, at('off'), withCategory(category))).toBe(false);
    expect(featureEnabled(feature, at('on'), withCategory(category))).toBe(true);
  });

  it.each(SOME_CATEGORIES)('byCategory follows category %s', (category) => {
    const expected = category !== undefined && (CATEGORIES_ON[name] ?? []).includes(category);
    expect(featureEnabled(feature, at('byCategory'), withCategory(category))).toBe(expected);
  });

  it('is turned off for one user by a false feature flag, never on by a true one', () => {
    expect(featureEnabled(feature, at('on'), { [name]: false })).toBe(false);
    expect(featureEnabled(feature, at('byCategory'), { [name]: false, category: 'CAT-Z' })).toBe(
      false,
    );
    expect(featureEnabled(feature, at('off'), { [name]: true, category: 'CAT-Z' })).toBe(false);
    expect(featureEnabled(feature, at('byCategory'), { [name]: true, category: 'CAT-X' })).toBe(
      false,
    );
  });

  it('is not switched by disabledFeatures or by the other three-way switches', () => {
    const everythingElseOff = {
      ...Object.fromEntries(threeWaySwitches.map((other) => [other, 'off'])),
      [name]: 'on',
      disabledFeatures: listedFeatures,
    } as unknown as FeatureSwitches;
    expect(featureEnabled(feature, everythingElseOff, undefined)).toBe(true);
  });
});

describe('feature flags', () => {
  it('takes the category only from a text flag', () => {
    const byCategory: FeatureSwitches = { ...ALL_ON, liveClass: 'byCategory' };
    expect(featureEnabled('liveClass', byCategory, { category: 'CAT-L' })).toBe(true);
    expect(featureEnabled('liveClass', byCategory, { category: true })).toBe(false);
    expect(featureEnabled('liveClass', byCategory, {})).toBe(false);
  });

  it('ignores flags of features it does not know', () => {
    expect(featureEnabled('embiums', ALL_ON, { someFutureFlag: false })).toBe(true);
  });
});
