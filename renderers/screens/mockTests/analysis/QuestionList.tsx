import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TestAnalysis } from '../../../../domain/contracts/mockTests.ts';
import { QuestionRow } from './QuestionRow.tsx';
import {
  matchesFilter,
  QUESTION_FILTERS,
  type NumberedQuestion,
  type QuestionFilter,
} from './questionResults.ts';
import { releasesOf, sectionNames } from './analysisParts.ts';

const FILTER_MESSAGES: Record<QuestionFilter, string> = {
  all: 'test.filter.all',
  correct: 'test.filter.correct',
  incorrect: 'test.filter.incorrect',
  unattempted: 'test.filter.unattempted',
};

export interface QuestionListProps {
  analysis: TestAnalysis;
  questions: readonly NumberedQuestion[];
}

/**
 * Every question with how it went, narrowed to all, correct, incorrect or unattempted (radio
 * buttons: arrow keys move between them); each opens to the question itself.
 */
export function QuestionList({ analysis, questions }: QuestionListProps) {
  const id = useId();
  const [filter, setFilter] = useState<QuestionFilter>('all');
  const names = sectionNames(analysis);
  const releases = releasesOf(analysis);
  const shown = questions.filter((q) => matchesFilter(q, filter));
  return (
    <section className="test-question-list" aria-labelledby={`${id}title`}>
      <h2 id={`${id}title`}>
        <FormattedMessage id="test.analysis.questions" />
      </h2>
      <fieldset className="test-filters">
        <legend>
          <FormattedMessage id="test.filter.legend" />
        </legend>
        {QUESTION_FILTERS.map((option) => (
          <label key={option} className="test-filter">
            <input
              type="radio"
              name={`${id}filter`}
              value={option}
              checked={filter === option}
              onChange={() => setFilter(option)}
            />
            <FormattedMessage
              id={FILTER_MESSAGES[option]}
              values={{ count: questions.filter((q) => matchesFilter(q, option)).length }}
            />
          </label>
        ))}
      </fieldset>
      <p className="visually-hidden" role="status">
        <FormattedMessage id="test.filter.shown" values={{ count: shown.length }} />
      </p>
      {shown.length === 0 ? (
        <p>
          <FormattedMessage id="test.filter.none" />
        </p>
      ) : (
        <ol className="test-questions">
          {shown.map((q) => (
            <QuestionRow
              key={q.code}
              question={q}
              sectionName={names.get(q.section)}
              sessionId={analysis.session_id}
              releases={releases}
              variant="result"
            />
          ))}
        </ol>
      )}
    </section>
  );
}
