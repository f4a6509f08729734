import type { CatalogPart } from '../i18n/catalogParts.ts';

/**
 * How the shell shows a reward as it happens (shell spec §2, "embium modal"; the spec gives no
 * times): a silver award stays long enough to be read beside the question and then goes by
 * itself, a gold one stays until closed; no more than a few wait on screen at once.
 */
export const EMBIUM_REWARD_SHOW_MS = 6000;
export const EMBIUM_REWARDS_SHOWN_MAX = 3;

/** The catalog part of the modal's texts (segment `embiums`); a unit test keeps it true. */
export const EMBIUM_CATALOG_PART = 'userHome' satisfies CatalogPart;
