import { editProfileCall } from '../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../domain/contracts/authHeaders.ts';
import type { Connected } from '../session/authState.ts';
import { callApi } from '../api/callApi.ts';

type Profile = Connected['profiles'][number];

/** The first name the profile update sends when the profile has none (shell spec §4). */
export const FALLBACK_FIRST_NAME = 'Student';
/** The profile meta flag that keeps the note from showing again. */
export const FOUNDER_NOTE_FLAG = 'founder_note_displayed';

/** Whether the profile has already closed the founder's note. */
export function founderNoteShown(profile: Profile): boolean {
  return profile.profile_details.meta[FOUNDER_NOTE_FLAG] === true;
}

/**
 * The profile update of spec §4 on closing the founder's note: the name (or Student), the exam and
 * goal as they are, and the flag in meta (which the server merges into the rest). Answers the
 * profile as the server now has it.
 */
export async function markFounderNoteShown(profile: Profile): Promise<Profile> {
  const { first_name, primary_exam, primary_goal } = profile.profile_details;
  const answer = await callApi(editProfileCall, {
    body: {
      first_name: first_name.trim() || FALLBACK_FIRST_NAME,
      ...(primary_exam && { primary_exam }),
      ...(primary_goal && { primary_goal }),
      meta: { [FOUNDER_NOTE_FLAG]: true },
    },
    headers: { [AUTH_HEADERS.childToken]: profile.token },
  });
  return answer.body.data;
}
