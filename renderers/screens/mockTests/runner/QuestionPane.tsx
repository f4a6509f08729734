import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ShownQuestion } from '../../../../domain/contracts/questionContent.ts';
import type { AnswerPayload } from '../../../../domain/questions/answerPayload.ts';
import type { QuestionStatus } from '../../../../domain/mockTests/questionStatus.ts';
import { QuestionView } from '../../../questions/QuestionView.tsx';
import { AnswerActions, type AnswerActionHandlers } from './AnswerActions.tsx';
import { STATUS_LOOK, statusClass } from './statusLook.ts';

export interface QuestionPaneProps {
  number: number;
  total: number;
  question: ShownQuestion;
  /** The language the question is shown in (its lang attribute, for fonts and speech). */
  language: string;
  status: QuestionStatus;
  /** What is chosen on screen, saved or not. */
  answer: AnswerPayload | undefined;
  /** Whether what is on screen differs from the saved answer. */
  unsaved: boolean;
  /** The section's answer limit, when the last save was refused for it. */
  sectionFullLimit: number | undefined;
  writeFailed: boolean;
  onChange: (answer: AnswerPayload | undefined) => void;
  actions: AnswerActionHandlers;
}

/**
 * The question on screen: its number (which takes focus whenever the question changes, so a
 * screen reader starts at the new question), its status, the question in the test language, and
 * the answering actions.
 */
export function QuestionPane(props: QuestionPaneProps) {
  const { number, total, question, language, status, answer, unsaved } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [question.code]);
  return (
    <section className="runner-question" aria-labelledby="runner-question-title">
      <header className="runner-question__header">
        <h2 id="runner-question-title" ref={heading} tabIndex={-1}>
          <FormattedMessage id="runner.question.number" values={{ number, total }} />
        </h2>
        <p className="runner-question__status">
          <span className={statusClass(status)} aria-hidden="true" />
          <FormattedMessage id={STATUS_LOOK[status].label} />
        </p>
      </header>
      <div lang={language}>
        <QuestionView
          question={question}
          answer={answer}
          onChange={props.onChange}
          disabled={false}
        />
      </div>
      {props.sectionFullLimit !== undefined && (
        <p role="alert" className="runner-error">
          <FormattedMessage id="runner.sectionFull" values={{ count: props.sectionFullLimit }} />
        </p>
      )}
      {props.writeFailed && (
        <p role="alert" className="runner-error">
          <FormattedMessage id="runner.writeFailed" />
        </p>
      )}
      {unsaved && (
        <p className="runner-note">
          <FormattedMessage id="runner.unsaved" />
        </p>
      )}
      <AnswerActions {...props.actions} />
    </section>
  );
}
