import { readPersisted } from '../storage/persistedKeys.ts';
import { sendEvent } from './sendEvent.ts';

/**
 * Sends an analytics or error event (see sendEvent for how it travels); when the app was opened
 * from a deep link that wants to hear of this topic, the deep link hears of it too. The deep
 * link's code loads only for a browser that came from one, so no first route carries it.
 */
export function trackEvent(namespace: string, topic: string, payload: Record<string, unknown>) {
  sendEvent(namespace, topic, payload);
  if (readPersisted('deepLink') === undefined) return;
  import('./deepLinkTracking.ts')
    .then(({ noteDeepLinkEvent }) => noteDeepLinkEvent(topic))
    // Nothing is marked reported, so the next event of the topic tries again.
    .catch((error: unknown) => console.warn(`deep link event ${topic} not reported`, error));
}
