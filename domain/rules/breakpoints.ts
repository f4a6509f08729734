/**
 * Widths the layout changes at. Up to the mobile breakpoint a screen counts as a phone or small
 * tablet (learning-experience spec §9, "Mobile breakpoint"); up to the phone breakpoint as a phone
 * held upright (shell spec §9, the founder note's and the smallest carousel's breakpoint).
 */
export const MOBILE_MAX_WIDTH_PX = 768;
export const PHONE_MAX_WIDTH_PX = 576;
/**
 * A screen no taller than this is a phone held sideways (844 × 390 and the like), whatever its
 * width: too short for a layout whose clock and buttons scroll away.
 */
export const SHORT_SCREEN_MAX_HEIGHT_PX = 480;

/** A media query matching viewports no wider than the given width. */
export function maxWidthQuery(px: number): string {
  return `(max-width: ${px}px)`;
}

/** A media query matching viewports no taller than the given height. */
export function maxHeightQuery(px: number): string {
  return `(max-height: ${px}px)`;
}

/**
 * The viewport a prerendered page is drawn for: a phone held upright (412 × 915, a common Android
 * phone), since most visitors come on one; a wider screen adjusts its layout when the app runs.
 */
export const PRERENDER_VIEWPORT_PX = { width: 412, height: 915 } as const;

const MAX_DIMENSION_QUERY = /^\(max-(width|height): (\d+)px\)$/;

/** Whether the prerendered viewport matches a query of this file's forms (no other query does). */
export function prerenderedViewportMatches(query: string): boolean {
  const [, dimension, px] = MAX_DIMENSION_QUERY.exec(query) ?? [];
  if (dimension === undefined || px === undefined) return false;
  return PRERENDER_VIEWPORT_PX[dimension === 'width' ? 'width' : 'height'] <= Number(px);
}
