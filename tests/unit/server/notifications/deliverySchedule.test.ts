import { describe, expect, it } from 'vitest';
import {
  nextAttemptAt,
  NOTIFICATION_DELIVERY_LEASE_MS,
  NOTIFICATION_MAX_ATTEMPTS,
  NOTIFICATION_RETRY_DELAYS_MS,
} from '../../../../server/services/notifications/deliverySchedule.ts';
import { PUSH_TIMEOUT_MS } from '../../../../server/providers/notifications/webPushChannel.ts';
import { SMS_TIMEOUT_MS } from '../../../../server/providers/httpSmsSender.ts';

describe('the delivery schedule', () => {
  it('waits longer after each failure and gives up after the last attempt', () => {
    const waits = NOTIFICATION_RETRY_DELAYS_MS.map((_, i) => nextAttemptAt(i + 1, 0) ?? 0);
    expect(waits).toEqual([...NOTIFICATION_RETRY_DELAYS_MS]);
    expect([...waits].sort((a, b) => a - b)).toEqual(waits);
    expect(nextAttemptAt(NOTIFICATION_MAX_ATTEMPTS, 0)).toBeUndefined();
  });

  it('leases a row longer than any channel waits for an answer', () => {
    expect(NOTIFICATION_DELIVERY_LEASE_MS).toBeGreaterThan(
      Math.max(PUSH_TIMEOUT_MS, SMS_TIMEOUT_MS),
    );
  });
});
