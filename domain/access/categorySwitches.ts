import type { LiveClass, Monetisation } from '../../schemas/types.generated.ts';

/** User categories that switch live classes on when a brand sets live class to `byCategory`. */
export const LIVE_CLASS_CATEGORIES: ReadonlySet<string> = new Set(['CAT-Z', 'CAT-L', 'CAT-R']);

/** The one user category that switches monetisation on when a brand sets it to `byCategory`. */
export const MONETISATION_CATEGORY = 'CAT-Z';

/** Live class for this user (learning-experience spec §4, "Access"). */
export function isLiveClassOn(setting: LiveClass, category: string | undefined): boolean {
  if (setting === 'byCategory')
    return category !== undefined && LIVE_CLASS_CATEGORIES.has(category);
  return setting === 'on';
}

/** Monetisation for this user: by category, only CAT-Z turns it on. */
export function isMonetisationOn(setting: Monetisation, category: string | undefined): boolean {
  if (setting === 'byCategory') return category === MONETISATION_CATEGORY;
  return setting === 'on';
}
