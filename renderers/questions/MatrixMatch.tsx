import { useIntl } from 'react-intl';
import type { ShownKey } from '../../domain/contracts/questionContent.ts';
import type { MarkKind } from './keyMarks.ts';
import { readKey } from './readKey.ts';
import { leftLabel, rightLabel } from './columnLabels.ts';
import { Mark } from './Mark.tsx';
import { Column, RightColumn } from './MatchColumns.tsx';
import { ownEntry } from './ownEntry.ts';
import type { InputProps } from './InputProps.ts';
import { RichText } from './RichText.tsx';

/** A cell's mark: ticked and in the key right, ticked and not wrong, in the key but not ticked shown. */
function cellMark(
  check: ShownKey | undefined,
  key: ReadonlyMap<string, ReadonlySet<string>>,
  left: string,
  right: string,
  ticked: boolean,
): MarkKind | undefined {
  if (!check) return undefined;
  if (key.size === 0) return ticked && check.status === 'correct' ? 'right' : undefined;
  const inKey = key.get(left)?.has(right) ?? false;
  if (ticked) return inKey ? 'right' : 'wrong';
  return inKey ? 'key' : undefined;
}

/** Every match of every Column I item: a grid of checkboxes, a row per item, a column per Column II item. */
export function MatrixMatch({
  question,
  answer,
  onChange,
  disabled,
  check,
}: InputProps<'MatrixMatch'>) {
  const intl = useIntl();
  const { content } = question;
  const pairs = answer?.pairs ?? {};
  const key = new Map(
    Object.entries(readKey('MatrixMatch', check, content)?.pairs ?? {}).map(([left, rights]) => [
      left,
      new Set(rights),
    ]),
  );
  const locked = disabled || check !== undefined;
  const ticked = (left: string, right: string) => ownEntry(pairs, left)?.includes(right) ?? false;

  const toggle = (left: string, right: string) => {
    const next: Record<string, string[]> = {};
    for (const row of content.left) {
      const rights = content.right
        .map((column) => column.id)
        .filter((id) =>
          row.id === left && id === right ? !ticked(left, right) : ticked(row.id, id),
        );
      if (rights.length) next[row.id] = rights;
    }
    onChange(Object.keys(next).length ? { type: 'MatrixMatch', pairs: next } : undefined);
  };

  return (
    <div className="question-matrix">
      <div className="question-columns">
        <Column side="left">
          {content.left.map((item, index) => (
            <li key={item.id} className="question-columns__item">
              <span className="question-tag">{leftLabel(index)}</span>
              <RichText text={item.text} />
            </li>
          ))}
        </Column>
        <RightColumn items={content.right} />
      </div>
      <table className="question-matrix__grid">
        <caption className="visually-hidden">
          {intl.formatMessage({ id: 'question.matrix.caption' })}
        </caption>
        <thead>
          <tr>
            <td />
            {content.right.map((column, at) => (
              <th key={column.id} scope="col">
                {rightLabel(at)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {content.left.map((row, index) => (
            <tr key={row.id}>
              <th scope="row">{leftLabel(index)}</th>
              {content.right.map((column, at) => {
                const mark = cellMark(check, key, row.id, column.id, ticked(row.id, column.id));
                return (
                  <td
                    key={column.id}
                    className={mark ? `question-matrix__cell--${mark}` : undefined}
                  >
                    <input
                      type="checkbox"
                      aria-label={intl.formatMessage(
                        { id: 'question.matrix.cell' },
                        { left: leftLabel(index), right: rightLabel(at) },
                      )}
                      checked={ticked(row.id, column.id)}
                      disabled={locked}
                      onChange={() => toggle(row.id, column.id)}
                    />
                    {mark && <Mark kind={mark} compact />}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
