import type { z } from 'zod';
import type { connectedProfilesCall } from '../../domain/contracts/auth.ts';
import { chooseProfile } from '../../domain/profiles/chooseProfile.ts';
import { STORAGE_KEYS } from '../api/tokenStore.ts';
import type { AuthState } from './authState.ts';

type ConnectedBody = z.output<(typeof connectedProfilesCall)['responses'][200]>;

/** The signed-in state from a connected response, choosing the current profile as the spec says. */
export function signedInState(body: ConnectedBody, homeworkApp: boolean): AuthState {
  const profiles = body.data.linked_profiles;
  const stored = localStorage.getItem(STORAGE_KEYS.childId) ?? undefined;
  const currentProfileId = chooseProfile(
    profiles.map((p) => p.id),
    stored,
    { homeworkApp },
  );
  return {
    status: 'signedIn',
    connected: { user: body.data.user_details, profiles },
    currentProfileId,
  };
}
