import { AUTH_HEADERS } from '../../domain/contracts/authHeaders.ts';
import { PERSISTED_KEYS } from '../storage/persistedKeys.ts';

/** The session's locally persisted keys (all of them: runtime/storage/persistedKeys.ts). */
export const STORAGE_KEYS = {
  token: PERSISTED_KEYS.authToken,
  refreshToken: PERSISTED_KEYS.refreshToken,
  browserId: PERSISTED_KEYS.browserId,
  childId: PERSISTED_KEYS.childId,
  filledShelves: PERSISTED_KEYS.filledShelves,
} as const;

export interface Tokens {
  token: string;
  refreshToken: string;
}

export function readTokens(): Tokens | undefined {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
  return token && refreshToken ? { token, refreshToken } : undefined;
}

export function writeTokens(tokens: Tokens): void {
  localStorage.setItem(STORAGE_KEYS.token, tokens.token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
}

/** Keeps the tokens a sign-in answer carries in its headers. */
export function storeTokensOf(headers: Headers): void {
  const token = headers.get(AUTH_HEADERS.token);
  const refreshToken = headers.get(AUTH_HEADERS.refreshToken);
  if (!token || !refreshToken) throw new Error('the sign-in answer carried no tokens');
  writeTokens({ token, refreshToken });
}

/** The child tokens of the last connected response, by profile id; kept in memory only. */
const childTokens = new Map<string, string>();

export function rememberChildTokens(profiles: readonly { id: string; token: string }[]): void {
  childTokens.clear();
  for (const profile of profiles) childTokens.set(profile.id, profile.token);
}

/** The current profile's token, for content calls (shell spec §6). */
export function currentChildToken(): string | undefined {
  const id = localStorage.getItem(STORAGE_KEYS.childId);
  return id === null ? undefined : childTokens.get(id);
}

/** Sign-out clears everything local, whatever the server answered. */
export function clearSession(): void {
  childTokens.clear();
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.childId,
    STORAGE_KEYS.filledShelves,
  ])
    localStorage.removeItem(key);
}

/** A random id this browser keeps, sent as the browser-id header. */
export function browserId(): string {
  let id = localStorage.getItem(STORAGE_KEYS.browserId);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEYS.browserId, id);
  }
  return id;
}
