import { FormattedMessage } from 'react-intl';
import { choiceMarks, keyItems } from './answerKey.ts';
import { ChoiceList } from './ChoiceList.tsx';
import { answerOf } from './narrowQuestion.ts';
import type { QuestionInputProps } from './QuestionInputProps.ts';

const TRUE_WORDS = new Set(['true', 't', '1', 'yes']);
const FALSE_WORDS = new Set(['false', 'f', '0', 'no']);

/** The key as "true"/"false" choice ids, whichever way the check spells the boolean. */
function booleanKey(items: readonly string[]): Set<string> {
  const word = items[0]?.toLowerCase() ?? '';
  if (TRUE_WORDS.has(word)) return new Set(['true']);
  if (FALSE_WORDS.has(word)) return new Set(['false']);
  return new Set();
}

/** True or false: two radio buttons worded from the catalog. */
export function TrueFalse({ answer, onChange, disabled, check }: QuestionInputProps) {
  const value = answerOf(answer, 'TrueFalse')?.value;
  const chosen = new Set(value === undefined ? [] : [String(value)]);
  const key = check ? booleanKey(keyItems(check)) : undefined;
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
