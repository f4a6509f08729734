import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/**
 * Whether paid content is behind the paywall now: monetisation is on and the child's plan for its
 * goal has ended (or there is none after the trial). Written by the subscription shell once it
 * knows; false until then, so a slow or failed subscription call never locks content.
 */
export const contentLockedAtom = atom(false);

/** Whether the child is on its free trial: the player then offers plans (learning spec §2). */
export const onTrialAtom = atom(false);

/** Whether the paywall dialog is open (the subscription shell renders it). */
export const paywallOpenAtom = atom(false);

export interface Paywall {
  locked: boolean;
  open: () => void;
}

/**
 * For tiles and the player: whether content is locked, and how to show why. Kept to two atoms so
 * the learn pages' first route carries none of the subscription calls.
 */
export function usePaywall(): Paywall {
  const locked = useAtomValue(contentLockedAtom);
  const setOpen = useSetAtom(paywallOpenAtom);
  const open = useCallback(() => setOpen(true), [setOpen]);
  return { locked, open };
}
