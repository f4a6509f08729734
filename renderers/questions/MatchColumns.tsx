import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { rightLabel } from './columnLabels.ts';
import { RichText } from './RichText.tsx';

/** One column of a matching question under its visible heading, which names the list too. */
export function Column({ side, children }: { side: 'left' | 'right'; children: ReactNode }) {
  const id = useId();
  return (
    <div className={`question-columns__column question-columns__column--${side}`}>
      <p id={id} className="question-columns__heading">
        {side === 'left' ? (
          <FormattedMessage id="question.match.columnLeft" />
        ) : (
          <FormattedMessage id="question.match.columnRight" />
        )}
      </p>
      <ol className="question-columns__list" aria-labelledby={id}>
        {children}
      </ol>
    </div>
  );
}

/** Column II, numbered as shown, with its formulas typeset (the selects can only hold plain text). */
export function RightColumn({ items }: { items: readonly { id: string; text: string }[] }) {
  return (
    <Column side="right">
      {items.map((item, index) => (
        <li key={item.id} className="question-columns__item">
          <span className="question-tag">{rightLabel(index)}</span>
          <RichText text={item.text} />
        </li>
      ))}
    </Column>
  );
}
