import { FormattedMessage } from 'react-intl';
import { choiceMarks } from './keyMarks.ts';
import { ChoiceList } from './ChoiceList.tsx';
import type { InputProps } from './InputProps.ts';
import { readKey } from './readKey.ts';
import { RichText } from './RichText.tsx';

const CHOICES = ['a', 'b', 'c', 'd'] as const;
type AssertionChoice = (typeof CHOICES)[number];

/** The four standard choices (schemas/content/questions.schema.json, "Assertion and reason"). */
const CHOICE_TEXT: Readonly<Record<AssertionChoice, string>> = {
  a: 'question.assertion.choice.a',
  b: 'question.assertion.choice.b',
  c: 'question.assertion.choice.c',
  d: 'question.assertion.choice.d',
};

const isChoice = (id: string): id is AssertionChoice => (CHOICES as readonly string[]).includes(id);

/** An assertion (A) and a reason (R), then the four standard choices a–d. */
export function Assertion({
  question,
  answer,
  onChange,
  disabled,
  check,
}: InputProps<'Assertion'>) {
  const { content } = question;
  const keyChoice = readKey('Assertion', check, content)?.choice;
  const key = new Set(keyChoice ? [keyChoice] : []);
  const chosen = new Set<string>(answer?.choice ?? []);
  return (
    <div className="question-assertion">
      <dl className="question-assertion__statements">
        <dt>
          <FormattedMessage id="question.assertion.assertion" />
        </dt>
        <dd>
          <RichText text={content.assertion} />
        </dd>
        <dt>
          <FormattedMessage id="question.assertion.reason" />
        </dt>
        <dd>
          <RichText text={content.reason} />
        </dd>
      </dl>
      <ChoiceList
        kind="radio"
        legend={<FormattedMessage id="question.assertion.legend" />}
        choices={CHOICES.map((id) => ({
          id,
          label: <FormattedMessage id={CHOICE_TEXT[id]} />,
        }))}
        chosen={chosen}
        onToggle={(id) => isChoice(id) && onChange({ type: 'Assertion', choice: id })}
        disabled={disabled || check !== undefined}
        marks={choiceMarks(check, CHOICES, chosen, true, key)}
      />
    </div>
  );
}
