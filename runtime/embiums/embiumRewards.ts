import { atom } from 'jotai';
import type { EmbiumMetal, EmbiumReward } from '../../domain/contracts/embiums.ts';
import { EMBIUM_REWARDS_SHOWN_MAX } from '../../domain/embiums/embiumRewardShow.ts';
import { shellStore } from '../shellStore.ts';

/** A reward waiting on screen: what was earned, for what, and the balance after it. */
export interface ShownEmbiumReward {
  id: number;
  points: number;
  metal: EmbiumMetal;
  category: EmbiumReward['feature_category'];
  /** The balance after the award when the server said it; otherwise the modal asks for it. */
  total: number | undefined;
}

/**
 * The rewards the embium modal shows, newest last. It lives in the shell's store so that a
 * promise (the video player's award) can publish as well as a click handler (practice's check).
 */
export const embiumRewardsAtom = atom<readonly ShownEmbiumReward[]>([]);

let lastId = 0;

/** Shows a reward in the shell; nothing for an award of 0 (already rewarded, or the day's cap). */
export function showEmbiumReward(reward: Omit<ShownEmbiumReward, 'id'>): void {
  if (reward.points <= 0) return;
  lastId += 1;
  const shown = { ...reward, id: lastId };
  shellStore.set(embiumRewardsAtom, (rewards) => {
    const next = [...rewards, shown];
    // Too many at once: the oldest silver one gives way; a gold one stays until it is closed.
    while (next.length > EMBIUM_REWARDS_SHOWN_MAX) {
      const silver = next.findIndex((r) => r.metal === 'silver');
      next.splice(Math.max(silver, 0), 1);
    }
    return next;
  });
}

export function closeEmbiumReward(id: number): void {
  shellStore.set(embiumRewardsAtom, (rewards) => rewards.filter((reward) => reward.id !== id));
}
