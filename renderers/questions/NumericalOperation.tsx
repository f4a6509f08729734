import { useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnswerOf } from '../../domain/questions/answerPayload.ts';
import { digitMatches } from '../../domain/questions/types/NumericalOperation.ts';
import type { InputProps } from './InputProps.ts';
import { itemMark } from './keyMarks.ts';
import { Mark } from './Mark.tsx';
import { readKey } from './readKey.ts';

type Digits = AnswerOf<'NumericalOperation'>['digits'];
type Digit = Digits[number];
type Operator = InputProps<'NumericalOperation'>['question']['content']['operator'];

const SPOKEN: Readonly<Record<Operator, string>> = {
  '+': 'numericalOperation.add',
  '-': 'numericalOperation.subtract',
  '×': 'numericalOperation.multiply',
};
const SHOWN: Readonly<Record<Operator, string>> = { '+': '+', '-': '−', '×': '×' };
const isDigit = (text: string): text is Digit => /^[0-9]?$/.test(text);

/** A number's digits right-aligned in `width` cells, empty cells on the left. */
const cells = (n: number, width: number) => String(n).padStart(width, ' ').split('');

/**
 * Column arithmetic: the two numbers right-aligned, the operator, a line, and a box a column for
 * the result, worked right to left as on paper. Typing a digit moves on to the next column on the
 * left, Backspace on an empty box back to the right, and the arrow keys move freely. The small
 * boxes above are the student's own carries: kept on screen, never sent or marked.
 */
export function NumericalOperation({
  question,
  answer,
  onChange,
  disabled,
  check,
}: InputProps<'NumericalOperation'>) {
  const intl = useIntl();
  const { content } = question;
  const { columns, operator, operands } = content;
  const [top = 0, bottom = 0] = operands;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const [carries, setCarries] = useState<string[]>(() => Array<string>(columns).fill(''));
  const digits: Digits = Array.from({ length: columns }, (_, i) => answer?.digits[i] ?? '');
  const key = readKey('NumericalOperation', check, content)?.digits;
  const locked = disabled || check !== undefined;
  const place = (i: number) => columns - i;

  const set = (index: number, digit: Digit) => {
    const next = digits.map((d, i) => (i === index ? digit : d));
    onChange(next.some(Boolean) ? { type: 'NumericalOperation', digits: next } : undefined);
  };
  const focus = (index: number) => boxes.current[index]?.focus();
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
    else if (event.key === 'Backspace' && digits[index] === '') focus(index + 1);
    else return;
    event.preventDefault();
  };
  const grid = { gridTemplateColumns: `repeat(${columns + 1}, var(--question-column-width))` };

  return (
    <div className="question-operation">
      <p className="question-operation__hint">
        <FormattedMessage id="numericalOperation.hint" />
      </p>
      <div
        className="question-operation__sum"
        role="group"
        aria-label={intl.formatMessage({ id: SPOKEN[operator] }, { top, bottom })}
        style={grid}
      >
        <span />
        {carries.map((carry, i) => (
          <input
            key={`carry-${i}`}
            className="question-operation__carry"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={1}
            value={carry}
            disabled={locked}
            aria-label={intl.formatMessage(
              { id: 'numericalOperation.carry' },
              { position: place(i) },
            )}
            onChange={(event) => {
              const value = event.currentTarget.value.slice(-1);
              if (isDigit(value)) setCarries(carries.map((c, j) => (j === i ? value : c)));
            }}
          />
        ))}
        <span aria-hidden="true" />
        {cells(top, columns).map((d, i) => (
          <span key={`top-${i}`} className="question-operation__digit" aria-hidden="true">
            {d.trim()}
          </span>
        ))}
        <span className="question-operation__operator" aria-hidden="true">
          {SHOWN[operator]}
        </span>
        {cells(bottom, columns).map((d, i) => (
          <span key={`bottom-${i}`} className="question-operation__digit" aria-hidden="true">
            {d.trim()}
          </span>
        ))}
        <span className="question-operation__line" aria-hidden="true" />
        <span />
        {digits.map((digit, i) => {
          const expected = key?.[i];
          const mark = itemMark(
            check,
            expected === undefined ? undefined : digitMatches(digit, expected),
          );
          return (
            <span key={`result-${i}`} className="question-operation__result">
              <input
                ref={(element) => {
                  boxes.current[i] = element;
                }}
                className="question-operation__box"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                value={digit}
                disabled={locked}
                aria-label={intl.formatMessage(
                  { id: 'numericalOperation.digit' },
                  { position: place(i) },
                )}
                onKeyDown={(event) => onKeyDown(i, event)}
                onChange={(event) => {
                  // A full box takes a second character: the one just typed replaces its digit.
                  const typed = event.currentTarget.value;
                  const value = typed.length > 1 ? typed.replace(digit, '').slice(-1) : typed;
                  if (!isDigit(value)) return;
                  set(i, value);
                  if (value !== '') focus(i - 1);
                }}
              />
              {mark && <Mark kind={mark} compact />}
            </span>
          );
        })}
      </div>
      {check && check.status !== 'correct' && key && (
        <p className="question-key">
          <FormattedMessage id="question.correctAnswerIs" values={{ answer: key.join('') }} />
        </p>
      )}
    </div>
  );
}
