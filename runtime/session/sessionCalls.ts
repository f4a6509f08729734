import {
  connectedProfilesCall,
  signOutCall,
  ssoVerifyCall,
} from '../../domain/contracts/session.ts';
import { AUTH_HEADERS } from '../../domain/contracts/authHeaders.ts';
import { ApiError, callApi } from '../api/callApi.ts';

/**
 * The session's own calls, in a module of their own so that the API client and the contracts are
 * downloaded only by someone who is (or is becoming) signed in.
 */
export async function fetchConnected() {
  return (await callApi(connectedProfilesCall)).body;
}

/** The server refused the stored session (401 or 403, after the client tried to refresh it). */
export function refusesSession(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** Ends the login on the server, with the token the browser held before it forgot it. */
export async function endLogin(token: string): Promise<void> {
  const headers = { [AUTH_HEADERS.token]: token };
  await callApi(signOutCall, { body: { clear_all_sessions: false }, headers });
}

/** Signs in with a single-sign-on link token (the `lr` query parameter). */
export function redeemSsoLink(lr: string) {
  return callApi(ssoVerifyCall, { query: { lr } });
}
