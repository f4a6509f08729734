import { noteDeepLinkEvent } from './deepLinkTracking.ts';
import { sendEvent } from './sendEvent.ts';

/**
 * Sends an analytics or error event (see sendEvent for how it travels); when the app was opened
 * from a deep link that wants to hear of this topic, the deep link hears of it too.
 */
export function trackEvent(namespace: string, topic: string, payload: Record<string, unknown>) {
  sendEvent(namespace, topic, payload);
  noteDeepLinkEvent(topic);
}
