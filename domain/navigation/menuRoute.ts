/** The placeholder route of a menu entry that is shown but has no page yet (shell spec §2). */
export const WIP_ROUTE = 'WIP';

/** How a menu entry opens: inside the app, on another site, or not at all yet. */
export type MenuRouteKind = 'internal' | 'external' | 'placeholder';

/**
 * Internal paths start with '/' and stay in the single-page app; every other route is an absolute
 * address on the marketing site. An entry without a route (or with WIP) is a placeholder.
 */
export function menuRouteKind(route: string | undefined): MenuRouteKind {
  if (route === undefined || route === WIP_ROUTE) return 'placeholder';
  return route.startsWith('/') ? 'internal' : 'external';
}
