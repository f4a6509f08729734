import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { useBrand } from '../brand/BrandContext.ts';
import { clearSession, readTokens } from '../api/tokenStore.ts';
import { localeAtom } from '../i18n/localeAtom.ts';
import { authStateAtom, currentProfileAtom } from './authState.ts';
import { signedInState } from './connectedFrom.ts';

/**
 * Checks a stored session with the server once, on load (guards wait until it is known), and keeps
 * the interface in the current profile's language.
 */
export function SessionBootstrap({ children }: { children: ReactNode }) {
  const setState = useSetAtom(authStateAtom);
  const homeworkApp = useBrand().docs.brand.landingVariant === 'homework';

  useEffect(() => {
    if (!readTokens()) {
      setState({ status: 'signedOut' });
      return;
    }
    // The API client and contracts load only when there is a session to check.
    import('./sessionCalls.ts')
      .then(({ fetchConnected }) => fetchConnected())
      .then((body) => setState(signedInState(body, homeworkApp)))
      .catch((error: unknown) => {
        console.error('stored session is no longer valid; signed out', error);
        clearSession();
        setState({ status: 'signedOut' });
      });
  }, [setState, homeworkApp]);

  // A current profile whose language differs from the interface's wins (shell spec §4, "Locale").
  const profileLocale = useAtomValue(currentProfileAtom)?.profile_details.locale;
  const [locale, setLocale] = useAtom(localeAtom);
  // Applied once per profile language, so a language picked later in the header is kept.
  const applied = useRef<string>(undefined);
  useEffect(() => {
    if (!profileLocale || profileLocale === applied.current) return;
    applied.current = profileLocale;
    if (profileLocale !== locale) setLocale(profileLocale);
  }, [profileLocale, locale, setLocale]);

  return children;
}
