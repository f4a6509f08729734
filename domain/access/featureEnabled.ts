import type { Brand, Feature } from '../../schemas/types.generated.ts';
import type { FeatureFlags } from '../contracts/featureFlags.ts';
import { CATEGORY_SWITCHES, type CategorySwitch } from './categorySwitches.ts';

/** Every feature a brand switches: the `disabledFeatures` list and the three-way switches. */
export type BrandFeature = Feature | CategorySwitch;

/** What of a brand decides its features. */
export type FeatureSwitches = Pick<Brand, CategorySwitch | 'disabledFeatures'>;

/**
 * Whether a feature is on for this user on this brand: the one decision every screen, route and
 * shelf asks (through useFeature in the browser).
 *
 * The brand decides first. A feature it lists in `disabledFeatures`, or whose three-way switch is
 * `off`, is off for everyone; `byCategory` asks the user's category, `feature_flags.category`
 * (CATEGORY_SWITCHES); without a signed-in user there is no category, so it is off. The user's
 * own flags can then only narrow: `false` turns a feature off for that user, and no flag turns on
 * what the brand has off, since the brand speaks for the organisation. The live-class tab is off
 * wherever live classes are.
 *
 * Some features have no place in the product yet: favourite books and live-class tiles exist only
 * as shelf kinds no page uses so far, and there is no paywall or subscription popup. Their switches are decided here all the same, so
 * each feature obeys its switch the day it is built.
 */
export function featureEnabled(
  feature: BrandFeature,
  brand: FeatureSwitches,
  flags: FeatureFlags | undefined,
): boolean {
  if (flags?.[feature] === false) return false;
  if (feature === 'liveClass' || feature === 'monetisation') {
    const setting = brand[feature];
    if (setting !== 'byCategory') return setting === 'on';
    return CATEGORY_SWITCHES[feature].some((category) => category === flags?.['category']);
  }
  if (brand.disabledFeatures.includes(feature)) return false;
  return feature !== 'liveClassTab' || featureEnabled('liveClass', brand, flags);
}
