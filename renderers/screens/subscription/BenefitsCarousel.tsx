import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Benefit } from '../../../domain/contracts/subscriptionPlans.ts';

/**
 * The plans page's benefits, one slide at a time with previous and next buttons: nothing moves by
 * itself, so nobody has to chase or stop it, and the slide that shows is announced politely.
 */
export function BenefitsCarousel({ benefits }: { benefits: readonly Benefit[] }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const slide = benefits[index];
  if (!slide) return null;
  const count = benefits.length;
  return (
    <section
      className="benefits"
      aria-roledescription={intl.formatMessage({ id: 'subscription.benefits.carousel' })}
      aria-labelledby="benefits-title"
    >
      <h2 id="benefits-title">
        <FormattedMessage id="subscription.benefits.title" />
      </h2>
      <div className="benefit-slide" aria-live="polite">
        <p className="benefit-position">
          <FormattedMessage
            id="subscription.benefits.position"
            values={{ current: index + 1, count }}
          />
        </p>
        <h3>{slide.title}</h3>
        <p>{slide.body}</p>
      </div>
      {count > 1 && (
        <div className="benefit-buttons">
          <button
            type="button"
            className="button ghost"
            onClick={() => setIndex((index + count - 1) % count)}
          >
            <FormattedMessage id="subscription.benefits.previous" />
          </button>
          <button
            type="button"
            className="button ghost"
            onClick={() => setIndex((index + 1) % count)}
          >
            <FormattedMessage id="subscription.benefits.next" />
          </button>
        </div>
      )}
    </section>
  );
}
