import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CartSummary } from '../../../domain/contracts/cart.ts';
import {
  createOrderCall,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_CURRENCIES,
  type PaymentMethod,
} from '../../../domain/contracts/orders.ts';
import type { ErrorCode } from '../../../domain/errors.ts';
import { formatPaise } from '../../../domain/subscription/formatPaise.ts';
import { ApiError, callApi } from '../../../runtime/api/callApi.ts';
import { trackMonetisationEvent } from '../../../runtime/events/monetisationEvents.ts';
import { useViewer } from '../../../runtime/learn/useViewer.ts';
import { CLIENT_PLATFORM } from '../../../runtime/platform/clientPlatform.ts';
import { readTrackingId } from '../../../runtime/storage/trackingId.ts';
import { paymentIdempotencyKey } from '../../../runtime/subscription/paymentIdempotencyKey.ts';
import { failureMessage } from './failureMessage.ts';
import { ScreenAlert } from './ScreenAlert.tsx';
import { submitCheckout } from './submitCheckout.ts';

/** The server's word for "the amounts you sent are not the cart's any more". */
const TOTAL_MISMATCH: ErrorCode = 'TOTAL_MISMATCH';
/** The currency every order is in: the orders contract's only one. */
const [CURRENCY] = ORDER_CURRENCIES;

export interface PayButtonProps {
  summary: CartSummary;
  method: PaymentMethod;
  /** Reads the summary again after the server refused the amounts shown. */
  onPriceChanged: () => Promise<unknown>;
}

/**
 * Pays the cart at the summary's amounts: one order per cart and total (the Idempotency-Key is
 * kept for them, so a double click or a retry makes no second order), then the checkout form.
 */
export function PayButton({ summary, method, onPriceChanged }: PayButtonProps) {
  const { locale } = useViewer();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const pay = () => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    const key = paymentIdempotencyKey(summary.cartId, summary.total);
    const trackingId = readTrackingId();
    trackMonetisationEvent('pay', { cartId: summary.cartId, method, total: summary.total });
    callApi(createOrderCall, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      body: {
        cartId: summary.cartId,
        totalAmount: summary.total,
        // The price after the discount (the taxable value), as the orders contract reads it.
        discountedAmount: summary.discountPrice,
        gstAmount: summary.gst,
        currency: CURRENCY,
        enableAutoPay: false,
        paymentMethod: method,
        // The iOS app's web view pays for real (shell spec §7); elsewhere the server decides.
        ...(CLIENT_PLATFORM === 'IOS' && { isSandBox: false }),
        ...(trackingId && { trackingId }),
      },
    })
      // The page is left for the gateway: the button stays busy until then.
      .then(({ body }) => submitCheckout(body.checkout))
      .catch(async (e: unknown) => {
        setBusy(false);
        if (e instanceof ApiError && e.code === TOTAL_MISMATCH) {
          await onPriceChanged();
          setError('subscription.payment.priceChanged');
        } else {
          setError(failureMessage(e, 'subscription.payment.failed'));
        }
      });
  };

  return (
    <div className="pay">
      <button
        type="button"
        className="button primary"
        onClick={pay}
        disabled={busy}
        aria-busy={busy}
      >
        <FormattedMessage
          id="subscription.payment.pay"
          values={{ total: formatPaise(summary.total, locale) }}
        />
      </button>
      <ScreenAlert messageKey={error} />
    </div>
  );
}
