import { useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useBrand } from '../brand/BrandContext.ts';
import { clearSession, readTokens } from '../api/tokenStore.ts';
import { authStateAtom } from './authState.ts';
import { signedInState } from './connectedFrom.ts';

/** Checks a stored session with the server once, on load; guards wait until it is known. */
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

  return children;
}
