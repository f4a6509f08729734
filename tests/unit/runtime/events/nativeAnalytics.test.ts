// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { handToNativeApp, NATIVE_ANALYTICS } from '../../../../runtime/events/nativeAnalytics.ts';

const EVENT = { content_id: 'ohms-law', platform: 'ANDROID' };

describe('handToNativeApp', () => {
  it('gives Android’s interface the namespace, topic and the event as JSON text', () => {
    const trackEvent = vi.fn();
    const host = { [NATIVE_ANALYTICS.androidInterface]: { trackEvent } };
    expect(handToNativeApp('ANDROID', host, 'player', 'LVDP_Error', EVENT)).toBe(true);
    expect(trackEvent).toHaveBeenCalledWith('player', 'LVDP_Error', JSON.stringify(EVENT));
  });

  it('posts to the iOS message handler', () => {
    const postMessage = vi.fn();
    const host = {
      webkit: { messageHandlers: { [NATIVE_ANALYTICS.iosHandler]: { postMessage } } },
    };
    expect(handToNativeApp('IOS', host, 'player', 'LVDP_Error', EVENT)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({
      namespace: 'player',
      topic: 'LVDP_Error',
      payload: EVENT,
    });
  });

  it('declines in a browser, without a bridge, or when the bridge throws', () => {
    const trackEvent = vi.fn();
    const android = { [NATIVE_ANALYTICS.androidInterface]: { trackEvent } };
    expect(handToNativeApp('WEB', android, 'a', 'b', EVENT)).toBe(false);
    expect(trackEvent).not.toHaveBeenCalled();
    expect(handToNativeApp('ANDROID', {}, 'a', 'b', EVENT)).toBe(false);
    expect(handToNativeApp('IOS', { webkit: {} }, 'a', 'b', EVENT)).toBe(false);
    expect(handToNativeApp('IOS', android, 'a', 'b', EVENT)).toBe(false);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      [NATIVE_ANALYTICS.androidInterface]: {
        trackEvent: () => {
          throw new Error('bridge gone');
        },
      },
    };
    expect(handToNativeApp('ANDROID', broken, 'a', 'b', EVENT)).toBe(false);
  });
});
