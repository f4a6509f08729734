import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readKey } from './readKey.ts';
import { ResultMark } from './Mark.tsx';
import type { InputProps } from './InputProps.ts';

const MAX_LABELS = 11;

const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

/** A value on the line's grid of steps, without the float noise of 0.1 + 0.2. */
export function snapToStep(value: number, min: number, max: number, step: number): number {
  const steps = Math.round((value - min) / step);
  const snapped = Number((min + steps * step).toFixed(decimalsOf(step)));
  return Math.min(max, Math.max(min, snapped));
}

/** The tick values under the line: every step when few, else evenly spaced labelled ones. */
function ticks(min: number, max: number, step: number): number[] {
  const steps = Math.max(1, Math.round((max - min) / step));
  const every = Math.ceil(steps / (MAX_LABELS - 1));
  const values: number[] = [];
  for (let i = 0; i <= steps; i += every) values.push(snapToStep(min + i * step, min, max, step));
  if (values[values.length - 1] !== max) values.push(max);
  return values;
}

/** A point on a number line: a slider over min–max in its steps (arrows, Page keys, Home, End), the value shown. */
export function NumberLine({
  question,
  answer,
  onChange,
  disabled,
  check,
}: InputProps<'NumberLine'>) {
  const intl = useIntl();
  const id = useId();
  const { content } = question;
  const { min, max, step } = content;
  const value = answer?.value;
  const locked = disabled || check !== undefined;
  const format = (n: number) => intl.formatNumber(n, { maximumFractionDigits: decimalsOf(step) });
  const shown =
    value === undefined ? intl.formatMessage({ id: 'question.numberLine.unset' }) : format(value);
  const commit = (raw: string) =>
    onChange({ type: 'NumberLine', value: snapToStep(Number(raw), min, max, step) });
  const keyValue = readKey('NumberLine', check, content)?.value;
  const span = max - min || 1;

  return (
    <div
      className={`question-number-line${value === undefined ? ' question-number-line--unset' : ''}`}
    >
      <label htmlFor={id}>
        <FormattedMessage id="question.numberLine.label" />
      </label>
      <input
        id={id}
        className="question-number-line__slider"
        type="range"
        min={min}
        max={max}
        step={step}
        value={value ?? snapToStep((min + max) / 2, min, max, step)}
        aria-valuetext={shown}
        disabled={locked}
        onChange={(event) => commit(event.currentTarget.value)}
        onClick={(event) => commit(event.currentTarget.value)}
      />
      <div className="question-number-line__ticks" aria-hidden="true">
        {ticks(min, max, step).map((tick) => (
          <span
            key={tick}
            className="question-number-line__tick"
            style={{ insetInlineStart: `${((tick - min) / span) * 100}%` }}
          >
            {format(tick)}
          </span>
        ))}
      </div>
      <p className="question-number-line__value">
        <output htmlFor={id}>
          <FormattedMessage id="question.numberLine.value" values={{ value: shown }} />
        </output>
      </p>
      {check && <ResultMark correct={check.status === 'correct'} />}
      {check &&
        check.status !== 'correct' &&
        keyValue !== undefined &&
        Number.isFinite(keyValue) && (
          <p className="question-key">
            <FormattedMessage id="question.correctAnswerIs" values={{ answer: format(keyValue) }} />
          </p>
        )}
    </div>
  );
}
