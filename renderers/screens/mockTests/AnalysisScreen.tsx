import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { TestAnalysis } from '../../../domain/contracts/mockTests.ts';
import { TEST_HOME_PATH, TEST_PARAMS } from '../../../domain/mockTests/testLinks.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { AnswerCounts } from './analysis/AnswerCounts.tsx';
import { AreaCharts } from './analysis/AreaCharts.tsx';
import { QuestionList } from './analysis/QuestionList.tsx';
import { countsOf, numberQuestions } from './analysis/questionResults.ts';
import { QuestionWiseAnalysis } from './analysis/QuestionWiseAnalysis.tsx';
import { ScoreOverview } from './analysis/ScoreOverview.tsx';
import { WithAnalysis } from './analysis/WithAnalysis.tsx';
import { useTextLanguage } from '../../../runtime/i18n/useTextLanguage.ts';

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

/**
 * The summary first (score, then the counts), then the questions that matter — wrong and skipped
 * first, a page at a time — then the charts. The summary's counts and the filters' are one object.
 */
function AnalysisView({ analysis }: { analysis: TestAnalysis }) {
  useDocumentTitle(analysis.title);
  const textLang = useTextLanguage();
  const questions = numberQuestions(analysis.questions);
  const counts = countsOf(questions);
  return (
    <article className="test-page test-analysis">
      <header className="test-header">
        <p className="test-kind">
          <FormattedMessage id="test.analysis.kind" />
        </p>
        <h1 lang={textLang(analysis.title)}>{analysis.title}</h1>
      </header>
      <ScoreOverview analysis={analysis} />
      <AnswerCounts counts={counts} />
      <QuestionList analysis={analysis} questions={questions} counts={counts} />
      <AreaCharts analysis={analysis} />
      <QuestionWiseAnalysis questions={questions} />
      <Link className="button ghost" to={TEST_HOME_PATH}>
        <FormattedMessage id="test.analysis.home" />
      </Link>
    </article>
  );
}
