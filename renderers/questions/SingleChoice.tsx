import { FormattedMessage } from 'react-intl';
import { choiceMarks } from './answerKey.ts';
import { ChoiceList } from './ChoiceList.tsx';
import { answerOf, contentOf } from './narrowQuestion.ts';
import type { QuestionInputProps } from './QuestionInputProps.ts';
import { RichText } from './RichText.tsx';
import { Unsupported } from './Unsupported.tsx';

/** One answer among options: radio buttons. */
export function SingleChoice({ question, answer, onChange, disabled, check }: QuestionInputProps) {
  const content = contentOf(question, 'SingleChoice');
  if (!content) return <Unsupported />;
  const chosen = new Set(answerOf(answer, 'SingleChoice')?.choice ?? []);
  const ids = content.options.map((o) => o.id);
  return (
    <ChoiceList
      kind="radio"
      legend={<FormattedMessage id="question.singleChoice.legend" />}
      choices={content.options.map((o) => ({ id: o.id, label: <RichText text={o.text} /> }))}
      chosen={chosen}
      onToggle={(choice) => onChange({ type: 'SingleChoice', choice })}
      disabled={disabled || check !== undefined}
      marks={choiceMarks(check, ids, chosen, true)}
    />
  );
}
