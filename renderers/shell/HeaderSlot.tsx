import { Suspense } from 'react';
import { createPortal } from 'react-dom';
import { lazyOptional } from '../lazyOptional.ts';

const NotificationBell = lazyOptional(() => import('./NotificationBell.tsx'), 'NotificationBell');

/**
 * The header's bell, drawn into the place the header keeps for it (a signed-in child, the brand's
 * switch on), when it has one: every first route carries only that place.
 */
export function BellSlot({ slot }: { slot: HTMLElement | null }) {
  if (!slot) return null;
  return createPortal(
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>,
    slot,
  );
}
