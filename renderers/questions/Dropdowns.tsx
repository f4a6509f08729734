import { useIntl } from 'react-intl';
import type { AnswerOf } from '../../domain/questions/answerPayload.ts';
import { itemMark, keyItems } from './answerKey.ts';
import { BlankedBody } from './BlankedBody.tsx';
import { Mark } from './Mark.tsx';
import { answerOf, contentOf } from './narrowQuestion.ts';
import { plainText } from './plainMath.ts';
import type { QuestionInputProps } from './QuestionInputProps.ts';
import { RichText } from './RichText.tsx';
import { Unsupported } from './Unsupported.tsx';
import { useDraft } from './useDraft.ts';

/**
 * A select inline at each blank. The answer names a choice for every blank, so it is reported
 * once all are chosen; until then the choices made are kept here.
 */
export function Dropdowns({ question, answer, onChange, disabled, check }: QuestionInputProps) {
  const intl = useIntl();
  const content = contentOf(question, 'Dropdowns');
  const count = content?.blanks.length ?? 0;
  const [draft, report] = useDraft(answerOf(answer, 'Dropdowns'), (a) =>
    Array.from({ length: count }, (_, i) => a?.choices[i] ?? ''),
  );
  if (!content) return <Unsupported />;
  const key = check ? keyItems(check) : [];
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
