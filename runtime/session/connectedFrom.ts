import type * as z from 'zod/mini';
import type { connectedProfilesCall } from '../../domain/contracts/session.ts';
import { chooseProfile } from '../../domain/profiles/chooseProfile.ts';
import { rememberChildTokens, STORAGE_KEYS } from '../api/tokenStore.ts';
import type { AuthState } from './authState.ts';

type ConnectedBody = z.output<(typeof connectedProfilesCall)['responses'][200]>;

/**
 * The signed-in state from a connected response, choosing the current profile as the spec says;
 * the chosen profile is stored and the child tokens kept for content calls.
 */
export function signedInState(body: ConnectedBody, homeworkApp: boolean): AuthState {
  const profiles = body.data.linked_profiles;
  const stored = localStorage.getItem(STORAGE_KEYS.childId) ?? undefined;
  const currentProfileId = chooseProfile(
    profiles.map((p) => p.id),
    stored,
    { homeworkApp },
  );
  rememberChildTokens(profiles);
  if (currentProfileId !== undefined) localStorage.setItem(STORAGE_KEYS.childId, currentProfileId);
  return {
    status: 'signedIn',
    connected: {
      user: body.data.user_details,
      profiles,
      skipPasswordToken: body.data.skip_password_token,
      featureFlags: body.data.feature_flags,
    },
    currentProfileId,
  };
}
