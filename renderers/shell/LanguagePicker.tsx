import { useAtom, useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { languageOptions } from '../../domain/navigation/languageOptions.ts';
import { isLocale, type Locale } from '../../domain/rules/locales.ts';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import { localeAtom } from '../../runtime/i18n/localeAtom.ts';
import { currentProfileAtom } from '../../runtime/session/authState.ts';

/**
 * The brand's languages, each named in its own script so a reader can find theirs. With a current
 * profile, the choice is saved to the profile and the page reloads in it (shell spec §3); if the
 * profile cannot be saved, this visit still switches and the picker says the choice was not kept.
 */
export function LanguagePicker() {
  const [locale, setLocale] = useAtom(localeAtom);
  const profile = useAtomValue(currentProfileAtom);
  const [notKept, setNotKept] = useState(false);
  const { languages } = useBrand().docs.navigation;
  const id = useId();

  const choose = (next: Locale) => {
    if (!profile) {
      setLocale(next);
      return;
    }
    import('../../runtime/session/saveProfileLocale.ts')
      .then(({ saveProfileLocale }) => saveProfileLocale(profile.token, next))
      .then(() => {
        setLocale(next);
        location.reload();
      })
      .catch((error: unknown) => {
        console.error('could not save the profile’s language', error);
        setNotKept(true);
        setLocale(next);
      });
  };

  return (
    <div className="language-picker">
      <label htmlFor={id}>
        <FormattedMessage id="shell.language" />
      </label>
      <select
        id={id}
        value={locale}
        aria-describedby={notKept ? `${id}-not-kept` : undefined}
        onChange={(e) => isLocale(e.target.value) && choose(e.target.value)}
      >
        {languageOptions(languages).map((option) => (
          <option key={option.id} value={option.id} lang={option.id}>
            {option.displayName}
          </option>
        ))}
      </select>
      {notKept && (
        <span id={`${id}-not-kept`} role="status" className="language-picker__not-kept">
          <FormattedMessage id="shell.languageNotKept" />
        </span>
      )}
    </div>
  );
}
