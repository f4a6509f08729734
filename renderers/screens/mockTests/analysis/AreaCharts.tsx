import type { TestAnalysis } from '../../../../domain/contracts/mockTests.ts';
import { sectionAreas, subjectAreas } from './analysisParts.ts';
import { AreaBreakdown } from './AreaBreakdown.tsx';

/** The score by subject, then by section. */
export function AreaCharts({ analysis }: { analysis: TestAnalysis }) {
  return (
    <>
      <AreaBreakdown titleId="test.analysis.bySubject" areas={subjectAreas(analysis)} />
      <AreaBreakdown titleId="test.analysis.bySection" areas={sectionAreas(analysis)} />
    </>
  );
}
