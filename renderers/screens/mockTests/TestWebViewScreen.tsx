import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { TestAnalysis } from '../../../domain/contracts/mockTests.ts';
import { TEST_PARAMS } from '../../../domain/mockTests/testLinks.ts';
import { useRegistry } from '../../../runtime/registry/RegistryContext.ts';
import { PaperQuestionList } from './analysis/PaperQuestionList.tsx';
import { QuestionList } from './analysis/QuestionList.tsx';
import { numberQuestions } from './analysis/questionResults.ts';
import { QuestionWiseAnalysis } from './analysis/QuestionWiseAnalysis.tsx';
import { SummaryChart } from './analysis/SummaryChart.tsx';
import { WithAnalysis } from './analysis/WithAnalysis.tsx';

/** The part of the analysis each web-view route shows alone (spec §2, "Web views"). */
const PARTS: Record<string, (analysis: TestAnalysis) => ReactNode> = {
  '/web-view/question-list': (analysis) => (
    <QuestionList analysis={analysis} questions={numberQuestions(analysis.questions)} />
  ),
  '/web-view/question-wise-analysis': (analysis) => (
    <QuestionWiseAnalysis questions={numberQuestions(analysis.questions)} />
  ),
  '/web-view/test-question-list-paper': (analysis) => (
    <PaperQuestionList analysis={analysis} questions={numberQuestions(analysis.questions)} />
  ),
  '/web-view/summary-chart': (analysis) => <SummaryChart analysis={analysis} />,
};

/** Test code in the web views' query (the session id is `sessionId`, as in the analysis). */
export const WEB_VIEW_CODE_PARAM = 'code';

/**
 * A part of a test's analysis for an app's web view (the frame shows no site header there):
 * the question list, question-wise analysis, the paper's questions or the summary chart, by
 * route, for the session and test in the query.
 */
export function TestWebViewScreen() {
  const registry = useRegistry();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const part = PARTS[pathname.replace(/\/+$/, '')];
  if (!part) return <registry.ExceptionPage kind="pageNotPresent" />;
  return (
    <div className="test-page test-web-view">
      <WithAnalysis
        code={search.get(WEB_VIEW_CODE_PARAM)?.trim() ?? ''}
        sessionId={search.get(TEST_PARAMS.session)?.trim() ?? ''}
      >
        {(analysis) => (
          <>
            <h1 className="visually-hidden">{analysis.title}</h1>
            {part(analysis)}
          </>
        )}
      </WithAnalysis>
    </div>
  );
}
