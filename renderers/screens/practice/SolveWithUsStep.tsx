import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type * as z from 'zod/mini';
import type { solveWithUsCall } from '../../../domain/contracts/practice.ts';
import { RichText } from '../../questions/RichText.tsx';
import { splitAtBlanks } from '../../questions/richTextSegments.ts';

type Step = z.infer<(typeof solveWithUsCall.responses)[200]>['data']['steps'][number];

const BADGE_MESSAGES = {
  correct: 'practice.swu.badge.correct',
  incorrect: 'practice.swu.badge.incorrect',
  revealed: 'practice.swu.badge.revealed',
} as const;

const YES = 'yes';
const NO = 'no';

/** The step's sentence pieces around its blanks; blanks the text does not mark follow it. */
function piecesOf(step: Step): string[] {
  const pieces = splitAtBlanks(step.text);
  while (pieces.length - 1 < step.fibs) pieces.push('');
  return pieces;
}

/** A step already answered: the sentence with the student's answers in place, and its badge. */
export function DoneStep({ step }: { step: Step }) {
  const attempt = step.user_attempt ?? [];
  const pieces = step.fibs > 0 ? piecesOf(step) : [step.text];
  return (
    <li className="practice-swu__step" data-badge={step.badge ?? undefined}>
      <p>
        {pieces.map((piece, index) => (
          <span key={index}>
            <RichText text={piece} />
            {index < pieces.length - 1 && (
              <strong className="practice-swu__filled">{attempt[index] ?? '—'}</strong>
            )}
          </span>
        ))}
        {step.fibs === 0 && attempt[0] !== undefined && (
          <>
            {' '}
            <strong className="practice-swu__filled">
              <FormattedMessage id={attempt[0] === YES ? 'practice.swu.yes' : 'practice.swu.no'} />
            </strong>
          </>
        )}
      </p>
      {step.badge && (
        <span className="practice-badge" data-tone={step.badge === 'correct' ? 'good' : 'poor'}>
          <FormattedMessage id={BADGE_MESSAGES[step.badge]} />
        </span>
      )}
      {step.badge !== 'correct' && step.fibs_text && step.fibs_text.length > 0 && (
        <p className="practice-swu__accepted">
          <FormattedMessage
            id="practice.swu.accepted"
            values={{ answers: step.fibs_text.join(', ') }}
          />
        </p>
      )}
    </li>
  );
}

export interface StepFormProps {
  step: Step;
  busy: boolean;
  /** The step's answers (one per blank, or yes/no) and when the step showed (ms). */
  onAnswer: (answers: string[], startedAt: number) => void;
}

/**
 * The step to take now: inputs in place of its blanks, or Yes and No when it has none (spec §4).
 * Focus moves to the step when it appears.
 */
export function StepForm({ step, busy, onAnswer }: StepFormProps) {
  const intl = useIntl();
  const pieces = piecesOf(step);
  const [startedAt] = useState(() => Date.now());
  const [values, setValues] = useState<string[]>(() => Array<string>(pieces.length - 1).fill(''));
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => text.current?.focus(), []);

  if (step.fibs === 0) {
    return (
      <li className="practice-swu__step practice-swu__step--current">
        <p ref={text} tabIndex={-1}>
          <RichText text={step.text} />
        </p>
        <div className="practice-actions">
          <button
            type="button"
            className="button ghost"
            disabled={busy}
            onClick={() => onAnswer([YES], startedAt)}
          >
            <FormattedMessage id="practice.swu.yes" />
          </button>
          <button
            type="button"
            className="button ghost"
            disabled={busy}
            onClick={() => onAnswer([NO], startedAt)}
          >
            <FormattedMessage id="practice.swu.no" />
          </button>
        </div>
      </li>
    );
  }

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAnswer(
      values.map((value) => value.trim()),
      startedAt,
    );
  };
  return (
    <li className="practice-swu__step practice-swu__step--current">
      <form onSubmit={submit}>
        <p ref={text} tabIndex={-1}>
          {pieces.map((piece, index) => (
            <span key={index}>
              <RichText text={piece} />
              {index < pieces.length - 1 && (
                <input
                  className="practice-swu__blank"
                  aria-label={intl.formatMessage(
                    { id: 'practice.swu.blank' },
                    { number: index + 1, count: step.fibs },
                  )}
                  value={values[index] ?? ''}
                  maxLength={100}
                  onChange={(event) => {
                    const next = [...values];
                    next[index] = event.target.value;
                    setValues(next);
                  }}
                />
              )}
            </span>
          ))}
        </p>
        <button
          type="submit"
          className="button primary"
          disabled={busy || values.some((value) => value.trim() === '')}
        >
          <FormattedMessage id="practice.swu.check" />
        </button>
      </form>
    </li>
  );
}
