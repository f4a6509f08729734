import { FormattedMessage } from 'react-intl';
import { AttemptTypeCounts } from './AttemptTypeCounts.tsx';
import { countsOf, type NumberedQuestion } from './questionResults.ts';
import { TimePerQuestion } from './TimePerQuestion.tsx';

/** Question by question: the time each took against its ideal, and how each was attempted. */
export function QuestionWiseAnalysis({ questions }: { questions: readonly NumberedQuestion[] }) {
  return (
    <section className="test-question-wise" aria-labelledby="test-question-wise-title">
      <h2 id="test-question-wise-title">
        <FormattedMessage id="test.analysis.questionWise" />
      </h2>
      <TimePerQuestion questions={questions} />
      <AttemptTypeCounts counts={countsOf(questions)} />
    </section>
  );
}
