import { useIntl } from 'react-intl';
import type { AnswerOf } from '../../domain/questions/answerPayload.ts';
import { itemMark } from './keyMarks.ts';
import { readKey } from './readKey.ts';
import { BlankedBody } from './BlankedBody.tsx';
import { Mark } from './Mark.tsx';
import { plainText } from './plainMath.ts';
import type { InputProps } from './InputProps.ts';
import { RichText } from './RichText.tsx';
import { useDraft } from './useDraft.ts';

/**
 * A select inline at each blank. The answer names a choice for every blank, so it is reported
 * once all are chosen; until then the choices made are kept here.
 */
export function Dropdowns({
  question,
  answer,
  onChange,
  disabled,
  check,
}: InputProps<'Dropdowns'>) {
  const intl = useIntl();
  const { content } = question;
  const count = content.blanks.length;
  const [draft, report] = useDraft(answer, (a) =>
    Array.from({ length: count }, (_, i) => a?.choices[i] ?? ''),
  );
  const key = readKey('Dropdowns', check, content)?.choices ?? [];
  const locked = disabled || check !== undefined;

  const choose = (index: number, id: string) => {
    const next = draft.map((value, i) => (i === index ? id : value));
    const payload: AnswerOf<'Dropdowns'> | undefined = next.every(Boolean)
      ? { type: 'Dropdowns', choices: next }
      : undefined;
    onChange(report(next, payload));
  };

  return (
    <BlankedBody
      body={question.body}
      count={count}
      renderBlank={(index) => {
        const options = content.blanks[index]?.options ?? [];
        const chosen = draft[index] ?? '';
        const expected = options.find((o) => o.id === key[index]);
        const mark = itemMark(check, expected && chosen === expected.id);
        return (
          <span key={index} className="question-blank">
            <select
              className="question-blank__select"
              aria-label={intl.formatMessage({ id: 'question.blank.label' }, { number: index + 1 })}
              value={chosen}
              disabled={locked}
              onChange={(event) => choose(index, event.currentTarget.value)}
            >
              <option value="">
                {intl.formatMessage({ id: 'question.dropdown.placeholder' })}
              </option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {plainText(option.text)}
                </option>
              ))}
            </select>
            {mark && <Mark kind={mark} />}
            {mark === 'wrong' && expected && (
              <span className="question-key">
                {intl.formatMessage(
                  { id: 'question.correctAnswerIs' },
                  { answer: <RichText key="key" text={expected.text} /> },
                )}
              </span>
            )}
          </span>
        );
      }}
    />
  );
}
