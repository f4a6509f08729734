import { atom } from 'jotai';

/**
 * The version of a newer build once one is out; the page offers a reload then. Apart from the
 * watch (buildUpdate.ts), which is loaded after the first paint: its first check is minutes away.
 */
export const newBuildAtom = atom<string | undefined>(undefined);
