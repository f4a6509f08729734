import type { TestAnalysis } from '../../../../domain/contracts/mockTests.ts';
import type { AreaTotals } from './AreaBreakdown.tsx';
import type { Releases } from './QuestionDetails.tsx';

/** Section names by code. */
export function sectionNames(analysis: TestAnalysis): Map<string, string> {
  return new Map(analysis.sections.map((s) => [s.code, s.name]));
}

export function releasesOf(analysis: TestAnalysis): Releases {
  return {
    solutions: analysis.solutions_released,
    solutionsAt: analysis.solutions_at,
  };
}

export function subjectAreas(analysis: TestAnalysis): AreaTotals[] {
  return analysis.subjects.map((s) => ({ ...s, key: s.subject }));
}

export function sectionAreas(analysis: TestAnalysis): AreaTotals[] {
  return analysis.sections.map((s) => ({ ...s, key: s.code }));
}
