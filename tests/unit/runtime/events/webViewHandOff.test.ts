// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NATIVE_ANALYTICS } from '../../../../runtime/events/nativeAnalytics.ts';
import { trackEvent } from '../../../../runtime/events/trackEvent.ts';
import { spyOnBeacons } from './beacons.ts';

// This page runs inside the Android app's web view.
vi.mock('../../../../runtime/platform/clientPlatform.ts', () => ({
  CLIENT_PLATFORM: 'ANDROID',
  IN_WEB_VIEW: true,
  APP_NAME: 'EXPERIMENTS_APP',
}));

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, NATIVE_ANALYTICS.androidInterface);
});

describe('trackEvent in the app’s web view', () => {
  it('hands the event to the app instead of sending it', () => {
    const beacons = spyOnBeacons();
    const bridge = {
      trackEvent: vi.fn<(namespace: string, topic: string, json: string) => void>(),
    };
    Reflect.set(window, NATIVE_ANALYTICS.androidInterface, bridge);
    trackEvent('practice', 'error', { error_code: 'NETWORK' });

    expect(beacons.spy).not.toHaveBeenCalled();
    const [namespace, topic, json] = bridge.trackEvent.mock.calls[0] ?? [];
    expect([namespace, topic]).toEqual(['practice', 'error']);
    expect(JSON.parse(String(json))).toMatchObject({
      error_code: 'NETWORK',
      platform: 'ANDROID',
      app_name: 'EXPERIMENTS_APP',
    });
  });

  it('sends it itself when the app offers no bridge', async () => {
    const beacons = spyOnBeacons();
    trackEvent('practice', 'error', { error_code: 'NETWORK' });
    const [event] = await beacons.sent();
    expect(event?.payload).toMatchObject({ error_code: 'NETWORK', platform: 'ANDROID' });
  });
});
