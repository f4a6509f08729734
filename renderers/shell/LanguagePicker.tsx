import { useAtom, useAtomValue } from 'jotai';
import { useContext, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { languageOptions } from '../../domain/navigation/languageOptions.ts';
import { isLocale, type Locale } from '../../domain/rules/locales.ts';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import { localeAtom } from '../../runtime/i18n/localeAtom.ts';
import { authStateAtom, currentProfileAtom } from '../../runtime/session/authState.ts';
import { NavigationLayoutContext } from './navigationLayout.ts';

/**
 * The brand's languages, each named in its own script so a reader can find theirs. With a current
 * profile, the choice is saved to the profile and the page reloads in it (shell spec §3); if the
 * profile cannot be saved, this visit still switches and the picker says the choice was not kept.
 */
export function LanguagePicker() {
  const [locale, setLocale] = useAtom(localeAtom);
  const profile = useAtomValue(currentProfileAtom);
  // Until the session is known a choice could not be saved to the profile, whose language then
  // wins: the picker waits the moment it takes.
  const sessionKnown = useAtomValue(authStateAtom).status !== 'loading';
  const [notKept, setNotKept] = useState(false);
  const { languages } = useBrand().docs.navigation;
  const id = useId();
  // In the bar the picker shows the language's own name, which says what it is; the label stays
  // its accessible name (and shows in the drawer). The room it frees keeps a signed-in student's
  // English bar on one row on a laptop.
  const labelHidden = useContext(NavigationLayoutContext) === 'bar';

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
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : undefined}>
        <FormattedMessage id="shell.language" />
      </label>
      <select
        id={id}
        value={locale}
        disabled={!sessionKnown}
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
