import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnswerOf } from '../../domain/questions/answerPayload.ts';
import { ChoiceList } from './ChoiceList.tsx';
import type { InputProps } from './InputProps.ts';
import { RichText } from './RichText.tsx';
import { useDraft } from './useDraft.ts';
import { TransliterationAid } from '../forms/TransliterationAid.tsx';

const MAX_LENGTH = 5000;
type SelfAssessment = AnswerOf<'Subjective'>['selfAssessment'];
const ASSESSMENTS = ['correct', 'partial', 'incorrect'] as const satisfies SelfAssessment[];
const ASSESSMENT_TEXT: Readonly<Record<SelfAssessment, string>> = {
  correct: 'question.subjective.correct',
  partial: 'question.subjective.partial',
  incorrect: 'question.subjective.incorrect',
};
const isAssessment = (id: string): id is SelfAssessment =>
  (ASSESSMENTS as readonly string[]).includes(id);

interface Draft {
  text: string;
  step: 'write' | 'assess';
}

/**
 * A written answer in two steps: write, then rate it against the ideal answer. Only the rating
 * makes it an answer (the payload carries both), so Submit waits for it; "Edit" goes back.
 */
export function Subjective({ answer, onChange, disabled, check }: InputProps<'Subjective'>) {
  const intl = useIntl();
  const id = useId();
  const given = answer;
  const [draft, report] = useDraft(given, (a): Draft =>
    a ? { text: a.text, step: 'assess' } : { text: '', step: 'write' },
  );
  const locked = disabled || check !== undefined;
  const idealAnswer = check?.idealAnswer;

  if (draft.step === 'write' && !check) {
    return (
      <div className="question-subjective">
        <label htmlFor={id}>
          <FormattedMessage id="question.subjective.label" />
        </label>
        <textarea
          id={id}
          className="question-subjective__text"
          rows={8}
          maxLength={MAX_LENGTH}
          value={draft.text}
          disabled={locked}
          onChange={(event) =>
            onChange(report({ text: event.currentTarget.value, step: 'write' }, undefined))
          }
        />
        <TransliterationAid inputId={id} />
        <button
          type="button"
          className="question-subjective__next"
          disabled={locked || !draft.text.trim()}
          onClick={() => onChange(report({ ...draft, step: 'assess' }, undefined))}
        >
          <FormattedMessage id="question.subjective.done" />
        </button>
      </div>
    );
  }

  return (
    <div className="question-subjective">
      <p className="question-subjective__heading">
        <FormattedMessage id="question.subjective.yourAnswer" />
      </p>
      <p className="question-subjective__written">{draft.text}</p>
      {!locked && (
        <button
          type="button"
          onClick={() => onChange(report({ ...draft, step: 'write' }, undefined))}
        >
          <FormattedMessage id="question.subjective.edit" />
        </button>
      )}
      {idealAnswer ? (
        <div className="question-subjective__ideal">
          <p className="question-subjective__heading">
            <FormattedMessage id="question.subjective.idealAnswer" />
          </p>
          <RichText text={idealAnswer} />
        </div>
      ) : (
        !check && (
          <p className="question-subjective__note">
            <FormattedMessage id="question.subjective.idealLater" />
          </p>
        )
      )}
      <ChoiceList
        kind="radio"
        legend={intl.formatMessage({ id: 'question.subjective.assess' })}
        choices={ASSESSMENTS.map((value) => ({
          id: value,
          label: <FormattedMessage id={ASSESSMENT_TEXT[value]} />,
        }))}
        chosen={new Set(given ? [given.selfAssessment] : [])}
        onToggle={(value) =>
          isAssessment(value) &&
          onChange(report(draft, { type: 'Subjective', text: draft.text, selfAssessment: value }))
        }
        disabled={locked}
      />
    </div>
  );
}
