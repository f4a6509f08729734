import { FormattedMessage } from 'react-intl';
import type { CartSummary } from '../../../domain/contracts/cart.ts';
import { formatPaise } from '../../../domain/subscription/formatPaise.ts';

/** The cart's money as the server decided it: price, discount, GST and the total to pay. */
export function CartSummaryView({ summary, locale }: { summary: CartSummary; locale: string }) {
  const rows: readonly [string, number][] = [
    ['subscription.summary.price', summary.price],
    ['subscription.summary.discount', summary.discount],
    ['subscription.summary.gst', summary.gst],
  ];
  return (
    <section className="cart-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{summary.plan.title}</h2>
      <dl>
        {rows.map(([key, paise]) => (
          <div key={key}>
            <dt>
              <FormattedMessage id={key} />
            </dt>
            <dd>{formatPaise(paise, locale)}</dd>
          </div>
        ))}
        <div className="cart-total">
          <dt>
            <FormattedMessage id="subscription.summary.total" />
          </dt>
          <dd>{formatPaise(summary.total, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}
