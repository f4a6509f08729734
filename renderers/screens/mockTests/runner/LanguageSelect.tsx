import { useId, type ChangeEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { isLocale, LOCALE_NAMES, type Locale } from '../../../../domain/rules/locales.ts';

export interface LanguageSelectProps {
  /** The catalog key of the field's label. */
  label: 'runner.language.test' | 'runner.language.paper' | 'runner.language.start';
  value: Locale;
  languages: readonly Locale[];
  onChange: (language: Locale) => void;
}

/** A choice among the paper's languages, each named in its own script. */
export function LanguageSelect({ label, value, languages, onChange }: LanguageSelectProps) {
  const id = useId();
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    if (isLocale(event.target.value)) onChange(event.target.value);
  };
  if (languages.length < 2) return null;
  return (
    <div className="runner-field runner-language">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <select id={id} value={value} onChange={change}>
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code].native}
          </option>
        ))}
      </select>
    </div>
  );
}
