import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { RichText } from '../../questions/RichText.tsx';

export interface HintsProps {
  hints: readonly string[];
  /** How many are revealed, first ones first. */
  shown: number;
  onReveal: () => void;
  /** No more hints once the question is answered. */
  disabled: boolean;
}

/** The question's hints, revealed one at a time; each new one is read out as it appears. */
export function Hints({ hints, shown, onReveal, disabled }: HintsProps) {
  const id = useId();
  if (hints.length === 0) return null;
  const left = hints.length - shown;
  return (
    <section className="practice-hints" aria-labelledby={id}>
      <h3 id={id} className="visually-hidden">
        <FormattedMessage id="practice.hints.title" />
      </h3>
      <ol aria-live="polite">
        {hints.slice(0, shown).map((hint, index) => (
          <li key={index}>
            <RichText text={hint} />
          </li>
        ))}
      </ol>
      {left > 0 && !disabled && (
        <button type="button" className="button ghost" onClick={onReveal}>
          <FormattedMessage
            id="practice.hints.show"
            values={{ next: shown + 1, count: hints.length }}
          />
        </button>
      )}
    </section>
  );
}
