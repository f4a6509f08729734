import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ordersWithoutInvoiceCall } from '../../domain/contracts/billing.ts';
import {
  onSubscriptionPath,
  USER_DETAILS_PATH,
} from '../../domain/subscription/subscriptionPaths.ts';
import { callApi } from '../api/callApi.ts';

/**
 * Sends the student to finish a paid order that still lacks billing details (shell spec §4,
 * "pending order ids are fetched"): the newest one, once per profile and page load, and never
 * while a subscription screen is showing (the student may be doing just that).
 */
export function usePendingOrderRedirect(profileId: string | undefined, eligible: boolean): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const askedFor = useRef<string>(undefined);
  const onSubscription = onSubscriptionPath(pathname);
  useEffect(() => {
    if (!eligible || profileId === undefined || onSubscription) return;
    if (askedFor.current === profileId) return;
    askedFor.current = profileId;
    let live = true;
    callApi(ordersWithoutInvoiceCall, {})
      .then(({ body }) => {
        const first = body.data[0];
        if (!live || !first) return;
        void navigate(`${USER_DETAILS_PATH}?orderId=${encodeURIComponent(first.orderId)}`);
      })
      .catch((error: unknown) => {
        // The student can still reach the order from the order list; nothing to show here.
        console.error('pending orders could not be read', error);
      });
    return () => {
      live = false;
    };
  }, [eligible, profileId, onSubscription, navigate]);
}
