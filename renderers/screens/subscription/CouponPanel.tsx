import { useState, type SyntheticEvent } from 'react';
import type { Locale } from '../../../domain/rules/locales.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  activeCouponsCall,
  applyCouponCall,
  removeCouponCall,
  type CartSummary,
} from '../../../domain/contracts/cart.ts';
import { formatPaise } from '../../../domain/subscription/formatPaise.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { trackMonetisationEvent } from '../../../runtime/events/monetisationEvents.ts';
import { couponErrorMessage } from './couponErrorMessage.ts';
import { ScreenAlert } from './ScreenAlert.tsx';

export interface CouponPanelProps {
  summary: CartSummary;
  locale: Locale;
  /** The cart's new summary after a coupon went on or came off. */
  onChange: (summary: CartSummary) => void;
}

/** The coupon on the cart, or the ones the child may apply and a field for a code. */
export function CouponPanel({ summary, locale, onChange }: CouponPanelProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const active = useCall(activeCouponsCall, {
    query: { vertical: summary.plan.vertical, locale, cartItems: summary.plan.id },
  });

  const apply = (value: string) => {
    const wanted = value.trim();
    if (!wanted) return setError('subscription.coupon.error.empty');
    setBusy(true);
    setError(undefined);
    callApi(applyCouponCall, { body: { id: summary.cartId, code: wanted, locale } })
      .then(({ body }) => {
        trackMonetisationEvent('coupon_applied', { code: body.data.coupon?.code ?? wanted });
        setCode('');
        onChange(body.data);
      })
      .catch((e: unknown) => setError(couponErrorMessage(e)))
      .finally(() => setBusy(false));
  };
  const remove = () => {
    setBusy(true);
    setError(undefined);
    callApi(removeCouponCall, { query: { cartId: summary.cartId, locale } })
      .then(({ body }) => onChange(body.data))
      .catch((e: unknown) => setError(couponErrorMessage(e)))
      .finally(() => setBusy(false));
  };
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(code);
  };

  const offers = (active.data?.data ?? []).filter((c) => c.code !== summary.coupon?.code);
  return (
    <section className="coupons" aria-labelledby="coupons-title">
      <h2 id="coupons-title">
        <FormattedMessage id="subscription.coupon.title" />
      </h2>
      {summary.coupon ? (
        <p role="status">
          <FormattedMessage
            id="subscription.coupon.applied"
            values={{ code: summary.coupon.code, discount: formatPaise(summary.discount, locale) }}
          />{' '}
          <button type="button" className="button ghost" onClick={remove} disabled={busy}>
            <FormattedMessage id="subscription.coupon.remove" />
          </button>
        </p>
      ) : (
        <form className="coupon-form" onSubmit={submit} noValidate>
          <label htmlFor="coupon-code">
            <FormattedMessage id="subscription.coupon.code" />
          </label>
          <input
            id="coupon-code"
            name="coupon"
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={error !== undefined}
            aria-describedby={error ? 'coupon-error' : undefined}
          />
          <button type="submit" className="button primary" disabled={busy}>
            <FormattedMessage id="subscription.coupon.apply" />
          </button>
        </form>
      )}
      <div id="coupon-error">
        <ScreenAlert messageKey={error} />
      </div>
      {offers.length > 0 && (
        <ul
          className="coupon-offers"
          aria-label={intl.formatMessage({ id: 'subscription.coupon.offers' })}
        >
          {offers.map((offer) => (
            <li key={offer.code}>
              <strong>{offer.code}</strong>{' '}
              <FormattedMessage
                id="subscription.coupon.saves"
                values={{ discount: formatPaise(offer.discount, locale) }}
              />{' '}
              <button
                type="button"
                className="button ghost"
                onClick={() => apply(offer.code)}
                disabled={busy}
                aria-label={intl.formatMessage(
                  { id: 'subscription.coupon.applyCode' },
                  { code: offer.code },
                )}
              >
                <FormattedMessage id="subscription.coupon.apply" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
