import { useCallback, useEffect, useState } from 'react';
import { orderStatusCall } from '../../../domain/contracts/orders.ts';
import {
  PAYMENT_STATUS_POLL_INTERVAL_MS,
  shouldPollAgain,
} from '../../../domain/subscription/paymentStatusPolling.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import type { z } from 'zod/mini';
import type { orderStatus } from '../../../domain/contracts/orders.ts';

export type OrderStatusAnswer = z.infer<typeof orderStatus>;

export interface PaymentStatus {
  answer: OrderStatusAnswer | undefined;
  /** The asks were spent while the order was still in progress. */
  gaveUp: boolean;
  failed: boolean;
  /** Starts asking again from the first try (after giving up or a failed call). */
  retry: () => void;
}

/**
 * Where an order stands, asked every few seconds while it is in progress and at most
 * PAYMENT_STATUS_POLL_MAX_TRIES times (the spec reads `data.data`).
 */
export function usePaymentStatus(orderId: string | undefined): PaymentStatus {
  const [answer, setAnswer] = useState<OrderStatusAnswer>();
  const [gaveUp, setGaveUp] = useState(false);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!orderId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (tries: number) => {
      callApi(orderStatusCall, { query: { orderId } })
        .then(({ body }) => {
          if (stopped) return;
          const latest = body.data.data;
          setAnswer(latest);
          if (shouldPollAgain(latest.status, tries + 1)) {
            timer = setTimeout(() => ask(tries + 1), PAYMENT_STATUS_POLL_INTERVAL_MS);
          } else if (latest.status === 'IN_PROGRESS') {
            setGaveUp(true);
          }
        })
        .catch(() => {
          // callApi has filed the failure; the screen offers to ask again.
          if (!stopped) setFailed(true);
        });
    };
    ask(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId, round]);

  const retry = useCallback(() => {
    setGaveUp(false);
    setFailed(false);
    setRound((value) => value + 1);
  }, []);

  return { answer, gaveUp, failed, retry };
}
