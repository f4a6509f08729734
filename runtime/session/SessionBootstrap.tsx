import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { useBrand } from '../brand/BrandContext.ts';
import { clearSession, readTokens, storeTokensOf } from '../api/tokenStore.ts';
import { localeAtom } from '../i18n/localeAtom.ts';
import { IN_WEB_VIEW } from '../platform/clientPlatform.ts';
import { authStateAtom, currentProfileAtom, mismatchedProfileIdAtom } from './authState.ts';
import { signedInState } from './connectedFrom.ts';
import { loginPathFrom, loginRedirectAtom } from './ssoFailure.ts';

/** The query parameter carrying a single-sign-on link token (shell spec §3). */
export const SSO_PARAM = 'lr';

/**
 * Checks a stored session with the server once, on load (guards wait until it is known), and keeps
 * the interface in the current profile's language.
 */
export function SessionBootstrap({ children }: { children: ReactNode }) {
  const setState = useSetAtom(authStateAtom);
  const setLoginRedirect = useSetAtom(loginRedirectAtom);
  const homeworkApp = useBrand().docs.brand.landingVariant === 'homework';

  const sso = useBrand().docs.brand.switches.sso;

  useEffect(() => {
    const lr = new URLSearchParams(location.search).get(SSO_PARAM);
    if (lr && sso) {
      // The link is single use: take it out of the address before anything else can read it.
      const url = new URL(location.href);
      url.searchParams.delete(SSO_PARAM);
      history.replaceState(history.state, '', url);
      import('./sessionCalls.ts')
        .then(({ redeemSsoLink }) => redeemSsoLink(lr))
        .then((answer) => {
          storeTokensOf(answer.headers);
          setState(signedInState(answer.body, homeworkApp));
        })
        .catch(async (error: unknown) => {
          console.error('single sign-on failed', error);
          // A failed link keeps a session this browser already had (shell spec §4). What a
          // failure does loads only when one happens; if even that cannot load (offline, or a
          // new build), the session is still decided, as in a browser: kept, or log in.
          const hadSession = readTokens() !== undefined;
          const toLogin = await import('./handleSsoFailure.ts').then(
            ({ handleSsoFailure }) => handleSsoFailure(error, hadSession).toLogin,
            (loadError: unknown) => {
              console.error('the sign-on failure handling could not load', loadError);
              return !hadSession;
            },
          );
          if (!toLogin) {
            checkStoredSession();
            return;
          }
          setState({ status: 'signedOut' });
          setLoginRedirect(loginPathFrom(location.pathname, location.search));
        });
      return;
    }
    checkStoredSession();

    function checkStoredSession() {
      if (!readTokens()) {
        setState({ status: 'signedOut' });
        return;
      }
      // The API client and contracts load only when there is a session to check.
      import('./sessionCalls.ts')
        .then(async ({ fetchConnected, refusesSession }) => {
          try {
            setState(signedInState(await fetchConnected(), homeworkApp));
          } catch (error) {
            // Only the server saying no ends the session: a check cut short (the person moved on
            // to another page, or the network dropped) keeps it for the next page to check again.
            if (!refusesSession(error)) throw error;
            console.error('stored session is no longer valid; signed out', error);
            clearSession();
            setState({ status: 'signedOut' });
          }
        })
        .catch((error: unknown) => {
          console.warn('the stored session could not be checked; kept for the next page', error);
          setState({ status: 'signedOut' });
        });
    }
  }, [setState, setLoginRedirect, homeworkApp, sso]);

  const authStatus = useAtomValue(authStateAtom).status;
  const chatbot = useBrand().docs.brand.switches.chatbot;
  useEffect(() => {
    // The chat help needs a guest session for a visitor (shell spec §6); never in the app's web
    // view, which hides the chat. A failure is only logged (spec §8).
    if (authStatus !== 'signedOut' || !chatbot || IN_WEB_VIEW) return;
    import('./guestSession.ts')
      .then(({ ensureGuestSession }) => ensureGuestSession(location.pathname))
      .catch((error: unknown) => console.error('no guest session', error));
  }, [authStatus, chatbot]);

  const profile = useAtomValue(currentProfileAtom);
  const setMismatched = useSetAtom(mismatchedProfileIdAtom);
  useEffect(() => {
    if (!profile) return;
    let current = true;
    import('./checkProfileExam.ts')
      .then(({ profileExamIsListed }) => profileExamIsListed(profile.profile_details))
      .then((listed) => current && setMismatched(listed ? undefined : profile.id))
      .catch((error: unknown) => console.error('could not check the profile’s exam', error));
    return () => {
      current = false;
    };
  }, [profile, setMismatched]);

  // A current profile whose language differs from the interface's wins (shell spec §4, "Locale").
  const profileLocale = profile?.profile_details.locale;
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
