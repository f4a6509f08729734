import { trackEvent } from './trackEvent.ts';

type Track = (topic: string, payload: Record<string, unknown>) => void;

interface Pending {
  timer: ReturnType<typeof setTimeout>;
  send: () => void;
}

const pendingEverywhere = new Set<Pending>();

/** Events still waiting out their debounce go now, by beacon, when the page is being left. */
function flushPending() {
  for (const pending of [...pendingEverywhere]) {
    clearTimeout(pending.timer);
    pending.send();
  }
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flushPending);

/**
 * A tracker of one namespace whose events wait `waitMs` of quiet per topic: a burst of the same
 * event (a slider dragged, a widget toggled) is sent once, with the last payload.
 */
export function debouncedTracker(namespace: string, waitMs: number): Track {
  const byTopic = new Map<string, Pending>();
  return (topic, payload) => {
    const earlier = byTopic.get(topic);
    if (earlier) {
      clearTimeout(earlier.timer);
      pendingEverywhere.delete(earlier);
    }
    const pending: Pending = {
      send: () => {
        byTopic.delete(topic);
        pendingEverywhere.delete(pending);
        trackEvent(namespace, topic, payload);
      },
      timer: setTimeout(() => pending.send(), waitMs),
    };
    byTopic.set(topic, pending);
    pendingEverywhere.add(pending);
  };
}
