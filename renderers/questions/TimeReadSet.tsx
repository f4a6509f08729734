import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatTime } from '../../domain/questions/types/TimeReadSet.ts';
import { ClockFace } from './ClockFace.tsx';
import { clockDescription } from './clockDescription.ts';
import type { InputProps } from './InputProps.ts';
import { itemMark } from './keyMarks.ts';
import { Mark } from './Mark.tsx';
import { readKey } from './readKey.ts';
import { useDraft } from './useDraft.ts';

const HOURS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

interface Draft {
  hours: string;
  minutes: string;
}

/**
 * Telling the time: the clock face, then hours and minutes chosen from two lists (keyboard and
 * screen-reader friendly, unlike dragging hands). A reading question's clock shows its own time;
 * a setting question's clock shows the student's, its hands moving as they choose.
 */
export function TimeReadSet({
  question,
  answer,
  onChange,
  disabled,
  check,
}: InputProps<'TimeReadSet'>) {
  const intl = useIntl();
  const id = useId();
  const { content } = question;
  const [draft, report] = useDraft(answer, (a): Draft => ({
    hours: a ? String(a.hours) : '',
    minutes: a ? String(a.minutes) : '',
  }));
  const locked = disabled || check !== undefined;
  const key = readKey('TimeReadSet', check, content);
  const chosen =
    draft.hours && draft.minutes
      ? { hours: Number(draft.hours), minutes: Number(draft.minutes) }
      : undefined;
  const shown = content.shows ?? chosen;
  const label = content.shows
    ? clockDescription(intl, content.shows)
    : chosen
      ? intl.formatMessage({ id: 'timeReadSet.clockSet' }, { time: formatTime(chosen) })
      : intl.formatMessage({ id: 'timeReadSet.clockUnset' });
  const minutes = Array.from(
    { length: Math.ceil(60 / content.minuteStep) },
    (_, i) => i * content.minuteStep,
  );

  const choose = (part: keyof Draft, value: string) => {
    const next = { ...draft, [part]: value };
    onChange(
      report(
        next,
        next.hours && next.minutes
          ? { type: 'TimeReadSet', hours: Number(next.hours), minutes: Number(next.minutes) }
          : undefined,
      ),
    );
  };
  const markOf = (part: keyof Draft) =>
    itemMark(check, key && draft[part] !== '' ? Number(draft[part]) === key[part] : undefined);
  const hoursMark = markOf('hours');
  const minutesMark = markOf('minutes');

  return (
    <div className="question-clock">
      <ClockFace time={shown} label={label} />
      <fieldset className="question-clock__answer">
        <legend>
          <FormattedMessage id="timeReadSet.legend" />
        </legend>
        <label htmlFor={`${id}-hours`}>
          <FormattedMessage id="timeReadSet.hours" />
        </label>
        <select
          id={`${id}-hours`}
          value={draft.hours}
          disabled={locked}
          onChange={(event) => choose('hours', event.currentTarget.value)}
        >
          <option value="">--</option>
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hour}
            </option>
          ))}
        </select>
        {hoursMark && <Mark kind={hoursMark} />}
        <label htmlFor={`${id}-minutes`}>
          <FormattedMessage id="timeReadSet.minutes" />
        </label>
        <select
          id={`${id}-minutes`}
          value={draft.minutes}
          disabled={locked}
          onChange={(event) => choose('minutes', event.currentTarget.value)}
        >
          <option value="">--</option>
          {minutes.map((minute) => (
            <option key={minute} value={minute}>
              {String(minute).padStart(2, '0')}
            </option>
          ))}
        </select>
        {minutesMark && <Mark kind={minutesMark} />}
      </fieldset>
      {check && check.status !== 'correct' && key && (
        <p className="question-key">
          <FormattedMessage id="question.correctAnswerIs" values={{ answer: formatTime(key) }} />
        </p>
      )}
    </div>
  );
}
