import { Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import { lazyOptional } from '../lazyOptional.ts';

const HeaderSearch = lazyOptional(() => import('./search/HeaderSearch.tsx'), 'HeaderSearch');
const NotificationBell = lazyOptional(() => import('./NotificationBell.tsx'), 'NotificationBell');

/**
 * The signed-in header's widgets, drawn into the place the header keeps for them (a child signed
 * in): the search box where the brand has search, and the unread notifications' bell where its
 * switch is on. Every first route carries only that place, sized for what will come (shell.css).
 */
export function HeaderSlot({ slot }: { slot: HTMLElement | null }) {
  const { brand } = useBrand().docs;
  if (!slot) return null;
  return createPortal(
    <>
      {brand.modules.includes('search') && (
        <Suspense fallback={null}>
          <HeaderSearch />
        </Suspense>
      )}
      {brand.switches.inAppNotifications && (
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
      )}
    </>,
    slot,
  );
}
