import { useAtomValue } from 'jotai';
import { useRef, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { headerMenuKind } from '../../domain/navigation/headerMenu.ts';
import {
  maxWidthQuery,
  MOBILE_MAX_WIDTH_PX,
  PHONE_MAX_WIDTH_PX,
} from '../../domain/rules/breakpoints.ts';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import { usePublicMenu } from '../../runtime/brand/usePublicMenu.ts';
import { useMediaQuery } from '../../runtime/platform/useMediaQuery.ts';
import { currentProfileAtom, sessionFactsAtom } from '../../runtime/session/authState.ts';
import { ExamHeaderSlot } from './ExamHeaderSlot.tsx';
import { HeaderActions } from './HeaderActions.tsx';
import { NavigationDrawer } from './NavigationDrawer.tsx';
import { NavigationMenu } from './NavigationMenu.tsx';
import { useBarFits } from './useBarFits.ts';
import './shell.css';

/**
 * The brand's header: the logo linking home, the menu for this session and language (shell spec
 * §2: the app's own menu when signed in, else the full navigation in English and the alternative
 * one in other languages) ending in the language picker, and the account actions. Up to the
 * mobile breakpoint the menu and actions move into a drawer, and above it too when they do not fit
 * on one row (a long language's menu, useBarFits.ts); the signed-in widgets' place stays in the
 * row either way. Below it, on pages that belong to an exam, the exam-specific header.
 */
export function Header({ slotRef }: { slotRef?: Ref<HTMLSpanElement> }) {
  const intl = useIntl();
  const { docs, logos } = useBrand();
  const session = useAtomValue(sessionFactsAtom);
  const kind = headerMenuKind(session?.signedIn === true, intl.locale);
  // Asked for only once the session is known, so a signed-in student never downloads it.
  const publicMenu = usePublicMenu(kind === 'public' && session !== undefined);
  const items = kind === 'public' ? publicMenu : docs.navigation[kind];
  const header = useRef<HTMLElement>(null);
  const profile = useAtomValue(currentProfileAtom);
  const barFits = useBarFits(
    header,
    [intl.locale, kind, items?.length ?? 0, profile?.profile_details.first_name ?? ''].join('|'),
  );
  const narrow = useMediaQuery(maxWidthQuery(MOBILE_MAX_WIDTH_PX)) || !barFits;
  const phone = useMediaQuery(maxWidthQuery(PHONE_MAX_WIDTH_PX));
  const layout = narrow ? 'drawer' : 'bar';
  const menu = <NavigationMenu items={items} layout={layout} />;
  // The place of the signed-in header's widgets (search, bell), drawn by HeaderSlot after first
  // paint: in the header's row in either layout, so a phone reaches them without the drawer.
  const widgets = profile && (
    <span
      className="header-slot"
      data-search={docs.brand.modules.includes('search')}
      ref={slotRef}
    />
  );
  return (
    <>
      <header ref={header} className="site-header" data-layout={layout}>
        <Link
          to="/"
          className="brand-link"
          aria-label={intl.formatMessage({ id: 'shell.home' }, { brand: docs.brand.name })}
        >
          <img src={logos.full} alt={docs.brand.name} className="brand-logo" height="40" />
        </Link>
        {narrow ? (
          <>
            {widgets}
            <NavigationDrawer fullScreen={phone}>
              {menu}
              <HeaderActions />
            </NavigationDrawer>
          </>
        ) : (
          <>
            {menu}
            {widgets}
            <HeaderActions />
          </>
        )}
      </header>
      <ExamHeaderSlot />
    </>
  );
}
