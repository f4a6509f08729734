import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { benefitCarouselCall, type Plan } from '../../../domain/contracts/subscriptionPlans.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { trackMonetisationEvent } from '../../../runtime/events/monetisationEvents.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { useViewer } from '../../../runtime/learn/useViewer.ts';
import { usePlans } from '../../../runtime/subscription/usePlans.ts';
import { Loading } from '../../Loading.tsx';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { BenefitsCarousel } from './BenefitsCarousel.tsx';
import { PlanCard } from './PlanCard.tsx';
import { ScreenAlert } from './ScreenAlert.tsx';
import './subscription.css';

/** `/subscription` and `/subscription/plans/:benefits?`: the plans of the child's goal. */
export function PlansScreen() {
  useCatalogParts('subscription');
  const intl = useIntl();
  const { goal, locale } = useViewer();
  const plans = usePlans(goal);
  const benefits = useCall(benefitCarouselCall, { query: { locale } });
  const title = intl.formatMessage({ id: 'subscription.plans.title' });
  useDocumentTitle(title);

  useEffect(() => {
    if (goal && plans.data) trackMonetisationEvent('plans_viewed', { vertical: goal });
  }, [goal, plans.data]);

  const choose = (plan: Plan) =>
    trackMonetisationEvent('plan_chosen', { planId: plan.id, vertical: plan.vertical });

  return (
    <section className="subscription-screen" aria-labelledby="plans-title">
      <h1 id="plans-title">{title}</h1>
      {!goal && <ScreenAlert messageKey="subscription.plans.noGoal" />}
      {plans.error && <ScreenAlert messageKey="subscription.error.load" />}
      {goal && !plans.data && !plans.error && <Loading />}
      {plans.data?.length === 0 && (
        <p>
          <FormattedMessage id="subscription.plans.none" />
        </p>
      )}
      {plans.data && plans.data.length > 0 && (
        <ul className="plan-cards">
          {plans.data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} locale={locale} onChoose={choose} />
          ))}
        </ul>
      )}
      {benefits.data && <BenefitsCarousel benefits={benefits.data.data} />}
    </section>
  );
}
