/** Where the app runs: a browser, or the web view of the Android or iOS app (shell spec §1, §6). */
export type ClientPlatform = 'WEB' | 'ANDROID' | 'IOS';

/** App names the services are told (shell spec §6): web views belong to the experiments app. */
export const APP_NAMES = { web: 'STUDENT_APP', webView: 'EXPERIMENTS_APP' } as const;

/** Our own apps name themselves in the user agent; other web views are known by their marks. */
const OWN_APP = /\bAbhyasApp\/(Android|iOS)\b/i;
/** Android's System WebView adds "; wv" to the platform part of the user agent. */
const ANDROID_WEB_VIEW = /\bAndroid\b.*;\s*wv\)/;
/** iOS web views (WKWebView) lack the "Safari/" token every iOS browser sends. */
const IOS_DEVICE = /\b(iPhone|iPad|iPod)\b/;

export function platformOfUserAgent(userAgent: string): ClientPlatform {
  const own = OWN_APP.exec(userAgent)?.[1]?.toLowerCase();
  if (own === 'android') return 'ANDROID';
  if (own === 'ios') return 'IOS';
  if (ANDROID_WEB_VIEW.test(userAgent)) return 'ANDROID';
  if (IOS_DEVICE.test(userAgent) && !userAgent.includes('Safari/')) return 'IOS';
  return 'WEB';
}

export function appNameOf(platform: ClientPlatform): string {
  return platform === 'WEB' ? APP_NAMES.web : APP_NAMES.webView;
}
