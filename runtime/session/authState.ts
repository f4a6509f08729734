import { atom } from 'jotai';
import type { z } from 'zod';
import type { linkedProfile, userDetails } from '../../domain/contracts/auth.ts';
import type { SessionFacts } from '../../domain/guards/decideAccess.ts';

export interface Connected {
  user: z.infer<typeof userDetails>;
  profiles: z.infer<typeof linkedProfile>[];
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; connected: Connected; currentProfileId: string | undefined };

/** Who is signed in: loading until the stored session has been checked with the server. */
export const authStateAtom = atom<AuthState>({ status: 'loading' });

/** The facts the guards decide on; undefined while the session is still being checked. */
export const sessionFactsAtom = atom<SessionFacts | undefined>((get) => {
  const state = get(authStateAtom);
  if (state.status === 'loading') return undefined;
  if (state.status === 'signedOut')
    return { signedIn: false, verified: false, hasProfiles: false, hasCurrentProfile: false };
  const { user, profiles } = state.connected;
  return {
    signedIn: true,
    verified: user.mobile_verified || user.email_verified,
    hasProfiles: profiles.length > 0,
    hasCurrentProfile: state.currentProfileId !== undefined,
  };
});

/** The current child profile, if one is chosen. */
export const currentProfileAtom = atom((get) => {
  const state = get(authStateAtom);
  if (state.status !== 'signedIn') return undefined;
  return state.connected.profiles.find((p) => p.id === state.currentProfileId);
});
