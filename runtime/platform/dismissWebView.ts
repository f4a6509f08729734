/**
 * How our Android and iOS apps are asked to close the web view showing this page: Android's
 * JavascriptInterface object (the one that also takes analytics, runtime/events/nativeAnalytics.ts)
 * has a method for it; iOS has a WKScriptMessageHandler of its own.
 */
export const NATIVE_DISMISS = {
  androidInterface: 'AbhyasAndroid',
  androidMethod: 'dismissWebView',
  iosHandler: 'abhyasWebView',
} as const;

/** Why the page asks to be closed; the app may tell the person. */
export type DismissReason = 'ssoFailed';

/**
 * A property of something an app injected, read without trusting its shape. WebKit's
 * `messageHandlers` lists none of its handlers, so they are looked up by name, never enumerated.
 */
function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

function call(holder: unknown, method: string, args: unknown[]): boolean {
  const fn = property(holder, method);
  if (typeof fn !== 'function') return false;
  try {
    Reflect.apply(fn, holder, args);
    return true;
  } catch (error) {
    console.error('the app did not close its web view', error);
    return false;
  }
}

/**
 * Asks the app to close its web view (shell spec §4, "Single sign-on"). False when no app bridge
 * answers (a browser, another app's web view, an app build without it): the caller then does what
 * a browser page would.
 */
export function dismissWebView(reason: DismissReason, host: object = window): boolean {
  if (call(property(host, NATIVE_DISMISS.androidInterface), NATIVE_DISMISS.androidMethod, [reason]))
    return true;
  const handlers = property(property(host, 'webkit'), 'messageHandlers');
  return call(property(handlers, NATIVE_DISMISS.iosHandler), 'postMessage', [
    { action: 'dismiss', reason },
  ]);
}
