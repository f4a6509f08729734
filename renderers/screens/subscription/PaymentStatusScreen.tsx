import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { trackMonetisationEvent } from '../../../runtime/events/monetisationEvents.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { forgetPaymentIdempotencyKey } from '../../../runtime/subscription/paymentIdempotencyKey.ts';
import { useRefreshSubscriptionInfo } from '../../../runtime/subscription/useSubscriptionInfo.ts';
import { Loading } from '../../Loading.tsx';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { ScreenAlert } from './ScreenAlert.tsx';
import {
  ORDERS_PATH,
  PAYMENT_PATH,
  USER_DETAILS_PATH,
} from '../../../domain/subscription/subscriptionPaths.ts';
import { usePaymentStatus } from './usePaymentStatus.ts';
import './subscription.css';

/** `/subscription/payment/status?orderId=`: where the payment the gateway sent back stands. */
export function PaymentStatusScreen() {
  useCatalogParts('subscription');
  const intl = useIntl();
  const [search] = useSearchParams();
  const orderId = search.get('orderId') ?? undefined;
  const { answer, gaveUp, failed, retry } = usePaymentStatus(orderId);
  const refreshSubscriptionInfo = useRefreshSubscriptionInfo();
  const status = answer?.status;
  const title = intl.formatMessage({ id: 'subscription.status.title' });
  useDocumentTitle(title);

  useEffect(() => {
    if (status !== 'SUCCESS' && status !== 'FAILURE') return;
    // The order is decided: paying again, after a failure, is a new order with a new key.
    forgetPaymentIdempotencyKey();
    trackMonetisationEvent('payment_status', { orderId, status });
    if (status === 'SUCCESS') void refreshSubscriptionInfo();
  }, [status, orderId, refreshSubscriptionInfo]);

  return (
    <section className="subscription-screen" aria-labelledby="status-title">
      <h1 id="status-title">{title}</h1>
      {!orderId && <ScreenAlert messageKey="subscription.status.noOrder" />}
      {orderId && !answer && !failed && <Loading />}
      <div role="status" className="payment-status">
        {status === 'IN_PROGRESS' && (
          <p>
            <FormattedMessage
              id={gaveUp ? 'subscription.status.stillWaiting' : 'subscription.status.inProgress'}
            />
          </p>
        )}
        {status === 'SUCCESS' && (
          <p className="payment-success">
            <FormattedMessage id="subscription.status.success" />
          </p>
        )}
        {status === 'FAILURE' && (
          <p className="payment-failure">
            <FormattedMessage id="subscription.status.failure" />
            {answer?.failureReason && (
              <>
                {' '}
                <FormattedMessage
                  id="subscription.status.reason"
                  values={{ reason: answer.failureReason }}
                />
              </>
            )}
          </p>
        )}
      </div>
      {failed && <ScreenAlert messageKey="subscription.error.load" />}
      {(gaveUp || failed) && (
        <button type="button" className="button ghost" onClick={retry}>
          <FormattedMessage id="subscription.status.checkAgain" />
        </button>
      )}
      {status === 'SUCCESS' && orderId && (
        <p className="subscription-actions">
          <Link
            className="button primary"
            to={`${USER_DETAILS_PATH}?orderId=${encodeURIComponent(orderId)}`}
          >
            <FormattedMessage id="subscription.status.addBilling" />
          </Link>
          <Link className="button ghost" to={ORDERS_PATH}>
            <FormattedMessage id="subscription.status.orders" />
          </Link>
        </p>
      )}
      {status === 'FAILURE' && (
        <p className="subscription-actions">
          <Link className="button primary" to={PAYMENT_PATH}>
            <FormattedMessage id="subscription.status.backToCart" />
          </Link>
        </p>
      )}
    </section>
  );
}
