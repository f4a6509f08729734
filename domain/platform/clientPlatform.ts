/** Where the app runs: a browser, or the web view of the Android or iOS app (shell spec §1, §6). */
export const CLIENT_PLATFORMS = ['WEB', 'ANDROID', 'IOS'] as const;
export type ClientPlatform = (typeof CLIENT_PLATFORMS)[number];

/** App names the services are told (shell spec §6): web views belong to the experiments app. */
export const APP_NAMES = { web: 'STUDENT_APP', webView: 'EXPERIMENTS_APP' } as const;

/** Our own apps name themselves in the user agent; other web views are known by their marks. */
const OWN_APP = /\bAbhyasApp\/(Android|iOS)\b/i;
/** Android's System WebView adds "; wv" to the platform part of the user agent. */
const ANDROID_WEB_VIEW = /\bAndroid\b.*;\s*wv\)/;
/** iOS web views (WKWebView) lack the "Safari/" token every iOS browser sends. */
const IOS_DEVICE = /\b(iPhone|iPad|iPod)\b/;
/** iPadOS web views ask for desktop pages by default and say "Macintosh"; Macs have no touch. */
const MAC = /\bMacintosh\b/;

/**
 * The platform a user agent belongs to. `maxTouchPoints` (navigator's) tells an iPad's web view,
 * which names itself a Mac, from a Mac's own apps.
 */
export function platformOfUserAgent(userAgent: string, maxTouchPoints = 0): ClientPlatform {
  const own = OWN_APP.exec(userAgent)?.[1]?.toLowerCase();
  if (own === 'android') return 'ANDROID';
  if (own === 'ios') return 'IOS';
  if (ANDROID_WEB_VIEW.test(userAgent)) return 'ANDROID';
  if (userAgent.includes('Safari/')) return 'WEB';
  if (IOS_DEVICE.test(userAgent)) return 'IOS';
  if (MAC.test(userAgent) && maxTouchPoints > 1) return 'IOS';
  return 'WEB';
}

export function appNameOf(platform: ClientPlatform): string {
  return platform === 'WEB' ? APP_NAMES.web : APP_NAMES.webView;
}
