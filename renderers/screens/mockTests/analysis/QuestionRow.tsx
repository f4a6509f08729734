import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QuestionStatus } from '../../../../domain/mockTests/questionStatus.ts';
import { formatClock } from '../../../../domain/practice/questionTimer.ts';
import { AttemptBadge } from '../../practice/AttemptBadge.tsx';
import { QuestionDetails, type Releases } from './QuestionDetails.tsx';
import { attemptTypeOf, type NumberedQuestion } from './questionResults.ts';
import { signedMarks } from '../signedMarks.ts';
import '../../practice/practice.css';
import { useTextLanguage } from '../../../../runtime/i18n/useTextLanguage.ts';

const RESULT_MESSAGES = {
  correct: 'test.analysis.correct',
  incorrect: 'test.analysis.incorrect',
  unattempted: 'test.analysis.unattempted',
} as const;

export const STATUS_MESSAGES: Record<QuestionStatus, string> = {
  notVisited: 'test.status.notVisited',
  notAnswered: 'test.status.notAnswered',
  answered: 'test.status.answered',
  reviewNow: 'test.status.reviewNow',
  answeredAndMarked: 'test.status.answeredAndMarked',
};

export interface QuestionRowProps {
  question: NumberedQuestion;
  sectionName: string | undefined;
  sessionId: string;
  releases: Releases;
  /** The paper's view shows what the student left each question as, not how it was marked. */
  variant: 'result' | 'paper';
}

/**
 * One question of the list: its number, section, result (or paper status), marks, time against
 * the ideal and attempt type; its button opens the question itself below it.
 */
export function QuestionRow({
  question,
  sectionName,
  sessionId,
  releases,
  variant,
}: QuestionRowProps) {
  const intl = useIntl();
  const textLang = useTextLanguage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const result = question.result;
  const attempt = attemptTypeOf(question);
  const marks = question.marks;
  // In the paper's list the sections hold the third-level headings.
  const Heading = variant === 'paper' ? 'h4' : 'h3';
  return (
    <li className="test-question-row" data-result={result} data-code={question.code}>
      <div className="test-question-line">
        <Heading id={`${id}title`}>
          <FormattedMessage
            id="test.analysis.questionNumber"
            values={{ number: question.number }}
          />
        </Heading>
        {sectionName !== undefined && (
          <span className="test-muted" lang={textLang(sectionName)}>
            {sectionName}
          </span>
        )}
        {variant === 'paper' ? (
          <span className="test-status" data-status={question.status}>
            <FormattedMessage id={STATUS_MESSAGES[question.status]} />
          </span>
        ) : (
          <span className="test-result" data-result={result}>
            <FormattedMessage id={RESULT_MESSAGES[result]} />
          </span>
        )}
        {variant === 'result' && (
          <span className="test-marks">
            <FormattedMessage id="test.analysis.marks" values={{ marks: signedMarks(marks) }} />
          </span>
        )}
        <span className="test-muted">
          <FormattedMessage
            id="test.analysis.timeOfIdeal"
            values={{
              spent: formatClock(question.time_spent),
              ideal: formatClock(question.ideal_time),
            }}
          />
        </span>
        {/* A skipped question says "not attempted" once, as its result, not again as a badge. */}
        {variant === 'result' && attempt && result !== 'unattempted' && (
          <AttemptBadge type={attempt} />
        )}
        <button
          type="button"
          className="button ghost test-question-toggle"
          aria-expanded={open}
          aria-controls={open ? `${id}details` : undefined}
          aria-label={intl.formatMessage(
            { id: open ? 'test.analysis.hideQuestionNamed' : 'test.analysis.showQuestionNamed' },
            { number: question.number },
          )}
          onClick={() => setOpen(!open)}
        >
          <FormattedMessage
            id={open ? 'test.analysis.hideQuestion' : 'test.analysis.showQuestion'}
          />
        </button>
      </div>
      {open && (
        <QuestionDetails
          id={`${id}details`}
          sessionId={sessionId}
          question={question}
          releases={releases}
        />
      )}
    </li>
  );
}
