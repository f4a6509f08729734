import { useIntl } from 'react-intl';
import { matchBlank } from '../../domain/questions/matchBlank.ts';
import { itemMark } from './keyMarks.ts';
import { readKey } from './readKey.ts';
import { BlankedBody } from './BlankedBody.tsx';
import { Mark } from './Mark.tsx';
import type { InputProps } from './InputProps.ts';

const MAX_BLANK_LENGTH = 200;

/** Text boxes inline where the body has its blanks; the answer lists them in reading order. */
export function FillInTheBlanks({
  question,
  answer,
  onChange,
  disabled,
  check,
}: InputProps<'FillInTheBlanks'>) {
  const intl = useIntl();
  const { content } = question;
  // The answer has exactly as many blanks as the key (the grader refuses any other count).
  const count = content.blanks;
  const typed = answer?.blanks ?? [];
  const values = Array.from({ length: count }, (_, i) => typed[i] ?? '');
  const key = readKey('FillInTheBlanks', check, content)?.blanks ?? [];
  const locked = disabled || check !== undefined;

  const change = (index: number, text: string) => {
    const blanks = values.map((value, i) => (i === index ? text : value));
    onChange(blanks.some((b) => b.trim()) ? { type: 'FillInTheBlanks', blanks } : undefined);
  };
  const markOf = (index: number) => {
    const expected = key[index];
    return itemMark(
      check,
      expected === undefined ? undefined : matchBlank(values[index] ?? '', [expected]),
    );
  };

  return (
    <BlankedBody
      body={question.body}
      count={count}
      renderBlank={(index) => {
        const mark = markOf(index);
        const expected = key[index];
        return (
          <span key={index} className="question-blank">
            <input
              type="text"
              className="question-blank__input"
              aria-label={intl.formatMessage({ id: 'question.blank.label' }, { number: index + 1 })}
              autoComplete="off"
              maxLength={MAX_BLANK_LENGTH}
              value={values[index]}
              disabled={locked}
              onChange={(event) => change(index, event.currentTarget.value)}
            />
            {mark && <Mark kind={mark} />}
            {mark === 'wrong' && expected !== undefined && (
              <span className="question-key">
                {intl.formatMessage({ id: 'question.correctAnswerIs' }, { answer: expected })}
              </span>
            )}
          </span>
        );
      }}
    />
  );
}
