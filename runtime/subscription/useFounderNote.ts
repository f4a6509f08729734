import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import type { ShellPlanState } from '../../domain/subscription/shellPlanState.ts';
import { authStateAtom, currentProfileAtom } from '../session/authState.ts';
import { founderNoteShown, markFounderNoteShown } from './markFounderNoteShown.ts';

/**
 * Whether the founder's note shows (a trial, and a profile that has not closed it yet, by its
 * meta or by the subscription item), and closing it: hidden at once, then the profile update of
 * spec §4, whose answer replaces the profile in the session. A failed update is logged; the note
 * then shows again on the next visit, which is the honest outcome.
 */
export function useFounderNote(state: ShellPlanState) {
  const profile = useAtomValue(currentProfileAtom);
  const setAuth = useSetAtom(authStateAtom);
  const [closedFor, setClosedFor] = useState<string>();
  const show =
    profile !== undefined &&
    closedFor !== profile.id &&
    state.kind === 'active' &&
    state.item.type === 'TRIAL' &&
    !state.item.founder_note_displayed &&
    !founderNoteShown(profile);

  const close = useCallback(() => {
    if (!profile) return;
    setClosedFor(profile.id);
    markFounderNoteShown(profile)
      .then((updated) =>
        setAuth((auth) =>
          auth.status === 'signedIn'
            ? {
                ...auth,
                connected: {
                  ...auth.connected,
                  profiles: auth.connected.profiles.map((p) => (p.id === updated.id ? updated : p)),
                },
              }
            : auth,
        ),
      )
      .catch((error: unknown) => console.error('the founder note could not be marked seen', error));
  }, [profile, setAuth]);

  return { show, close };
}
