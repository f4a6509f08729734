import { FormattedMessage } from 'react-intl';
import { choiceMarks } from './keyMarks.ts';
import { readKey } from './readKey.ts';
import { ChoiceList } from './ChoiceList.tsx';
import type { InputProps } from './InputProps.ts';

/** True or false: two radio buttons worded from the catalog. */
export function TrueFalse({
  question,
  answer,
  onChange,
  disabled,
  check,
}: InputProps<'TrueFalse'>) {
  const value = answer?.value;
  const chosen = new Set(value === undefined ? [] : [String(value)]);
  const keyValue = readKey('TrueFalse', check, question.content)?.value;
  const key = new Set(keyValue === undefined ? [] : [String(keyValue)]);
  return (
    <ChoiceList
      kind="radio"
      legend={<FormattedMessage id="question.trueFalse.legend" />}
      choices={[
        { id: 'true', label: <FormattedMessage id="question.trueFalse.true" /> },
        { id: 'false', label: <FormattedMessage id="question.trueFalse.false" /> },
      ]}
      chosen={chosen}
      onToggle={(id) => onChange({ type: 'TrueFalse', value: id === 'true' })}
      disabled={disabled || check !== undefined}
      marks={choiceMarks(check, ['true', 'false'], chosen, true, key)}
    />
  );
}
