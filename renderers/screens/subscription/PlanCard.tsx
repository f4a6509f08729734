import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Plan } from '../../../domain/contracts/subscriptionPlans.ts';
import { formatPaise } from '../../../domain/subscription/formatPaise.ts';
import { perMonthPaise } from '../../../domain/subscription/perMonthPaise.ts';
import { PAYMENT_PATH } from '../../../domain/subscription/subscriptionPaths.ts';

export interface PlanCardProps {
  plan: Plan;
  locale: string;
  onChoose: (plan: Plan) => void;
}

/** One plan: its ribbon, title, price before GST, how long it lasts and what a month costs. */
export function PlanCard({ plan, locale, onChoose }: PlanCardProps) {
  const monthly = perMonthPaise(plan.basePrice.value, {
    unit: plan.duration.type,
    value: plan.duration.value,
  });
  const titleId = `plan-${plan.id}`;
  return (
    <li className="plan-card" aria-labelledby={titleId}>
      {plan.label && <p className="plan-ribbon">{plan.label}</p>}
      <h2 id={titleId}>{plan.title}</h2>
      <p className="plan-price">
        <strong>{formatPaise(plan.basePrice.value, locale)}</strong>{' '}
        <FormattedMessage id="subscription.plus.gst" />
      </p>
      <p className="plan-duration">{plan.duration.label}</p>
      {monthly !== undefined && (
        <p className="plan-monthly">
          <FormattedMessage
            id="subscription.perMonth"
            values={{ price: formatPaise(monthly, locale) }}
          />
        </p>
      )}
      <p>{plan.description}</p>
      <Link
        className="button primary"
        to={`${PAYMENT_PATH}?planId=${encodeURIComponent(plan.id)}`}
        onClick={() => onChoose(plan)}
        aria-describedby={titleId}
      >
        <FormattedMessage id="subscription.choose" />
      </Link>
    </li>
  );
}
