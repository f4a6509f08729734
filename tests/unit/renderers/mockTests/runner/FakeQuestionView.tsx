import type { QuestionInputProps } from '../../../../../renderers/questions/QuestionInputProps.ts';

/**
 * Stands in for QuestionView (its own tests cover the 14 types): the body, and two choices that
 * report a SingleChoice answer, pressed when chosen.
 */
export function QuestionView({ question, answer, onChange, disabled }: QuestionInputProps) {
  const chosen = answer?.type === 'SingleChoice' ? answer.choice : undefined;
  return (
    <fieldset disabled={disabled}>
      <legend>{question.body}</legend>
      {['a', 'b'].map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={chosen === choice}
          onClick={() => onChange({ type: 'SingleChoice', choice })}
        >
          Option {choice}
        </button>
      ))}
    </fieldset>
  );
}
