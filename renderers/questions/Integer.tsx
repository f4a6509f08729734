import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnswerOf } from '../../domain/questions/answerPayload.ts';
import { readKey } from './readKey.ts';
import { ResultMark } from './Mark.tsx';
import type { InputProps } from './InputProps.ts';
import { useDraft } from './useDraft.ts';

const MAX_LENGTH = 16;
/** What may stand in the box while a number is being written: "-", "12.", "-0.5". */
const NUMBER_DRAFT = /^-?\d*\.?\d*$/;
const DIGITS = ['7', '8', '9', '4', '5', '6', '1', '2', '3'] as const;

/** The number a draft stands for, once it has a digit. */
export function draftValue(draft: string): number | undefined {
  if (!/\d/.test(draft)) return undefined;
  const value = Number(draft);
  return Number.isFinite(value) ? value : undefined;
}

/** A typed text as a draft (a typographic minus or a decimal comma accepted), or undefined if it is none. */
function asDraft(typed: string): string | undefined {
  const text = typed.replace(/[−–]/g, '-').replace(/,/g, '.').replace(/\s/g, '');
  return text.length <= MAX_LENGTH && NUMBER_DRAFT.test(text) ? text : undefined;
}

type Key = (typeof DIGITS)[number] | '0' | '.' | 'sign' | 'backspace';

function press(draft: string, key: Key): string {
  if (key === 'backspace') return draft.slice(0, -1);
  if (key === 'sign') return draft.startsWith('-') ? draft.slice(1) : `-${draft}`;
  if (key === '.' && draft.includes('.')) return draft;
  return draft.length < MAX_LENGTH ? draft + key : draft;
}

/** A numerical answer: typed, or built on the on-screen keypad (digits, point, sign, backspace). */
export function Integer({ question, answer, onChange, disabled, check }: InputProps<'Integer'>) {
  const intl = useIntl();
  const id = useId();
  const [draft, report] = useDraft(answer, (a) => (a === undefined ? '' : String(a.value)));
  const locked = disabled || check !== undefined;
  const commit = (next: string) => {
    const value = draftValue(next);
    const payload: AnswerOf<'Integer'> | undefined =
      value === undefined ? undefined : { type: 'Integer', value };
    onChange(report(next, payload));
  };
  const keyButton = (key: Key, label: string, ariaLabel?: string) => (
    <button
      key={key}
      type="button"
      className={`question-keypad__key question-keypad__key--${key === '.' ? 'point' : key}`}
      aria-label={ariaLabel}
      aria-controls={id}
      disabled={locked}
      onClick={() => commit(press(draft, key))}
    >
      {label}
    </button>
  );
  const keyValue = readKey('Integer', check, question.content)?.value;
  const key = keyValue === undefined ? undefined : String(keyValue);
  return (
    <div className="question-integer">
      <label className="question-integer__field" htmlFor={id}>
        <FormattedMessage id="question.integer.label" />
      </label>
      <input
        id={id}
        className="question-integer__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={draft}
        disabled={locked}
        onChange={(event) => {
          const next = asDraft(event.currentTarget.value);
          if (next !== undefined) commit(next);
        }}
      />
      {check && <ResultMark correct={check.status === 'correct'} />}
      {check && check.status !== 'correct' && key !== undefined && (
        <p className="question-key">
          <FormattedMessage id="question.correctAnswerIs" values={{ answer: key }} />
        </p>
      )}
      <div
        className="question-keypad"
        role="group"
        aria-label={intl.formatMessage({ id: 'question.integer.keypad' })}
      >
        {DIGITS.map((digit) => keyButton(digit, digit))}
        {keyButton('sign', '−', intl.formatMessage({ id: 'question.integer.sign' }))}
        {keyButton('0', '0')}
        {keyButton('.', '.', intl.formatMessage({ id: 'question.integer.point' }))}
        {keyButton('backspace', '⌫', intl.formatMessage({ id: 'question.integer.backspace' }))}
      </div>
    </div>
  );
}
