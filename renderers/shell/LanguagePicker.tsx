import { useAtom } from 'jotai';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { isLocale, LOCALE_NAMES } from '../../domain/rules/locales.ts';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import { localeAtom } from '../../runtime/i18n/localeAtom.ts';

/** The brand's languages, each named in its own script so a reader can find theirs. */
export function LanguagePicker() {
  const [locale, setLocale] = useAtom(localeAtom);
  const { languages } = useBrand().docs.navigation;
  const id = useId();
  return (
    <div className="language-picker">
      <label htmlFor={id}>
        <FormattedMessage id="shell.language" />
      </label>
      <select
        id={id}
        value={locale}
        onChange={(e) => isLocale(e.target.value) && setLocale(e.target.value)}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code].native}
          </option>
        ))}
      </select>
    </div>
  );
}
