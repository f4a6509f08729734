import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type * as z from 'zod/mini';
import {
  questionEventCall,
  type AnswerCheck,
  type PracticeQuestion,
  type questionEvent,
} from '../../../domain/contracts/practice.ts';
import { secondsBetween } from '../../../domain/practice/questionTimer.ts';
import type { AnswerPayload } from '../../../domain/questions/answerPayload.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { useFeature } from '../../../runtime/brand/useFeature.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { QuestionView } from '../../questions/QuestionView.tsx';
import { BookmarkToggle } from './BookmarkToggle.tsx';
import { Hints } from './Hints.tsx';
import { AnswerFeedback, prefetchLaterParts, SolveWithUs } from './laterParts.ts';
import { reportPracticeError } from './practiceCalls.ts';
import { questionTagMessages } from './questionTagMessages.ts';
import { QuestionTimer } from './QuestionTimer.tsx';

export interface QuestionCardProps {
  sessionId: string;
  question: PracticeQuestion;
  onNext: () => void;
  onSkip: () => void;
}

/**
 * One practice question: its number of the total, timer, tags and bookmark, the question itself,
 * hints one at a time, Submit or solve-with-us, then the answer check and Next. Render it with
 * the question as key: everything here belongs to one question.
 */
export function QuestionCard({ sessionId, question, onNext, onSkip }: QuestionCardProps) {
  const locale = useAtomValue(localeAtom);
  const [shownAt] = useState(() => Date.now());
  const [answer, setAnswer] = useState<AnswerPayload>();
  const [hintsShown, setHintsShown] = useState(0);
  const [check, setCheck] = useState<{ check: AnswerCheck; at: number }>();
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [solving, setSolving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const viewSent = useRef(false);
  const embiums = useFeature('embiums');

  // `feature` names the failure in the error record callApi files (learning-experience spec §8).
  const send = (event: z.input<typeof questionEvent>, feature: string) =>
    callApi(questionEventCall, {
      params: { sessionId, code: question.code },
      query: { version: question.version, language: locale },
      body: event,
      feature,
    });

  const recordView = useEffectEvent(() => {
    const feature = 'practice_view_event';
    send({ event: 'view', at: Date.now() }, feature).catch((error: unknown) =>
      reportPracticeError(error, feature),
    );
  });
  useEffect(() => {
    heading.current?.focus();
    prefetchLaterParts();
    // Strict mode runs effects twice; the view is recorded once.
    if (viewSent.current) return;
    viewSent.current = true;
    recordView();
  }, []);

  /**
   * The question's record on the timeline. It never holds the student up (postActivity), and its
   * code comes after the first question shows, so the first question is not kept waiting for it.
   */
  const addToTimeline = (answerCheck: AnswerCheck | undefined, at: number) => {
    const seconds = secondsBetween(shownAt, at);
    import('../../../runtime/timeline/practiceActivity.ts').then(
      ({ postPracticeActivity }) =>
        postPracticeActivity({ sessionId, question, locale, seconds, check: answerCheck }),
      (error: unknown) => console.warn('the answer could not be added to the timeline', error),
    );
  };
  const recordAnswer = (answerCheck: AnswerCheck, at: number) => {
    setCheck({ check: answerCheck, at });
    addToTimeline(answerCheck, at);
    // The shell's embium modal shows the award with the balance; its code comes only then.
    if (embiums && answerCheck.silverEmbiums > 0)
      import('../../../runtime/embiums/embiumRewards.ts').then(
        ({ showEmbiumReward }) =>
          showEmbiumReward({
            points: answerCheck.silverEmbiums,
            metal: 'silver',
            category: 'practice',
            total: answerCheck.totalEmbiums,
          }),
        (error: unknown) => console.warn('the embium reward could not be shown', error),
      );
  };
  const skip = () => {
    addToTimeline(undefined, Date.now());
    onSkip();
  };

  const revealHint = () => {
    const index = hintsShown;
    setHintsShown(index + 1);
    const feature = 'practice_hint_event';
    send({ event: 'hint', at: Date.now(), hint_index: index }, feature).catch((error: unknown) =>
      reportPracticeError(error, feature),
    );
  };

  const submit = async () => {
    if (!answer || submitting) return;
    const at = Date.now();
    setSubmitting(true);
    setFailed(false);
    const feature = 'practice_submit';
    try {
      const { body } = await send(
        { event: 'submit', at, time_spent: secondsBetween(shownAt, at), answer },
        feature,
      );
      if (!body.data.check) throw new Error('the submit was recorded without an answer check');
      recordAnswer(body.data.check, at);
    } catch (error) {
      reportPracticeError(error, feature);
      setFailed(true);
    } finally {
      setSubmitting(false);
    }
  };

  const answered = check !== undefined;
  const conceptName = (code: string) => question.concepts.find((c) => c.code === code)?.name;
  const tagMessages = questionTagMessages(question.tags);
  return (
    <article className="practice-question" aria-labelledby="practice-question-title">
      <header className="practice-question__header">
        <h2 id="practice-question-title" ref={heading} tabIndex={-1}>
          <FormattedMessage
            id="practice.question.number"
            values={{ number: question.question_number, count: question.total_question_count }}
          />
        </h2>
        <QuestionTimer
          startedAt={shownAt}
          stoppedAt={check?.at}
          idealSeconds={question.ideal_time}
        />
        {tagMessages.length > 0 && (
          <ul className="practice-tags">
            {tagMessages.map((id) => (
              <li key={id}>
                <FormattedMessage id={id} />
              </li>
            ))}
          </ul>
        )}
        <BookmarkToggle code={question.code} />
      </header>
      <QuestionView
        question={question}
        answer={answer}
        onChange={setAnswer}
        disabled={answered || submitting || solving}
        {...(check && { check: check.check })}
      />
      {!solving && (
        <Hints
          hints={question.hints}
          shown={hintsShown}
          onReveal={revealHint}
          disabled={answered}
        />
      )}
      {solving && (
        <Suspense fallback={null}>
          <SolveWithUs
            sessionId={sessionId}
            question={question}
            onComplete={(done) => recordAnswer(done, Date.now())}
          />
        </Suspense>
      )}
      {failed && (
        <p role="alert" className="practice-error">
          <FormattedMessage id="practice.submit.failed" />
        </p>
      )}
      {check && (
        <Suspense fallback={null}>
          <AnswerFeedback
            check={check.check}
            conceptName={conceptName(check.check.mastery.concept)}
          />
        </Suspense>
      )}
      <div className="practice-actions">
        {answered ? (
          <button type="button" className="button primary" onClick={onNext}>
            <FormattedMessage id="practice.next" />
          </button>
        ) : (
          <>
            <button type="button" className="button ghost" onClick={skip}>
              <FormattedMessage id="practice.skip" />
            </button>
            {question.solveWithUs && !solving && (
              <button type="button" className="button ghost" onClick={() => setSolving(true)}>
                <FormattedMessage id="practice.swu.start" />
              </button>
            )}
            {!solving && (
              <button
                type="button"
                className="button primary"
                disabled={!answer || submitting}
                onClick={() => void submit()}
              >
                <FormattedMessage id="practice.submit" />
              </button>
            )}
          </>
        )}
      </div>
    </article>
  );
}
