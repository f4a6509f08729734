import type { ClientPlatform } from '../../domain/platform/clientPlatform.ts';

/**
 * How our Android and iOS apps take analytics from their web view: Android exposes a
 * JavascriptInterface object (strings only cross it), iOS a WKScriptMessageHandler.
 */
export const NATIVE_ANALYTICS = {
  androidInterface: 'AbhyasAndroid',
  androidMethod: 'trackEvent',
  iosHandler: 'abhyasAnalytics',
} as const;

type Method = (...args: unknown[]) => unknown;

function methodOf(holder: unknown, name: string): Method | undefined {
  if (typeof holder !== 'object' || holder === null) return undefined;
  const value: unknown = Reflect.get(holder, name);
  return typeof value === 'function' ? (value as Method).bind(holder) : undefined;
}

function nativeSender(platform: ClientPlatform, host: object): Method | undefined {
  if (platform === 'ANDROID') {
    const bridge: unknown = Reflect.get(host, NATIVE_ANALYTICS.androidInterface);
    return methodOf(bridge, NATIVE_ANALYTICS.androidMethod);
  }
  if (platform === 'IOS') {
    const webkit: unknown = Reflect.get(host, 'webkit');
    const handlers: unknown =
      typeof webkit === 'object' && webkit !== null
        ? Reflect.get(webkit, 'messageHandlers')
        : undefined;
    const handler: unknown =
      typeof handlers === 'object' && handlers !== null
        ? Reflect.get(handlers, NATIVE_ANALYTICS.iosHandler)
        : undefined;
    return methodOf(handler, 'postMessage');
  }
  return undefined;
}

/**
 * Inside our app's web view the app owns analytics (its own queue, identity and offline store),
 * so the event is handed over. False when there is no bridge (a browser, another app's web view,
 * an app build without it) or the bridge threw: the caller then sends the event itself.
 */
export function handToNativeApp(
  platform: ClientPlatform,
  host: object,
  namespace: string,
  topic: string,
  event: Record<string, unknown>,
): boolean {
  const send = nativeSender(platform, host);
  if (!send) return false;
  try {
    if (platform === 'ANDROID') send(namespace, topic, JSON.stringify(event));
    else send({ namespace, topic, payload: event });
    return true;
  } catch (error) {
    console.error(`the app did not take event ${namespace}/${topic}`, error);
    return false;
  }
}
