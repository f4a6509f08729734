import { useAtomValue } from 'jotai';
import { useFeature } from '../../../runtime/brand/useFeature.ts';
import { currentProfileAtom } from '../../../runtime/session/authState.ts';
import { lazyOptional } from '../../lazyOptional.ts';

const EmbiumModal = lazyOptional(() => import('./EmbiumModal.tsx'), 'EmbiumModal');

/**
 * Where the embium modal goes (shell spec §2: only where embiums are on): loaded only for a
 * signed-in child on a brand, and with feature flags, that keep embiums, so visitors and brands
 * without embiums never download it.
 */
export function EmbiumSlot() {
  const embiums = useFeature('embiums');
  const profile = useAtomValue(currentProfileAtom);
  if (!embiums || !profile) return null;
  return <EmbiumModal />;
}
