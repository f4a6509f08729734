import { describe, expect, it } from 'vitest';
import { pushSubscriptionOf } from '../../../../server/providers/notifications/pushSubscriptionOf.ts';

const keys = { p256dh: 'BPk', auth: 'au' };
const token = (endpoint: string, k: object = keys) => JSON.stringify({ endpoint, keys: k });

describe('a web push token', () => {
  it('is a subscription on a browser push service', () => {
    expect(pushSubscriptionOf(token('https://fcm.googleapis.com/fcm/send/x'))?.keys).toEqual(keys);
    expect(pushSubscriptionOf(token('https://web.push.apple.com/x'))).toBeDefined();
    expect(
      pushSubscriptionOf(token('https://wns2-par02p.notify.windows.com/w/?token=x')),
    ).toBeDefined();
  });

  it('is refused elsewhere, over http, without keys, or when it is no JSON', () => {
    expect(
      pushSubscriptionOf(token('https://evil-fcm.googleapis.com.example.com/x')),
    ).toBeUndefined();
    expect(pushSubscriptionOf(token('https://notfcm.googleapis.com/x'))).toBeUndefined();
    expect(pushSubscriptionOf(token('http://fcm.googleapis.com/x'))).toBeUndefined();
    expect(pushSubscriptionOf(token('https://fcm.googleapis.com/x', {}))).toBeUndefined();
    expect(pushSubscriptionOf('fcm-app-token')).toBeUndefined();
    expect(pushSubscriptionOf(token('https://127.0.0.1:9/x'), ['127.0.0.1'])).toBeDefined();
  });
});
