// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_STATUS_POLL_INTERVAL_MS,
  PAYMENT_STATUS_POLL_MAX_TRIES,
} from '../../../../domain/subscription/paymentStatusPolling.ts';
import { usePaymentStatus } from '../../../../renderers/screens/subscription/usePaymentStatus.ts';
import { stubServices } from '../stubServices.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const STATUS = '/api/subscription/order/transaction/status';
const answer = (status: string) => ({ body: { data: { data: { orderId: 'o-1', status } } } });

/** Lets the pending answer settle, then moves the clock by one poll interval. */
async function nextPoll() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(PAYMENT_STATUS_POLL_INTERVAL_MS);
  });
}

describe('usePaymentStatus', () => {
  it('stops asking at the bound while the order stays in progress, and says so', async () => {
    vi.useFakeTimers();
    const requests = stubServices((r) =>
      r.url.pathname === STATUS ? answer('IN_PROGRESS') : undefined,
    );
    const { result } = renderHook(() => usePaymentStatus('o-1'));
    for (let i = 0; i < PAYMENT_STATUS_POLL_MAX_TRIES + 3; i += 1) await nextPoll();
    expect(requests).toHaveLength(PAYMENT_STATUS_POLL_MAX_TRIES);
    expect(result.current.gaveUp).toBe(true);
    expect(result.current.answer?.status).toBe('IN_PROGRESS');
  });

  it('stops at the first decision', async () => {
    vi.useFakeTimers();
    let asked = 0;
    const requests = stubServices((r) => {
      if (r.url.pathname !== STATUS) return undefined;
      asked += 1;
      return answer(asked < 3 ? 'IN_PROGRESS' : 'FAILURE');
    });
    const { result } = renderHook(() => usePaymentStatus('o-1'));
    for (let i = 0; i < 6; i += 1) await nextPoll();
    expect(requests).toHaveLength(3);
    expect(result.current.answer?.status).toBe('FAILURE');
    expect(result.current.gaveUp).toBe(false);
  });
});
