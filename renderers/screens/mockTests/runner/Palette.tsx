import { memo, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { countStatuses } from '../../../../domain/mockTests/questionStatus.ts';
import type { TestState } from '../../../../domain/mockTests/replayTestEvents.ts';
import type { PaperIndex } from './paperIndex.ts';
import { StatusLegend } from './StatusLegend.tsx';
import { CLOSED_TEXT, type ClosedSections } from './sectionAccess.ts';
import { STATUS_LOOK, statusClass } from './statusLook.ts';
import { useTextLanguage } from '../../../../runtime/i18n/useTextLanguage.ts';

export interface PaletteProps {
  index: PaperIndex;
  questions: TestState['questions'];
  currentCode: string | undefined;
  /** Sections that cannot be opened now, by paper index: left behind, or not open yet. */
  closedSections: ClosedSections;
  onGo: (code: string) => void;
}

/** Arrow keys, Home and End move between the palette's buttons, as in a grid of numbers. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  const edge = event.key === 'Home' ? 'first' : event.key === 'End' ? 'last' : undefined;
  if (step === undefined && edge === undefined) return;
  const root = event.currentTarget.closest('[data-palette]');
  if (!root) return;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
  const at = buttons.indexOf(event.currentTarget);
  const target =
    edge === 'first'
      ? buttons[0]
      : edge === 'last'
        ? buttons[buttons.length - 1]
        : buttons[Math.min(buttons.length - 1, Math.max(0, at + (step ?? 0)))];
  event.preventDefault();
  target?.focus();
}

/**
 * The question palette: every question by section, in the shape and colour of its status, with
 * the legend's counts for the whole paper and for each section. The question on screen is marked
 * as current; questions of closed sections cannot be opened.
 */
export const Palette = memo(function Palette({
  index,
  questions,
  currentCode,
  closedSections,
  onGo,
}: PaletteProps) {
  const intl = useIntl();
  const textLang = useTextLanguage();
  const all = countStatuses([...questions.values()].map((q) => q.status));
  return (
    <nav className="runner-palette" aria-labelledby="runner-palette-title" data-palette>
      <h2 id="runner-palette-title">
        <FormattedMessage id="runner.palette.title" />
      </h2>
      <StatusLegend counts={all} label={intl.formatMessage({ id: 'runner.legend.all' })} />
      {index.sections.map((section, sectionIndex) => {
        const closed = closedSections.get(sectionIndex);
        const entries = index.order.filter((entry) => entry.sectionIndex === sectionIndex);
        const counts = countStatuses(
          entries.map((entry) => questions.get(entry.question.code)?.status ?? 'notVisited'),
        );
        return (
          <section
            key={section.code}
            className="runner-palette__section"
            aria-labelledby={`runner-palette-${sectionIndex}`}
            data-closed={closed}
          >
            <h3 id={`runner-palette-${sectionIndex}`}>
              <span lang={textLang(section.name)}>{section.name}</span>
              {closed && (
                <span className="runner-palette__closed">
                  {' '}
                  <FormattedMessage id={CLOSED_TEXT[closed]} />
                </span>
              )}
            </h3>
            <StatusLegend
              counts={counts}
              label={intl.formatMessage({ id: 'runner.legend.section' }, { section: section.name })}
            />
            <ul className="runner-palette__grid">
              {entries.map((entry) => {
                const code = entry.question.code;
                const status = questions.get(code)?.status ?? 'notVisited';
                const current = code === currentCode;
                return (
                  <li key={code}>
                    <button
                      type="button"
                      className={statusClass(status)}
                      aria-label={intl.formatMessage(
                        { id: STATUS_LOOK[status].name },
                        { number: entry.number },
                      )}
                      aria-current={current ? 'true' : undefined}
                      disabled={closed !== undefined}
                      onClick={() => onGo(code)}
                      onKeyDown={moveFocus}
                    >
                      {entry.number}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
});
