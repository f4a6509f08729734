import type { QuestionInputProps } from '../../../../renderers/questions/QuestionInputProps.ts';

/**
 * Stands in for QuestionView (its own tests cover the question types): the body, one choice to
 * answer with, and the right answer once the check has come.
 */
export function QuestionView({ question, answer, onChange, disabled, check }: QuestionInputProps) {
  const chosen = answer?.type === 'SingleChoice' ? answer.choice : undefined;
  return (
    <fieldset disabled={disabled}>
      <legend>{question.body}</legend>
      <button
        type="button"
        aria-pressed={chosen === 'b'}
        onClick={() => onChange({ type: 'SingleChoice', choice: 'b' })}
      >
        Option b
      </button>
      {check && <p>Right answer: {check.correct_answer_csv}</p>}
    </fieldset>
  );
}
