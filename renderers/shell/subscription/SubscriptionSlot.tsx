import { useAtomValue } from 'jotai';
import { useFeature } from '../../../runtime/brand/useFeature.ts';
import { currentProfileAtom } from '../../../runtime/session/authState.ts';
import { lazyNamed } from '../../lazyNamed.ts';

const SubscriptionShell = lazyNamed(() => import('./SubscriptionShell.tsx'), 'SubscriptionShell');

/**
 * Where the subscription's shell pieces go: loaded only for a signed-in child on a brand that
 * sells plans, so visitors, the homework app and institute brands never download them.
 */
export function SubscriptionSlot() {
  const monetisation = useFeature('monetisation');
  const profile = useAtomValue(currentProfileAtom);
  if (!monetisation || !profile) return null;
  return <SubscriptionShell />;
}
