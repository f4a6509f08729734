import type { TestAnalysis } from '../../../../domain/contracts/mockTests.ts';
import { AnswerCounts } from './AnswerCounts.tsx';
import { AreaCharts } from './AreaCharts.tsx';
import { countsOf } from './questionResults.ts';
import { ScoreOverview } from './ScoreOverview.tsx';

/** The score at a glance with the question counts, then by subject and section. */
export function SummaryChart({ analysis }: { analysis: TestAnalysis }) {
  return (
    <>
      <ScoreOverview analysis={analysis} />
      <AnswerCounts counts={countsOf(analysis.questions)} />
      <AreaCharts analysis={analysis} />
    </>
  );
}
