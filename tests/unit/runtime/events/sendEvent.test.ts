// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MAX_BYTES } from '../../../../domain/contracts/events.ts';
import { trackEvent } from '../../../../runtime/events/trackEvent.ts';
import { spyOnBeacons } from './beacons.ts';

const PUSH = '/api/events/de/events/push/v2';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function stubFetch(
  answer: Promise<Response> = Promise.resolve(new Response(null, { status: 202 })),
) {
  const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() => answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const bodyOf = (init: RequestInit | undefined) =>
  JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;

describe('trackEvent', () => {
  it('sends by beacon to the push address with namespace and topic, and who sent it', async () => {
    const beacons = spyOnBeacons();
    const fetch = stubFetch();
    trackEvent('player', 'LVDP_Error', { type: 'offline', content_id: 'ohms-law' });

    expect(String(beacons.spy.mock.calls[0]?.[0])).toBe(
      `${PUSH}?namespace=player&topic=LVDP_Error`,
    );
    const [event] = await beacons.sent();
    expect(event?.type).toBe('text/plain;charset=utf-8');
    expect(event?.payload).toMatchObject({
      type: 'offline',
      content_id: 'ohms-law',
      platform: 'WEB',
      app_name: 'STUDENT_APP',
      browser_id: localStorage.getItem('browser-id'),
    });
    expect(event?.payload.sent_at).toEqual(expect.any(Number));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts instead, marking the failed beacon, when the browser refuses the beacon', () => {
    spyOnBeacons(false);
    const fetch = stubFetch();
    trackEvent('shell', 'page_view', { path: '/learn/home' });

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${PUSH}?namespace=shell&topic=page_view`);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(bodyOf(init)).toMatchObject({ path: '/learn/home', beacon_failed: true });
  });

  it('posts when the browser has no beacon, or the beacon throws', () => {
    const fetch = stubFetch();
    vi.spyOn(navigator, 'sendBeacon').mockImplementation(() => {
      throw new TypeError('beacons are off');
    });
    trackEvent('shell', 'a', {});
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    trackEvent('shell', 'b', {});
    expect(
      fetch.mock.calls.map(([url]) => new URL(url, 'http://x').searchParams.get('topic')),
    ).toEqual(['a', 'b']);
    expect(fetch.mock.calls.every(([, init]) => bodyOf(init).beacon_failed === true)).toBe(true);
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      writable: true,
      value: () => true,
    });
  });

  it('lets a failed post go with a log line, never another event', async () => {
    spyOnBeacons(false);
    const fetch = stubFetch(Promise.reject(new TypeError('offline')));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    trackEvent('shell', 'page_view', {});
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(String(logged.mock.calls[0]?.[0])).toContain('shell/page_view');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the size instead of an event the service would refuse as too large', async () => {
    const beacons = spyOnBeacons();
    trackEvent('shell', 'huge', { blob: 'x'.repeat(EVENT_MAX_BYTES) });
    const [event] = await beacons.sent();
    expect(event?.payload.blob).toBeUndefined();
    expect(event?.payload.oversized_bytes).toBeGreaterThan(EVENT_MAX_BYTES);
    expect(event?.payload.platform).toBe('WEB');
  });
});
