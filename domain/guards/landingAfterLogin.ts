/** Where a signed-in user lands when the brand names no default route (shell spec §2). */
export const FALLBACK_LANDING_ROUTE = '/learn/home';

/** The query parameter that carries where a user was going before being sent to sign in. */
export const REDIRECT_PARAM = 'redirect_url';

/**
 * Landing after login: redirect_url wins, then the brand's default route, then learn home. Only
 * same-app paths are honoured, so a crafted link cannot bounce a fresh login to another site.
 */
export function landingAfterLogin(
  defaultRoute: string | undefined,
  redirectUrl?: string | null,
): string {
  if (redirectUrl && isAppPath(redirectUrl)) return redirectUrl;
  return defaultRoute ?? FALLBACK_LANDING_ROUTE;
}

export function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
