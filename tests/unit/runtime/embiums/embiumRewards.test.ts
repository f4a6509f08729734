import { afterEach, describe, expect, it } from 'vitest';
import { EMBIUM_REWARDS_SHOWN_MAX } from '../../../../domain/embiums/embiumRewardShow.ts';
import {
  closeEmbiumReward,
  embiumRewardsAtom,
  showEmbiumReward,
  type ShownEmbiumReward,
} from '../../../../runtime/embiums/embiumRewards.ts';
import { shellStore } from '../../../../runtime/shellStore.ts';

const shown = () => shellStore.get(embiumRewardsAtom);
const silver = (points: number): Omit<ShownEmbiumReward, 'id'> => ({
  points,
  metal: 'silver',
  category: 'practice',
  total: undefined,
});

afterEach(() => shellStore.set(embiumRewardsAtom, []));

describe('embium rewards on screen', () => {
  it('publishes an award with an id of its own, and nothing for an award of 0', () => {
    showEmbiumReward(silver(0));
    expect(shown()).toEqual([]);
    showEmbiumReward(silver(2));
    showEmbiumReward({ ...silver(1), total: 40 });
    expect(shown().map((r) => [r.points, r.total])).toEqual([
      [2, undefined],
      [1, 40],
    ]);
    const [first, second] = shown();
    expect(first?.id).not.toBe(second?.id);
  });

  it('closes one reward by its id', () => {
    showEmbiumReward(silver(1));
    showEmbiumReward(silver(2));
    const first = shown()[0];
    if (!first) throw new Error('nothing shown');
    closeEmbiumReward(first.id);
    expect(shown().map((r) => r.points)).toEqual([2]);
  });

  it('keeps a few at once: the oldest silver gives way, a gold one stays', () => {
    showEmbiumReward({ ...silver(1), metal: 'gold' });
    for (let points = 1; points <= EMBIUM_REWARDS_SHOWN_MAX + 2; points++)
      showEmbiumReward(silver(points + 10));
    expect(shown()).toHaveLength(EMBIUM_REWARDS_SHOWN_MAX);
    expect(shown()[0]?.metal).toBe('gold');
    expect(shown().at(-1)?.points).toBe(EMBIUM_REWARDS_SHOWN_MAX + 12);
  });
});
