import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Locale } from '../../../../domain/rules/locales.ts';
import { QuestionView } from '../../../questions/QuestionView.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { shownIn, type PaperIndex } from './paperIndex.ts';
import type { ClosedSections } from './sectionAccess.ts';

export interface QuestionPaperViewProps {
  index: PaperIndex;
  language: Locale;
  fallback: Locale;
  languages: readonly Locale[];
  closed: ClosedSections;
  onLanguage: (language: Locale) => void;
  onGo: (code: string) => void;
}

const ignore = () => undefined;

/**
 * The whole paper to read (the question_paper state), in the paper language, which may differ
 * from the one questions are answered in. Nothing can be answered here; each question offers a
 * way to it, unless its section is closed.
 */
export function QuestionPaperView(props: QuestionPaperViewProps) {
  const { index, language, fallback, closed } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="runner-paper-view" aria-labelledby="runner-paper-title">
      <h2 id="runner-paper-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="runner.paper.title" />
      </h2>
      <LanguageSelect
        label="runner.language.paper"
        value={language}
        languages={props.languages}
        onChange={props.onLanguage}
      />
      {index.sections.map((section, sectionIndex) => (
        <section key={section.code} aria-labelledby={`runner-paper-section-${sectionIndex}`}>
          <h3 id={`runner-paper-section-${sectionIndex}`}>{section.name}</h3>
          <ol className="runner-paper-view__list">
            {index.order
              .filter((entry) => entry.sectionIndex === sectionIndex)
              .map((entry) => {
                const shown = shownIn(entry.question, language, fallback);
                return (
                  <li key={entry.question.code}>
                    <h4>
                      <FormattedMessage
                        id="runner.paper.question"
                        values={{ number: entry.number }}
                      />
                    </h4>
                    {shown && (
                      <div lang={shown.language}>
                        <QuestionView
                          question={shown.shown}
                          answer={undefined}
                          onChange={ignore}
                          disabled
                        />
                      </div>
                    )}
                    <button
                      type="button"
                      className="runner-button"
                      disabled={closed.has(sectionIndex)}
                      onClick={() => props.onGo(entry.question.code)}
                    >
                      <FormattedMessage id="runner.paper.goTo" values={{ number: entry.number }} />
                    </button>
                  </li>
                );
              })}
          </ol>
        </section>
      ))}
    </section>
  );
}
