import { FormattedMessage } from 'react-intl';
import type { TestAnalysis } from '../../../../domain/contracts/mockTests.ts';
import { formatClock } from '../../../../domain/practice/questionTimer.ts';
import { shareOf } from './chartScale.ts';
import { MarkingScheme } from './MarkingScheme.tsx';

/**
 * The headline numbers of a finished test: score of the maximum (also drawn as a bar), rank
 * among those who took it, percentile, accuracy and time spent, and the marking that gave it.
 */
export function ScoreOverview({ analysis }: { analysis: TestAnalysis }) {
  const share = shareOf(analysis.score, analysis.max_marks);
  return (
    <section className="test-overview" aria-labelledby="test-overview-title">
      <h2 id="test-overview-title">
        <FormattedMessage id="test.analysis.overview" />
      </h2>
      <svg className="chart score-bar" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden>
        <rect className="chart-track" width="100" height="6" rx="3" />
        <rect className="chart-score" width={share * 100} height="6" rx="3" />
      </svg>
      <dl className="test-facts">
        <div>
          <dt>
            <FormattedMessage id="test.analysis.score" />
          </dt>
          <dd>
            <FormattedMessage
              id="test.analysis.scoreOf"
              values={{ score: analysis.score, max: analysis.max_marks }}
            />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="test.analysis.rank" />
          </dt>
          <dd>
            <FormattedMessage
              id="test.analysis.rankOf"
              values={{ rank: analysis.rank, takers: analysis.takers }}
            />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="test.analysis.percentile" />
          </dt>
          <dd>
            <FormattedMessage id="test.number" values={{ value: analysis.percentile }} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="test.analysis.accuracy" />
          </dt>
          <dd>
            <FormattedMessage id="test.percent" values={{ value: analysis.accuracy }} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="test.analysis.time" />
          </dt>
          <dd>{formatClock(analysis.time_spent)}</dd>
        </div>
      </dl>
      <MarkingScheme sections={analysis.sections} />
    </section>
  );
}
