import { useIntl } from 'react-intl';
import { itemMark } from './keyMarks.ts';
import { readKey } from './readKey.ts';
import { leftLabel, rightLabel, shortText } from './columnLabels.ts';
import { Mark } from './Mark.tsx';
import { Column, RightColumn } from './MatchColumns.tsx';
import { ownEntry } from './ownEntry.ts';
import { plainText } from './plainMath.ts';
import type { InputProps } from './InputProps.ts';
import { RichText } from './RichText.tsx';

/** Each Column I item with a select of the Column II item it matches; Column II shown in full beside. */
export function MatchTheFollowing({
  question,
  answer,
  onChange,
  disabled,
  check,
}: InputProps<'MatchTheFollowing'>) {
  const intl = useIntl();
  const { content } = question;
  const pairs = answer?.pairs ?? {};
  const key = readKey('MatchTheFollowing', check, content)?.pairs;
  const locked = disabled || check !== undefined;
  const position = new Map(content.right.map((item, index) => [item.id, index]));

  const choose = (left: string, right: string) => {
    const next: Record<string, string> = {};
    for (const item of content.left) {
      const value = item.id === left ? right : ownEntry(pairs, item.id);
      if (value) next[item.id] = value;
    }
    onChange(Object.keys(next).length ? { type: 'MatchTheFollowing', pairs: next } : undefined);
  };

  return (
    <div className="question-columns">
      <Column side="left">
        {content.left.map((item, index) => {
          const chosen = ownEntry(pairs, item.id) ?? '';
          const expected = key && ownEntry(key, item.id);
          const mark = itemMark(check, expected === undefined ? undefined : chosen === expected);
          const expectedAt = expected === undefined ? undefined : position.get(expected);
          const label = `${leftLabel(index)}. ${shortText(plainText(item.text))}`;
          return (
            <li key={item.id} className="question-columns__item question-match__row">
              <span className="question-tag">{leftLabel(index)}</span>
              <RichText text={item.text} />
              <select
                className="question-match__select"
                aria-label={intl.formatMessage({ id: 'question.match.select' }, { item: label })}
                value={chosen}
                disabled={locked}
                onChange={(event) => choose(item.id, event.currentTarget.value)}
              >
                <option value="">{intl.formatMessage({ id: 'question.match.none' })}</option>
                {content.right.map((right, at) => (
                  <option key={right.id} value={right.id}>
                    {`${rightLabel(at)}. ${shortText(plainText(right.text))}`}
                  </option>
                ))}
              </select>
              {mark && <Mark kind={mark} />}
              {mark === 'wrong' && expectedAt !== undefined && (
                <span className="question-key">
                  {intl.formatMessage(
                    { id: 'question.correctAnswerIs' },
                    { answer: rightLabel(expectedAt) },
                  )}
                </span>
              )}
            </li>
          );
        })}
      </Column>
      <RightColumn items={content.right} />
    </div>
  );
}
