// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentTrackingId,
  startDeepLinkTracking,
} from '../../../../runtime/events/deepLinkTracking.ts';
import { trackEvent } from '../../../../runtime/events/trackEvent.ts';
import { on, ok, requestsTo, stubServices, type Reply } from '../../renderers/stubServices.ts';
import { spyOnBeacons } from './beacons.ts';

const RECORDED = { status: 201, body: { payload: { recorded: true } } };
const details = (id: string, desired: string[]) =>
  on(
    'GET',
    `/api/events/tracking-details/${id}`,
    ok({ payload: { tracking_id: id, desired_events: desired } }),
  );

beforeEach(() => {
  spyOnBeacons();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deep-link tracking', () => {
  it('records the open, learns the desired events and reports each one once', async () => {
    const requests = stubServices(
      on('POST', '/api/events/open', RECORDED),
      details('summer', ['sign_up']),
      on('POST', '/api/events/event', RECORDED),
    );
    await startDeepLinkTracking('?exam_code=jee-main&tracking_id=summer');
    expect(currentTrackingId()).toBe('summer');
    expect(requestsTo(requests, 'POST', '/api/events/open').map((r) => r.body)).toEqual([
      { tracking_id: 'summer', platform: 'WEB' },
    ]);

    trackEvent('auth', 'page_view', {});
    trackEvent('auth', 'sign_up', {});
    trackEvent('auth', 'sign_up', {});
    await flush();
    expect(requestsTo(requests, 'POST', '/api/events/event').map((r) => r.body)).toEqual([
      { tracking_id: 'summer', platform: 'WEB', event_id: 'sign_up' },
    ]);
  });

  it('keeps what was reported when the same link opens again, and starts afresh for another', async () => {
    const requests = stubServices(
      on('POST', '/api/events/open', RECORDED),
      details('summer', ['sign_up']),
      details('winter', ['sign_up']),
      on('POST', '/api/events/event', RECORDED),
    );
    // Each report is made once the tracking code has loaded: before the next link opens.
    await startDeepLinkTracking('?tracking_id=summer');
    trackEvent('auth', 'sign_up', {});
    await flush();
    await startDeepLinkTracking('?tracking_id=summer');
    trackEvent('auth', 'sign_up', {});
    await flush();
    await startDeepLinkTracking('?tracking_id=winter');
    trackEvent('auth', 'sign_up', {});
    await flush();
    expect(requestsTo(requests, 'POST', '/api/events/event').map((r) => r.body)).toEqual([
      { tracking_id: 'summer', platform: 'WEB', event_id: 'sign_up' },
      { tracking_id: 'winter', platform: 'WEB', event_id: 'sign_up' },
    ]);
  });

  it('tries a report again next time when it failed', async () => {
    const event: Reply[] = [{ status: 503, body: { code: 'INTERNAL', message: 'down' } }, RECORDED];
    const requests = stubServices(
      on('POST', '/api/events/open', RECORDED),
      details('summer', ['sign_up']),
      on('POST', '/api/events/event', ...event),
    );
    await startDeepLinkTracking('?tracking_id=summer');
    trackEvent('auth', 'sign_up', {});
    await flush();
    trackEvent('auth', 'sign_up', {});
    await flush();
    trackEvent('auth', 'sign_up', {});
    await flush();
    expect(requestsTo(requests, 'POST', '/api/events/event')).toHaveLength(2);
  });

  it('does nothing without a valid tracking id, and never stands in the way when the service fails', async () => {
    const requests = stubServices();
    await startDeepLinkTracking('?exam_code=jee-main');
    await startDeepLinkTracking('?tracking_id=not%20valid!');
    expect(requests).toHaveLength(0);
    expect(currentTrackingId()).toBeUndefined();

    await expect(startDeepLinkTracking('?tracking_id=summer')).resolves.toBeUndefined();
    expect(currentTrackingId()).toBe('summer');
    trackEvent('auth', 'sign_up', {});
    expect(requestsTo(requests, 'POST', '/api/events/event')).toHaveLength(0);
  });
});
