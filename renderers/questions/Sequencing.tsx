import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { itemMark } from './keyMarks.ts';
import { readKey } from './readKey.ts';
import { Mark } from './Mark.tsx';
import { plainText } from './plainMath.ts';
import type { InputProps } from './InputProps.ts';
import { RichText } from './RichText.tsx';

type Direction = 'up' | 'down';

/** Put items in order with a move-up and a move-down button each; the answer is the order. */
export function Sequencing({
  question,
  answer,
  onChange,
  disabled,
  check,
}: InputProps<'Sequencing'>) {
  const intl = useIntl();
  const hintId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focus, setFocus] = useState<{ id: string; direction: Direction }>();
  const [announcement, setAnnouncement] = useState('');
  const { content } = question;

  // A moved item keeps the focus (the browser drops it when the element moves), on the other
  // button when it reached the end it was moving to.
  useEffect(() => {
    if (!focus) return;
    const { id, direction } = focus;
    const wanted = buttons.current.get(`${id}:${direction}`);
    const other = buttons.current.get(`${id}:${direction === 'up' ? 'down' : 'up'}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [focus]);

  const shown = content.items.map((item) => item.id);
  const given = answer?.order;
  const order = given && given.length === shown.length ? given : shown;
  const text = new Map(content.items.map((item) => [item.id, item.text]));
  const key = readKey('Sequencing', check, content)?.order ?? [];
  const locked = disabled || check !== undefined;

  const move = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const id = order[index];
    const other = order[to];
    if (id === undefined || other === undefined) return;
    const next = [...order];
    next[to] = id;
    next[index] = other;
    setFocus({ id, direction });
    setAnnouncement(
      intl.formatMessage(
        { id: 'question.sequencing.moved' },
        { item: plainText(text.get(id) ?? ''), position: to + 1, total: order.length },
      ),
    );
    onChange({ type: 'Sequencing', order: next });
  };

  const button = (id: string, index: number, direction: Direction) => (
    <button
      type="button"
      className="question-sequence__move"
      ref={(element) => {
        const name = `${id}:${direction}`;
        if (element) buttons.current.set(name, element);
        else buttons.current.delete(name);
      }}
      aria-label={intl.formatMessage(
        { id: direction === 'up' ? 'question.sequencing.moveUp' : 'question.sequencing.moveDown' },
        { item: plainText(text.get(id) ?? '') },
      )}
      disabled={locked || (direction === 'up' ? index === 0 : index === order.length - 1)}
      onClick={() => move(index, direction)}
    >
      {direction === 'up' ? '↑' : '↓'}
    </button>
  );

  return (
    <div className="question-sequence">
      <p className="question-sequence__hint" id={hintId}>
        <FormattedMessage id="question.sequencing.hint" />
      </p>
      <ol className="question-sequence__list" aria-describedby={hintId}>
        {order.map((id, index) => {
          const expected = key.indexOf(id);
          const mark = itemMark(check, key.length ? expected === index : undefined);
          return (
            <li key={id} className="question-sequence__item">
              <span className="question-tag">{index + 1}</span>
              <RichText className="question-sequence__text" text={text.get(id) ?? ''} />
              {button(id, index, 'up')}
              {button(id, index, 'down')}
              {mark && <Mark kind={mark} />}
              {mark === 'wrong' && expected >= 0 && (
                <span className="question-key">
                  <FormattedMessage
                    id="question.sequencing.belongsAt"
                    values={{ position: expected + 1 }}
                  />
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
