import { FormattedMessage } from 'react-intl';
import { choiceMarks } from './keyMarks.ts';
import { ChoiceList } from './ChoiceList.tsx';
import type { InputProps } from './InputProps.ts';
import { readKey } from './readKey.ts';
import { RichText } from './RichText.tsx';

/** One answer among options: radio buttons. */
export function SingleChoice({
  question,
  answer,
  onChange,
  disabled,
  check,
}: InputProps<'SingleChoice'>) {
  const { content } = question;
  const chosen = new Set(answer?.choice ?? []);
  const key = readKey('SingleChoice', check, content);
  const ids = content.options.map((o) => o.id);
  return (
    <ChoiceList
      kind="radio"
      legend={<FormattedMessage id="question.singleChoice.legend" />}
      choices={content.options.map((o) => ({ id: o.id, label: <RichText text={o.text} /> }))}
      chosen={chosen}
      onToggle={(choice) => onChange({ type: 'SingleChoice', choice })}
      disabled={disabled || check !== undefined}
      marks={choiceMarks(check, ids, chosen, true, new Set(key ? [key.choice] : []))}
    />
  );
}
