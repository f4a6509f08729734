import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import { currentProfileAtom, sessionFactsAtom } from '../../runtime/session/authState.ts';
import { useSessionActions } from '../../runtime/session/useSessionActions.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { NavigationMenu } from './NavigationMenu.tsx';

/** The brand's header: logo home link, the menu for this language and session, language picker. */
export function Header() {
  const intl = useIntl();
  const { docs, logos } = useBrand();
  const { brand, navigation } = docs;
  const session = useAtomValue(sessionFactsAtom);
  const profile = useAtomValue(currentProfileAtom);
  const { signOut } = useSessionActions();
  const navigate = useNavigate();
  const signedIn = session?.signedIn === true;
  // The full public navigation is written in English; other languages get the short one.
  const menu = signedIn
    ? navigation.signedIn
    : intl.locale === 'en'
      ? navigation.public
      : navigation.alternative;
  return (
    <header className="site-header">
      <Link
        to="/"
        className="brand-link"
        aria-label={intl.formatMessage({ id: 'shell.home' }, { brand: brand.name })}
      >
        <img src={logos.full} alt={brand.name} className="brand-logo" height="40" />
      </Link>
      <NavigationMenu items={menu} />
      <div className="header-actions">
        <LanguagePicker />
        {session?.signedIn === false && (
          <>
            <Link to="/login" className="button ghost">
              <FormattedMessage id="landing.login" />
            </Link>
            {brand.switches.signUp && (
              <Link to="/signup" className="button primary">
                <FormattedMessage id="landing.signup" />
              </Link>
            )}
          </>
        )}
        {signedIn && (
          <>
            {profile && (
              <span className="current-profile">{profile.profile_details.first_name}</span>
            )}
            <Link to="/browse-profiles" className="button ghost">
              <FormattedMessage id="shell.switchProfile" />
            </Link>
            <Link to="/account-settings" className="button ghost">
              <FormattedMessage id="shell.accountSettings" />
            </Link>
            <button
              type="button"
              className="button ghost"
              onClick={() => void signOut().then(() => navigate('/', { replace: true }))}
            >
              <FormattedMessage id="shell.signOut" />
            </button>
          </>
        )}
      </div>
    </header>
  );
}
