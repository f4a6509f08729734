import * as z from 'zod/mini';
import { guestDetailsCall } from '../../domain/contracts/session.ts';
import { callApi } from '../api/callApi.ts';

const GUEST_KEY = 'guest-session';
const guestSession = z.object({ guest_session_id: z.string(), guest_token: z.string() });
export type GuestSession = z.infer<typeof guestSession>;

/** This tab's guest session, if one was already given. */
export function storedGuestSession(): GuestSession | undefined {
  const stored = sessionStorage.getItem(GUEST_KEY);
  const parsed = stored === null ? undefined : z.safeParse(guestSession, JSON.parse(stored));
  return parsed?.success ? parsed.data : undefined;
}

/**
 * A visitor who is not signed in gets a guest session for the chat help (shell spec §6), kept for
 * the tab's life; the server's guest token lasts a day.
 */
export async function ensureGuestSession(source: string): Promise<GuestSession> {
  const stored = storedGuestSession();
  if (stored) return stored;
  const answer = await callApi(guestDetailsCall, {
    query: { is_guest: 'true' },
    body: { source, source_type: 'WEB' },
  });
  sessionStorage.setItem(GUEST_KEY, JSON.stringify(answer.body.data));
  return answer.body.data;
}
