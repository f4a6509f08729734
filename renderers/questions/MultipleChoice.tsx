import { FormattedMessage } from 'react-intl';
import { choiceMarks } from './keyMarks.ts';
import { ChoiceList } from './ChoiceList.tsx';
import type { InputProps } from './InputProps.ts';
import { readKey } from './readKey.ts';
import { RichText } from './RichText.tsx';

/** Every answer that applies: checkboxes; the choices are reported in the order shown. */
export function MultipleChoice({
  question,
  answer,
  onChange,
  disabled,
  check,
}: InputProps<'MultipleChoice'>) {
  const { content } = question;
  const chosen = new Set(answer?.choices ?? []);
  const key = readKey('MultipleChoice', check, content);
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
      marks={choiceMarks(check, ids, chosen, false, new Set(key?.choices))}
    />
  );
}
