import { FormattedMessage, useIntl } from 'react-intl';
import type { SubscriptionItem } from '../../../domain/contracts/subscriptionPlans.ts';
import { formatDate } from '../../../domain/rules/dates.ts';
import { daysLeft } from '../../../domain/subscription/planFloaterLabel.ts';
import { MINUTE_MS } from '../../../domain/timeline/timelinePeriods.ts';

const STATUS_TEXT: Readonly<Record<SubscriptionItem['status'], string>> = {
  ACTIVE: 'subscription.current.status.ACTIVE',
  INACTIVE: 'subscription.current.status.INACTIVE',
  EXPIRED: 'subscription.current.status.EXPIRED',
};

/** How often the days-left line is worked out again while the screen is open. */
export const CURRENT_PLAN_TICK_MS = MINUTE_MS;

/** The child's plan for one goal: its name, its status, until when, and the days left (rounded up). */
export function CurrentPlan({ item, now }: { item: SubscriptionItem; now: number }) {
  const intl = useIntl();
  return (
    <li className="current-plan">
      <h3>{item.planTitle}</h3>
      <p>
        <FormattedMessage
          id={item.type === 'TRIAL' ? 'subscription.current.trial' : 'subscription.current.paid'}
        />
        {' · '}
        <FormattedMessage id={STATUS_TEXT[item.status]} />
      </p>
      <p>
        <FormattedMessage
          id="subscription.current.validUntil"
          values={{ date: formatDate(item.validity, intl.locale) }}
        />
      </p>
      {item.status === 'ACTIVE' && (
        <p>
          <FormattedMessage
            id="subscription.current.daysLeft"
            values={{ days: daysLeft(item.validity, now) }}
          />
        </p>
      )}
    </li>
  );
}
