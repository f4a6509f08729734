import { connectedProfilesCall, signOutCall } from '../../domain/contracts/auth.ts';
import { callApi } from '../api/callApi.ts';
import { SERVICE_BASES } from '../api/serviceBases.ts';

/**
 * The session's own calls, in a module of their own so that the API client and the contracts are
 * downloaded only by someone who is (or is becoming) signed in.
 */
export async function fetchConnected() {
  return (await callApi(SERVICE_BASES.auth, connectedProfilesCall)).body;
}

export async function endLogin(): Promise<void> {
  await callApi(SERVICE_BASES.auth, signOutCall, { body: { clear_all_sessions: false } });
}
