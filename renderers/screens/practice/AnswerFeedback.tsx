import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AnswerCheck } from '../../../domain/contracts/practice.ts';
import {
  GOLD_STREAK,
  SILVER_FOR_PERFECT,
  SILVER_FOR_RIGHT,
} from '../../../domain/practice/embiums.ts';
import { formatClock, percentOf } from '../../../domain/practice/questionTimer.ts';
import { useFeature } from '../../../runtime/brand/useFeature.ts';
import { RichText } from '../../questions/RichText.tsx';
import { ATTEMPT_ABOUT_MESSAGES, AttemptBadge } from './AttemptBadge.tsx';
import { WhatIsThis } from './WhatIsThis.tsx';

export interface AnswerFeedbackProps {
  check: AnswerCheck;
  /** The concept's name by code, for the mastery line. */
  conceptName: string | undefined;
}

/**
 * What the answer check says: right or wrong (correctness 1 is right), the attempt type, the time
 * against the ideal, the explanation and the embiums earned (where the brand has embiums). The
 * right answer itself is shown by the question (QuestionView marks it once it has the check).
 * Focus comes here when it appears.
 */
export function AnswerFeedback({ check, conceptName }: AnswerFeedbackProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const correct = check.correctness === 1;
  const embiums = useFeature('embiums');
  return (
    <section className="practice-feedback" data-correct={correct} aria-labelledby={`${id}title`}>
      <h3 id={`${id}title`} ref={heading} tabIndex={-1}>
        <FormattedMessage
          id={correct ? 'practice.feedback.correct' : 'practice.feedback.incorrect'}
        />
      </h3>
      <div className="practice-feedback__term">
        <AttemptBadge type={check.attemptTypeBadge} />
        <WhatIsThis>
          <FormattedMessage id={ATTEMPT_ABOUT_MESSAGES[check.attemptTypeBadge]} />
        </WhatIsThis>
      </div>
      <p className="practice-feedback__time">
        <FormattedMessage
          id="practice.feedback.time"
          values={{ spent: formatClock(check.timeSpent), ideal: formatClock(check.idealTime) }}
        />
      </p>
      {check.feedback !== '' && <p>{check.feedback}</p>}
      {embiums && check.silverEmbiums > 0 && (
        <div className="practice-feedback__term">
          <p className="practice-feedback__embiums">
            <FormattedMessage
              id="practice.feedback.embiums"
              values={{ count: check.silverEmbiums }}
            />
          </p>
          <WhatIsThis>
            <FormattedMessage
              id="practice.feedback.embiumsAbout"
              values={{ right: SILVER_FOR_RIGHT, perfect: SILVER_FOR_PERFECT, streak: GOLD_STREAK }}
            />
          </WhatIsThis>
        </div>
      )}
      <p className="practice-feedback__mastery">
        <FormattedMessage
          id="practice.feedback.mastery"
          values={{
            concept: conceptName ?? check.mastery.concept,
            before: percentOf(check.mastery.before),
            after: percentOf(check.mastery.after),
          }}
        />
      </p>
      {check.explanation !== '' && (
        <>
          <h4>
            <FormattedMessage id="practice.feedback.explanation" />
          </h4>
          <RichText text={check.explanation} className="practice-feedback__explanation" />
        </>
      )}
      {check.idealAnswer !== null && (
        <>
          <h4>
            <FormattedMessage id="practice.feedback.idealAnswer" />
          </h4>
          <RichText text={check.idealAnswer} />
        </>
      )}
    </section>
  );
}
