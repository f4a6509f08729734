import { atom, useSetAtom } from 'jotai';

/** What opens the video player: a video, and where it was opened from. */
export interface PlayerRequest {
  videoId: string;
  /** The module home or page it was opened from (learn, practice, test…). */
  module?: string;
  /** The book whose table of contents it was opened from. */
  bookId?: string;
  /** Where the click happened, for recommendations and reports (e.g. learn_home, booktoc). */
  source?: string;
  learnpathName?: string;
  topicLearnpathName?: string;
  /** Videos to play in order; the player advances through them on end. */
  videoList?: readonly string[];
}

/** The open player, or undefined when it is stopped (learning-experience spec §3). */
export const playerAtom = atom<PlayerRequest | undefined>(undefined);

/** Opens the full-screen player over the current page. */
export function useOpenVideo(): (request: PlayerRequest) => void {
  return useSetAtom(playerAtom);
}
