import type { TestAnalysis } from '../../../../domain/contracts/mockTests.ts';
import { sectionAreas, subjectAreas } from './analysisParts.ts';
import { AreaBreakdown } from './AreaBreakdown.tsx';
import { ScoreOverview } from './ScoreOverview.tsx';

/** The score at a glance, then by subject and by section. */
export function SummaryChart({ analysis }: { analysis: TestAnalysis }) {
  return (
    <>
      <ScoreOverview analysis={analysis} />
      <AreaBreakdown titleId="test.analysis.bySubject" areas={subjectAreas(analysis)} />
      <AreaBreakdown titleId="test.analysis.bySection" areas={sectionAreas(analysis)} />
    </>
  );
}
