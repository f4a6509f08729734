import type { Screen } from '../../schemas/types.generated.ts';

/**
 * Screens that show a page document's blocks below their own content: the landing screen keeps
 * its hero (the first thing a visitor sees, in the first download) and adds the brand's sections
 * from pages/landing.json, so a brand changes them without code.
 */
export const SCREEN_PAGES: Readonly<Partial<Record<Screen, string>>> = {
  landing: 'landing',
};
