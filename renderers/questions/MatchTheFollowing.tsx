import { useIntl } from 'react-intl';
import { itemMark, keyPairs } from './answerKey.ts';
import { leftLabel, rightLabel, shortText } from './columnLabels.ts';
import { Mark } from './Mark.tsx';
import { Column, RightColumn } from './MatchColumns.tsx';
import { answerOf, contentOf, ownEntry } from './narrowQuestion.ts';
import { plainText } from './plainMath.ts';
import type { QuestionInputProps } from './QuestionInputProps.ts';
import { RichText } from './RichText.tsx';
import { Unsupported } from './Unsupported.tsx';

/** Each Column I item with a select of the Column II item it matches; Column II shown in full beside. */
export function MatchTheFollowing({
  question,
  answer,
  onChange,
  disabled,
  check,
}: QuestionInputProps) {
  const intl = useIntl();
  const content = contentOf(question, 'MatchTheFollowing');
  if (!content) return <Unsupported />;
  const pairs = answerOf(answer, 'MatchTheFollowing')?.pairs ?? {};
  const key = check
    ? keyPairs(
        check,
        content.left.map((item) => item.id),
      )
    : undefined;
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
          const expected = [...(key?.get(item.id) ?? [])][0];
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
