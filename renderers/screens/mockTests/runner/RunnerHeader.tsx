import { FormattedMessage } from 'react-intl';
import type { Locale } from '../../../../domain/rules/locales.ts';
import { Countdown } from './Countdown.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { PaletteButton, type PaletteButtonProps } from './PaletteButton.tsx';
import { useTextLanguage } from '../../../../runtime/i18n/useTextLanguage.ts';

export interface RunnerHeaderProps {
  title: string;
  leftMs: number;
  /** The open section's own countdown, under section locking. */
  section: { name: string; leftMs: number } | undefined;
  language: Locale;
  languages: readonly Locale[];
  onLanguage: (language: Locale) => void;
  view: 'question' | 'paper';
  onToggleView: () => void;
  /** Moving on to the next section early, when there is one. */
  onMoveOn: (() => void) | undefined;
  onSubmit: () => void;
  /** On a phone, the palette is a drawer this bar opens; on a desktop it is beside the question. */
  palette: PaletteButtonProps | undefined;
}

/** The paper's bar: title, time left (the test's and the section's), language, views, submit. */
export function RunnerHeader(props: RunnerHeaderProps) {
  const textLang = useTextLanguage();
  return (
    <header className="runner-header">
      <h1 lang={textLang(props.title)}>{props.title}</h1>
      <div className="runner-header__timers">
        <Countdown
          label={<FormattedMessage id="runner.timer.test" />}
          leftMs={props.leftMs}
          announce
        />
        {props.section && (
          <Countdown
            label={
              <FormattedMessage
                id="runner.timer.section"
                values={{ section: props.section.name }}
              />
            }
            leftMs={props.section.leftMs}
          />
        )}
      </div>
      <div className="runner-header__tools">
        {props.palette && <PaletteButton {...props.palette} />}
        <LanguageSelect
          label="runner.language.test"
          value={props.language}
          languages={props.languages}
          onChange={props.onLanguage}
        />
        <button type="button" className="runner-button" onClick={props.onToggleView}>
          {props.view === 'question' ? (
            <FormattedMessage id="runner.view.paper" />
          ) : (
            <FormattedMessage id="runner.view.question" />
          )}
        </button>
        {props.onMoveOn && (
          <button type="button" className="runner-button" onClick={props.onMoveOn}>
            <FormattedMessage id="runner.moveOn.button" />
          </button>
        )}
      </div>
      {/* Beside the tools, not among them: on a phone it keeps the first row, by the time left. */}
      <button
        type="button"
        className="runner-button runner-button--submit"
        onClick={props.onSubmit}
      >
        <FormattedMessage id="runner.submit.button" />
      </button>
    </header>
  );
}
