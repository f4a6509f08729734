import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TestAnalysis } from '../../../../domain/contracts/mockTests.ts';
import type { AnalysisCounts } from '../../../../domain/mockTests/analysisCounts.ts';
import { QuestionRow } from './QuestionRow.tsx';
import {
  countsOf,
  FILTER_COUNTS,
  QUESTION_FILTERS,
  QUESTIONS_PER_PAGE,
  questionsFor,
  type NumberedQuestion,
  type QuestionFilter,
} from './questionResults.ts';
import { releasesOf, sectionNames } from './analysisParts.ts';
import './analysis.css';

const FILTER_MESSAGES: Record<QuestionFilter, string> = {
  toReview: 'test.filter.toReview',
  all: 'test.filter.all',
  correct: 'test.filter.correct',
  incorrect: 'test.filter.incorrect',
  unattempted: 'test.filter.unattempted',
};

export interface QuestionListProps {
  analysis: TestAnalysis;
  questions: readonly NumberedQuestion[];
  /** The summary's counts, each filter showing its own (counted here when shown alone). */
  counts?: AnalysisCounts;
}

/**
 * The questions with how each went, narrowed by a filter (radio buttons: arrow keys move between
 * them) whose counts are the summary's. It opens on the wrong and the skipped ones, wrong first,
 * a page at a time — a 90-question paper is not one endless page — with the rest, or all of them,
 * one tap away. Each question opens to the question itself.
 */
export function QuestionList({
  analysis,
  questions,
  counts = countsOf(questions),
}: QuestionListProps) {
  const id = useId();
  const [filter, setFilter] = useState<QuestionFilter>(counts.toReview > 0 ? 'toReview' : 'all');
  const [pages, setPages] = useState(1);
  const names = sectionNames(analysis);
  const releases = releasesOf(analysis);
  const matching = questionsFor(questions, filter);
  const shown = matching.slice(0, pages * QUESTIONS_PER_PAGE);
  const left = matching.length - shown.length;
  const list = useRef<HTMLOListElement>(null);
  // Where focus goes after "show more" or "show all": the first question just shown (the button
  // pressed may be gone).
  const focusFrom = useRef<number | undefined>(undefined);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === undefined) return;
    focusFrom.current = undefined;
    list.current?.children[from]?.querySelector('button')?.focus();
  }, [pages]);
  const choose = (next: QuestionFilter) => {
    setFilter(next);
    setPages(1);
  };
  const showPages = (next: number) => {
    focusFrom.current = shown.length;
    setPages(next);
  };
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
          <label key={option} className="test-filter" data-filter={option}>
            <input
              type="radio"
              name={`${id}filter`}
              value={option}
              checked={filter === option}
              onChange={() => choose(option)}
            />
            <FormattedMessage
              id={FILTER_MESSAGES[option]}
              values={{ count: counts[FILTER_COUNTS[option]] }}
            />
          </label>
        ))}
      </fieldset>
      <p className="visually-hidden" role="status">
        <FormattedMessage
          id="test.filter.shownOf"
          values={{ shown: shown.length, count: matching.length }}
        />
      </p>
      {shown.length === 0 ? (
        <p>
          <FormattedMessage id="test.filter.none" />
        </p>
      ) : (
        <ol className="test-questions" ref={list}>
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
      {left > 0 && (
        <div className="test-more">
          <button type="button" className="button" onClick={() => showPages(pages + 1)}>
            <FormattedMessage
              id="test.list.showMore"
              values={{ count: Math.min(left, QUESTIONS_PER_PAGE) }}
            />
          </button>
          <button
            type="button"
            className="button ghost"
            onClick={() => showPages(Math.ceil(matching.length / QUESTIONS_PER_PAGE))}
          >
            <FormattedMessage id="test.list.showAll" values={{ count: matching.length }} />
          </button>
        </div>
      )}
    </section>
  );
}
