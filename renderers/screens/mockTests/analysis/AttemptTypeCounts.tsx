import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { ATTEMPT_TYPES } from '../../../../domain/contracts/practice.ts';
import { AttemptBadge } from '../../practice/AttemptBadge.tsx';
import { attemptTypeOf, type NumberedQuestion } from './questionResults.ts';

/** How many questions went each way (perfect, too fast, wasted…), as practice's badges. */
export function AttemptTypeCounts({ questions }: { questions: readonly NumberedQuestion[] }) {
  const id = useId();
  const counts = ATTEMPT_TYPES.map(
    (type) => [type, questions.filter((q) => attemptTypeOf(q) === type).length] as const,
  ).filter(([, count]) => count > 0);
  if (counts.length === 0) return null;
  return (
    <section className="test-attempts" aria-labelledby={`${id}title`}>
      <h3 id={`${id}title`}>
        <FormattedMessage id="test.analysis.attemptTypes" />
      </h3>
      <ul className="test-attempt-counts">
        {counts.map(([type, count]) => (
          <li key={type} data-attempt={type}>
            <AttemptBadge type={type} />
            <FormattedMessage id="test.analysis.questionCount" values={{ count }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
