import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type * as z from 'zod/mini';
import type { connectedProfilesCall } from '../../domain/contracts/session.ts';
import { useBrand } from '../brand/BrandContext.ts';
import { clearSession, readTokens, STORAGE_KEYS, storeTokensOf } from '../api/tokenStore.ts';
import { authStateAtom } from './authState.ts';
import { signedInState } from './connectedFrom.ts';

type ConnectedBody = z.output<(typeof connectedProfilesCall)['responses'][200]>;

/**
 * What must happen at sign-out while the session still holds its tokens, set by a feature that
 * loads after first paint (so first routes carry none of it): taking the push token back
 * (runtime/notifications/forgetPushAtSignOut.ts, set by the header's bell). It bounds its own
 * wait and never rejects: sign-out goes on whatever it does. Kept here, not in a module of its
 * own, which the build would make one more chunk every first route names.
 */
export const beforeSignOut: { run?: () => Promise<void> } = {};

/** What screens do to the session: sign in from an answer, pick a profile, refresh, sign out. */
export function useSessionActions() {
  const setState = useSetAtom(authStateAtom);
  const homeworkApp = useBrand().docs.brand.landingVariant === 'homework';

  const signedIn = useCallback(
    (answer: { body: ConnectedBody; headers: Headers }) => {
      storeTokensOf(answer.headers);
      setState(signedInState(answer.body, homeworkApp));
    },
    [setState, homeworkApp],
  );

  const reload = useCallback(async () => {
    const { fetchConnected } = await import('./sessionCalls.ts');
    setState(signedInState(await fetchConnected(), homeworkApp));
  }, [setState, homeworkApp]);

  const selectProfile = useCallback(
    (profileId: string) => {
      localStorage.setItem(STORAGE_KEYS.childId, profileId);
      setState((state) =>
        state.status === 'signedIn' ? { ...state, currentProfileId: profileId } : state,
      );
    },
    [setState],
  );

  /** Clears everything locally whatever the server answers; a failed server call is only logged. */
  const signOut = useCallback(async () => {
    // What needs the tokens goes first (the push token, spec §4), bounded by itself.
    await beforeSignOut.run?.();
    // Local state goes next, so nothing (a closed tab, a failed call) can leave the browser signed in.
    const token = readTokens()?.token;
    clearSession();
    setState({ status: 'signedOut' });
    if (!token) return;
    try {
      const { endLogin } = await import('./sessionCalls.ts');
      await endLogin(token);
    } catch (error) {
      console.error('sign-out call failed; signed out locally', error);
    }
  }, [setState]);

  return { signedIn, reload, selectProfile, signOut };
}
