import { vi } from 'vitest';

export interface SentEvent {
  namespace: string;
  topic: string;
  type: string;
  payload: Record<string, unknown>;
}

/**
 * Spies on navigator.sendBeacon (answering `accept`) and returns a reader of what was sent: each
 * beacon's namespace and topic from its address, its content type and its JSON body.
 */
export function spyOnBeacons(accept = true) {
  const spy = vi.spyOn(navigator, 'sendBeacon').mockImplementation(() => accept);
  return {
    spy,
    async sent(): Promise<SentEvent[]> {
      return Promise.all(
        spy.mock.calls.map(async ([url, data]) => {
          const address = new URL(String(url), 'http://app.test');
          const blob = data as Blob;
          return {
            namespace: address.searchParams.get('namespace') ?? '',
            topic: address.searchParams.get('topic') ?? '',
            type: blob.type,
            payload: JSON.parse(await blob.text()) as Record<string, unknown>,
          };
        }),
      );
    },
  };
}
