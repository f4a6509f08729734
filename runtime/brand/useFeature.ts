import { useAtomValue } from 'jotai';
import { featureEnabled, type BrandFeature } from '../../domain/access/featureEnabled.ts';
import { featureFlagsAtom } from '../session/authState.ts';
import { useBrand } from './BrandContext.ts';

/**
 * Whether a feature is on for the person using this page, by the brand's switches, their category
 * and their feature flags. Components ask this rather than reading the brand document, so every
 * switch is decided in one place (featureEnabled).
 */
export function useFeature(feature: BrandFeature): boolean {
  const { brand } = useBrand().docs;
  const flags = useAtomValue(featureFlagsAtom);
  return featureEnabled(feature, brand, flags);
}
