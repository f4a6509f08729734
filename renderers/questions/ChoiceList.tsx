import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { languageOfTag } from '../../domain/i18n/intlLocale.ts';
import type { MarkKind } from './keyMarks.ts';
import { Mark } from './Mark.tsx';

export interface Choice {
  id: string;
  label: ReactNode;
}

export interface ChoiceListProps {
  /** Radios for one answer, checkboxes for several. */
  kind: 'radio' | 'checkbox';
  legend: ReactNode;
  choices: readonly Choice[];
  chosen: ReadonlySet<string>;
  onToggle: (id: string) => void;
  disabled: boolean;
  /** Set after the check: the mark of each choice that has one. */
  marks?: ReadonlyMap<string, MarkKind>;
}

/** Real radio buttons or checkboxes with their labels: arrow keys, Space and the screen reader's own names. */
export function ChoiceList({
  kind,
  legend,
  choices,
  chosen,
  onToggle,
  disabled,
  marks,
}: ChoiceListProps) {
  const name = useId();
  // The question sits under its own language's lang; the legend is the interface's text.
  const uiLanguage = languageOfTag(useIntl().locale);
  return (
    <fieldset className="question-choices" disabled={disabled}>
      <legend className="question-choices__legend" lang={uiLanguage}>
        {legend}
      </legend>
      {choices.map((choice) => {
        const mark = marks?.get(choice.id);
        return (
          <label
            key={choice.id}
            className={`question-choice${mark ? ` question-choice--${mark}` : ''}`}
          >
            <input
              type={kind}
              name={name}
              value={choice.id}
              checked={chosen.has(choice.id)}
              disabled={disabled}
              onChange={() => onToggle(choice.id)}
            />
            <span className="question-choice__text">{choice.label}</span>
            {mark && <Mark kind={mark} />}
          </label>
        );
      })}
    </fieldset>
  );
}
