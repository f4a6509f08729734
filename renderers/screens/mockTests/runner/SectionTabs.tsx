import { FormattedMessage, useIntl } from 'react-intl';
import type { TestPaper } from '../../../../domain/contracts/mockTests.ts';
import { CLOSED_TEXT, type ClosedSections } from './sectionAccess.ts';
import { useTextLanguage } from '../../../../runtime/i18n/useTextLanguage.ts';

export interface SectionTabsProps {
  sections: TestPaper['sections'];
  currentIndex: number | undefined;
  closed: ClosedSections;
  onEnter: (sectionIndex: number) => void;
}

/** The paper's sections; entering one shows its first question. Closed ones say why. */
export function SectionTabs({ sections, currentIndex, closed, onEnter }: SectionTabsProps) {
  const intl = useIntl();
  const textLang = useTextLanguage();
  if (sections.length < 2) return null;
  return (
    <nav className="runner-sections" aria-label={intl.formatMessage({ id: 'runner.sections' })}>
      <ul>
        {sections.map((section, index) => {
          const closure = closed.get(index);
          return (
            <li key={section.code}>
              <button
                type="button"
                aria-current={index === currentIndex ? 'true' : undefined}
                disabled={closure !== undefined}
                data-closed={closure}
                onClick={() => onEnter(index)}
              >
                <span lang={textLang(section.name)}>{section.name}</span>
                {closure && (
                  <span className="runner-sections__closed">
                    {' '}
                    <FormattedMessage id={CLOSED_TEXT[closure]} />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
