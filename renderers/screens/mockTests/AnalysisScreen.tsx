import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { TestAnalysis } from '../../../domain/contracts/mockTests.ts';
import { TEST_HOME_PATH, TEST_PARAMS } from '../../../domain/mockTests/testLinks.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { QuestionList } from './analysis/QuestionList.tsx';
import { numberQuestions } from './analysis/questionResults.ts';
import { QuestionWiseAnalysis } from './analysis/QuestionWiseAnalysis.tsx';
import { SummaryChart } from './analysis/SummaryChart.tsx';
import { WithAnalysis } from './analysis/WithAnalysis.tsx';

/**
 * /mock-test/{code}/analyze?sessionId=…: a finished test's feedback — score, rank, percentile,
 * by subject and section, time and attempt type question by question, and every question with
 * its key and solution once they are out.
 */
export function AnalysisScreen({ code }: { code: string }) {
  const [search] = useSearchParams();
  const sessionId = search.get(TEST_PARAMS.session)?.trim() ?? '';
  return (
    <WithAnalysis code={code} sessionId={sessionId}>
      {(analysis) => <AnalysisView analysis={analysis} />}
    </WithAnalysis>
  );
}

function AnalysisView({ analysis }: { analysis: TestAnalysis }) {
  useDocumentTitle(analysis.title);
  const questions = numberQuestions(analysis.questions);
  return (
    <article className="test-page test-analysis">
      <header className="test-header">
        <p className="test-kind">
          <FormattedMessage id="test.analysis.kind" />
        </p>
        <h1>{analysis.title}</h1>
      </header>
      <SummaryChart analysis={analysis} />
      <QuestionWiseAnalysis questions={questions} />
      <QuestionList analysis={analysis} questions={questions} />
      <Link className="button ghost" to={TEST_HOME_PATH}>
        <FormattedMessage id="test.analysis.home" />
      </Link>
    </article>
  );
}
