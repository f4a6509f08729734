import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { cartSummaryCall, type CartSummary } from '../../../domain/contracts/cart.ts';
import type { PaymentMethod } from '../../../domain/contracts/orders.ts';
import { spinWheelWanted } from '../../../domain/subscription/spinWheelWanted.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { useViewer } from '../../../runtime/learn/useViewer.ts';
import { CLIENT_PLATFORM } from '../../../runtime/platform/clientPlatform.ts';
import { readTrackingId } from '../../../runtime/storage/trackingId.ts';
import { Loading } from '../../Loading.tsx';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { CartSummaryView } from './CartSummaryView.tsx';
import { CouponPanel } from './CouponPanel.tsx';
import { PaymentMethodPicker } from './PaymentMethodPicker.tsx';
import { PayButton } from './PayButton.tsx';
import { ScreenAlert } from './ScreenAlert.tsx';
import { SpinWheel } from './SpinWheel.tsx';
import { PLANS_PATH } from '../../../domain/subscription/subscriptionPaths.ts';
import { useOpenCart } from './useOpenCart.ts';
import './subscription.css';

const SPIN_WANTED = spinWheelWanted(CLIENT_PLATFORM, navigator.doNotTrack === '1');

/** `/subscription/payment?planId=`: the cart, its coupons and the spin wheel, then paying. */
export function PaymentScreen() {
  useCatalogParts('subscription');
  const intl = useIntl();
  const { locale } = useViewer();
  const open = useOpenCart();
  const [method, setMethod] = useState<PaymentMethod>('upi');
  const title = intl.formatMessage({ id: 'subscription.payment.title' });
  const cart = open.state === 'ready' ? open.cart : undefined;
  useDocumentTitle(title);

  const trackingId = readTrackingId();
  const answer = useCall(
    cartSummaryCall,
    cart ? { query: { cartId: cart.id, locale, ...(trackingId && { trackingId }) } } : null,
  );
  const summary = answer.data?.data;
  const failed = answer.error !== undefined;
  // A coupon's or a spin's answer is the new summary: shown at once, without asking again.
  const setSummary = (next: CartSummary) =>
    void answer.mutate({ data: next }, { revalidate: false });
  const readSummary = () => answer.mutate();

  return (
    <section className="subscription-screen" aria-labelledby="payment-title">
      <h1 id="payment-title">{title}</h1>
      {open.state === 'loading' && <Loading />}
      {open.state === 'choosePlan' && (
        <p>
          <FormattedMessage id="subscription.payment.noPlan" />{' '}
          <Link to={PLANS_PATH}>
            <FormattedMessage id="subscription.current.seePlans" />
          </Link>
        </p>
      )}
      {(open.state === 'failed' || failed) && <ScreenAlert messageKey="subscription.error.load" />}
      {cart && !summary && !failed && <Loading />}
      {cart && summary && (
        <div className="payment-layout">
          <CartSummaryView summary={summary} locale={locale} />
          <CouponPanel summary={summary} locale={locale} onChange={setSummary} />
          {SPIN_WANTED && !summary.coupon && (
            <SpinWheel planId={cart.planId} locale={locale} onApplied={() => void readSummary()} />
          )}
          <PaymentMethodPicker value={method} onChange={setMethod} />
          <PayButton summary={summary} method={method} onPriceChanged={readSummary} />
        </div>
      )}
    </section>
  );
}
