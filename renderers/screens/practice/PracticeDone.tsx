import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { sessionSummaryHref } from '../../../domain/practice/practiceLinks.ts';

/** Nothing left to practise here (a 204): the content-not-available state, and the way on. */
export function PracticeDone({ sessionId }: { sessionId: string }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="practice-done" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        <FormattedMessage id="practice.done.title" />
      </h2>
      <p>
        <FormattedMessage id="practice.done.message" />
      </p>
      <Link className="button primary" to={sessionSummaryHref(sessionId)}>
        <FormattedMessage id="practice.done.summary" />
      </Link>
    </section>
  );
}
