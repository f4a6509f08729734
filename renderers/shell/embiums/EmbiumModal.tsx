import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { EmbiumMetal, EmbiumReward } from '../../../domain/contracts/embiums.ts';
import {
  EMBIUM_CATALOG_PART,
  EMBIUM_REWARD_SHOW_MS,
} from '../../../domain/embiums/embiumRewardShow.ts';
import {
  closeEmbiumReward,
  embiumRewardsAtom,
  type ShownEmbiumReward,
} from '../../../runtime/embiums/embiumRewards.ts';
import { readEmbiumBalance } from '../../../runtime/embiums/readEmbiumBalance.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { useLoaded } from '../../../runtime/learn/useLoaded.ts';
import { shellStore } from '../../../runtime/shellStore.ts';
import { CloseButton } from '../CloseButton.tsx';
import './embiums.css';

const AWARDS: Record<EmbiumMetal, string> = {
  silver: 'embiums.reward.silver',
  gold: 'embiums.reward.gold',
};

/** What the reward was for, by the award's feature category. */
const REASONS: Record<EmbiumReward['feature_category'], string> = {
  learn: 'embiums.reward.for.learn',
  practice: 'embiums.reward.for.practice',
  test: 'embiums.reward.for.test',
  streak: 'embiums.reward.for.streak',
};

/**
 * The embium modal (shell spec §2): a reward shown as it happens, with the balance after it. It
 * never holds a student up — a card at the top of the page, not a modal dialog: focus stays where it is,
 * the card is announced through the live region it appears in, Escape or its button closes it, a
 * silver award goes by itself after EMBIUM_REWARD_SHOW_MS (held while pointed at or focused) and a
 * gold one stays until closed.
 */
export function EmbiumModal() {
  const rewards = useAtomValue(embiumRewardsAtom, { store: shellStore });
  const newest = rewards.at(-1);
  useEffect(() => {
    if (!newest) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeEmbiumReward(newest.id);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [newest]);
  // The live region is in the page before any reward, so a reward put into it is announced.
  return (
    <div className="embium-rewards" role="status" aria-atomic="false">
      {rewards.length > 0 && (
        <Suspense fallback={null}>
          {rewards.map((reward) => (
            <RewardWithBalance key={reward.id} reward={reward} />
          ))}
        </Suspense>
      )}
    </div>
  );
}

/** A reward whose balance the award did not say waits for it, so both are told together. */
function RewardWithBalance({ reward }: { reward: ShownEmbiumReward }) {
  useCatalogParts(EMBIUM_CATALOG_PART);
  const balance = useLoaded(reward.total === undefined ? String(reward.id) : undefined, () =>
    readEmbiumBalance().catch((error: unknown) => {
      // callApi has filed the error record; the reward is shown without the balance.
      console.warn('the embium balance could not be read', error);
      return undefined;
    }),
  );
  if (reward.total !== undefined) return <RewardCard reward={reward} balance={reward.total} />;
  if (balance.state !== 'ready') return null;
  return <RewardCard reward={reward} balance={balance.value} />;
}

function RewardCard({
  reward,
  balance,
}: {
  reward: ShownEmbiumReward;
  balance: number | undefined;
}) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (reward.metal === 'gold' || held) return;
    const timer = setTimeout(() => closeEmbiumReward(reward.id), EMBIUM_REWARD_SHOW_MS);
    return () => clearTimeout(timer);
  }, [reward, held]);
  return (
    <div
      className="embium-reward"
      data-metal={reward.metal}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className="embium-reward__coin" aria-hidden="true" />
      <p className="embium-reward__text">
        <strong>
          <FormattedMessage id={AWARDS[reward.metal]} values={{ count: reward.points }} />
        </strong>{' '}
        <FormattedMessage id={REASONS[reward.category]} />
        {balance !== undefined && (
          <>
            <span aria-hidden="true"> · </span>
            <FormattedMessage id="embiums.reward.balance" values={{ total: balance }} />
          </>
        )}
      </p>
      <CloseButton
        className="embium-reward__close"
        labelKey="embiums.reward.close"
        onClick={() => closeEmbiumReward(reward.id)}
      />
    </div>
  );
}
