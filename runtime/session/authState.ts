import { atom } from 'jotai';
import type * as z from 'zod/mini';
import type { FeatureFlags } from '../../domain/contracts/featureFlags.ts';
import type { linkedProfile, userDetails } from '../../domain/contracts/session.ts';
import { SIGNED_OUT, type SessionFacts } from '../../domain/guards/decideAccess.ts';

export interface Connected {
  user: z.infer<typeof userDetails>;
  profiles: z.infer<typeof linkedProfile>[];
  /** Set while a password-less account should be offered to set a password. */
  skipPasswordToken: string | null;
  /** The user record's feature flags (and category), when the server sends them. */
  featureFlags?: FeatureFlags;
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; connected: Connected; currentProfileId: string | undefined };

/** Who is signed in: loading until the stored session has been checked with the server. */
export const authStateAtom = atom<AuthState>({ status: 'loading' });

/**
 * The current profile whose goal and exam are not a pair of the exam list (the exam was retired or
 * moved), once that has been checked; the guards then send the person to fix it.
 */
export const mismatchedProfileIdAtom = atom<string | undefined>(undefined);

/** The facts the guards decide on; undefined while the session is still being checked. */
export const sessionFactsAtom = atom<SessionFacts | undefined>((get) => {
  const state = get(authStateAtom);
  if (state.status === 'loading') return undefined;
  if (state.status === 'signedOut') return SIGNED_OUT;
  const { user, profiles } = state.connected;
  const mismatched = get(mismatchedProfileIdAtom);
  return {
    signedIn: true,
    verified: user.mobile_verified || user.email_verified,
    hasProfiles: profiles.length > 0,
    hasCurrentProfile: state.currentProfileId !== undefined,
    ...(mismatched === state.currentProfileId && { mismatchedProfileId: mismatched }),
  };
});

/** The current child profile, if one is chosen. */
export const currentProfileAtom = atom((get) => {
  const state = get(authStateAtom);
  if (state.status !== 'signedIn') return undefined;
  return state.connected.profiles.find((p) => p.id === state.currentProfileId);
});

/** The signed-in user's feature flags; undefined for a visitor or a user the server sent none for. */
export const featureFlagsAtom = atom((get) => {
  const state = get(authStateAtom);
  return state.status === 'signedIn' ? state.connected.featureFlags : undefined;
});
