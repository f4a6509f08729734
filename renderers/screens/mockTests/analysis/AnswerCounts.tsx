import { FormattedMessage } from 'react-intl';
import type { AnalysisCounts } from '../../../../domain/mockTests/analysisCounts.ts';
import './analysis.css';

/** The counts the summary shows, in this order, with the message naming each. */
const SHOWN = [
  ['questions', 'test.counts.questions'],
  ['attempted', 'test.counts.attempted'],
  ['correct', 'test.analysis.correct'],
  ['incorrect', 'test.analysis.incorrect'],
  ['notAttempted', 'test.analysis.unattempted'],
  ['marked', 'test.status.reviewNow'],
] as const satisfies readonly (readonly [keyof AnalysisCounts, string])[];

/**
 * How many questions were attempted, right, wrong, left and marked for review — the same counts
 * the question list's filters show, from the same function.
 */
export function AnswerCounts({ counts }: { counts: AnalysisCounts }) {
  return (
    <section className="test-counts" aria-labelledby="test-counts-title">
      <h2 id="test-counts-title">
        <FormattedMessage id="test.counts.title" />
      </h2>
      <dl className="test-facts">
        {SHOWN.map(([key, message]) => (
          <div key={key} data-count={key}>
            <dt>
              <FormattedMessage id={message} />
            </dt>
            <dd>{counts[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
