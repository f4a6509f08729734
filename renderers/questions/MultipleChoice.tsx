import { FormattedMessage } from 'react-intl';
import { choiceMarks } from './answerKey.ts';
import { ChoiceList } from './ChoiceList.tsx';
import { answerOf, contentOf } from './narrowQuestion.ts';
import type { QuestionInputProps } from './QuestionInputProps.ts';
import { RichText } from './RichText.tsx';
import { Unsupported } from './Unsupported.tsx';

/** Every answer that applies: checkboxes; the choices are reported in the order shown. */
export function MultipleChoice({
  question,
  answer,
  onChange,
  disabled,
  check,
}: QuestionInputProps) {
  const content = contentOf(question, 'MultipleChoice');
  if (!content) return <Unsupported />;
  const chosen = new Set(answerOf(answer, 'MultipleChoice')?.choices ?? []);
  const ids = content.options.map((o) => o.id);
  const toggle = (id: string) => {
    const choices = ids.filter((other) => (other === id ? !chosen.has(id) : chosen.has(other)));
    onChange(choices.length ? { type: 'MultipleChoice', choices } : undefined);
  };
  return (
    <ChoiceList
      kind="checkbox"
      legend={<FormattedMessage id="question.multipleChoice.legend" />}
      choices={content.options.map((o) => ({ id: o.id, label: <RichText text={o.text} /> }))}
      chosen={chosen}
      onToggle={toggle}
      disabled={disabled || check !== undefined}
      marks={choiceMarks(check, ids, chosen, false)}
    />
  );
}
