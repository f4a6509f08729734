import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TestAnalysis } from '../../../../domain/contracts/mockTests.ts';
import { releasesOf } from './analysisParts.ts';
import type { NumberedQuestion } from './questionResults.ts';
import { QuestionRow } from './QuestionRow.tsx';

export interface PaperQuestionListProps {
  analysis: TestAnalysis;
  questions: readonly NumberedQuestion[];
}

/** The paper section by section: each question as the student left it, each opening to itself. */
export function PaperQuestionList({ analysis, questions }: PaperQuestionListProps) {
  const id = useId();
  const releases = releasesOf(analysis);
  return (
    <section className="test-paper" aria-labelledby="test-paper-title">
      <h2 id="test-paper-title">
        <FormattedMessage id="test.analysis.paper" />
      </h2>
      {analysis.sections.map((section, index) => {
        const own = questions.filter((q) => q.section === section.code);
        if (own.length === 0) return null;
        return (
          <section
            key={section.code}
            className="test-paper-section"
            aria-labelledby={`${id}s${index}`}
          >
            <h3 id={`${id}s${index}`}>{section.name}</h3>
            <ol className="test-questions">
              {own.map((q) => (
                <QuestionRow
                  key={q.code}
                  question={q}
                  sectionName={undefined}
                  sessionId={analysis.session_id}
                  releases={releases}
                  variant="paper"
                />
              ))}
            </ol>
          </section>
        );
      })}
    </section>
  );
}
