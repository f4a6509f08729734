/** The brand's three-way switches: off, on, or byCategory (decided by the user's category). */
export type CategorySwitch = 'monetisation' | 'liveClass';

/**
 * The user categories that turn each three-way switch on when a brand sets it to `byCategory`
 * (learning-experience spec §4, "Access"): CAT-Z, CAT-L and CAT-R live classes, CAT-Z alone
 * monetisation.
 */
export const CATEGORY_SWITCHES: Readonly<Record<CategorySwitch, readonly string[]>> = {
  liveClass: ['CAT-Z', 'CAT-L', 'CAT-R'],
  monetisation: ['CAT-Z'],
};
