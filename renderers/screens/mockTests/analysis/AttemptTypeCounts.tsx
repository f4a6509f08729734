import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { ATTEMPT_TYPES } from '../../../../domain/contracts/practice.ts';
import type { AnalysisCounts } from '../../../../domain/mockTests/analysisCounts.ts';
import { AttemptBadge } from '../../practice/AttemptBadge.tsx';

/**
 * How the attempted questions went (perfect, too fast, wasted…), as practice's badges. Questions
 * not attempted are the summary's count, not a badge here, so no two numbers say "not attempted".
 */
export function AttemptTypeCounts({ counts }: { counts: AnalysisCounts }) {
  const id = useId();
  const shown = ATTEMPT_TYPES.flatMap((type) => {
    const count = counts.attemptTypes.get(type) ?? 0;
    return count > 0 ? [[type, count] as const] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section className="test-attempts" aria-labelledby={`${id}title`}>
      <h3 id={`${id}title`}>
        <FormattedMessage id="test.analysis.attemptTypes" />
      </h3>
      <ul className="test-attempt-counts">
        {shown.map(([type, count]) => (
          <li key={type} data-attempt={type}>
            <AttemptBadge type={type} />
            <FormattedMessage id="test.analysis.questionCount" values={{ count }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
