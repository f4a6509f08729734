import { useAtomValue } from 'jotai';
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
import { sessionFactsAtom } from '../../runtime/session/authState.ts';
import { ExamHeaderSlot } from './ExamHeaderSlot.tsx';
import { HeaderActions } from './HeaderActions.tsx';
import { NavigationDrawer } from './NavigationDrawer.tsx';
import { NavigationMenu } from './NavigationMenu.tsx';
import './shell.css';

/**
 * The brand's header: the logo linking home, the menu for this session and language (shell spec
 * §2: the app's own menu when signed in, else the full navigation in English and the alternative
 * one in other languages) ending in the language picker, and the account actions. Up to the
 * mobile breakpoint the menu and actions move into a drawer. Below it, on pages that belong to an
 * exam, the exam-specific header.
 */
export function Header() {
  const intl = useIntl();
  const { docs, logos } = useBrand();
  const session = useAtomValue(sessionFactsAtom);
  const kind = headerMenuKind(session?.signedIn === true, intl.locale);
  // Asked for only once the session is known, so a signed-in student never downloads it.
  const publicMenu = usePublicMenu(kind === 'public' && session !== undefined);
  const items = kind === 'public' ? publicMenu : docs.navigation[kind];
  const narrow = useMediaQuery(maxWidthQuery(MOBILE_MAX_WIDTH_PX));
  const phone = useMediaQuery(maxWidthQuery(PHONE_MAX_WIDTH_PX));
  const layout = narrow ? 'drawer' : 'bar';
  const menu = <NavigationMenu items={items} layout={layout} />;
  return (
    <>
      <header className="site-header" data-layout={layout}>
        <Link
          to="/"
          className="brand-link"
          aria-label={intl.formatMessage({ id: 'shell.home' }, { brand: docs.brand.name })}
        >
          <img src={logos.full} alt={docs.brand.name} className="brand-logo" height="40" />
        </Link>
        {narrow ? (
          <NavigationDrawer fullScreen={phone}>
            {menu}
            <HeaderActions />
          </NavigationDrawer>
        ) : (
          <>
            {menu}
            <HeaderActions />
          </>
        )}
      </header>
      <ExamHeaderSlot />
    </>
  );
}
