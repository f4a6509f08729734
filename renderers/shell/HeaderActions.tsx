import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import { currentProfileAtom, sessionFactsAtom } from '../../runtime/session/authState.ts';
import { useSessionActions } from '../../runtime/session/useSessionActions.ts';
import { useTextLanguage } from '../../runtime/i18n/useTextLanguage.ts';

/**
 * The header's account actions: log in and (where the brand allows it) sign up for a visitor; the
 * profile, switching profile, their classrooms (where students cannot sign up, so came through
 * their institute; elsewhere user home's assignments lead there, so the header keeps its room), account
 * settings and sign-out for a signed-in student.
 * Nothing while the session is still being checked, so the buttons never flicker.
 */
export function HeaderActions() {
  const { brand } = useBrand().docs;
  const session = useAtomValue(sessionFactsAtom);
  const profile = useAtomValue(currentProfileAtom);
  const { signOut } = useSessionActions();
  const navigate = useNavigate();
  const textLang = useTextLanguage();
  if (session === undefined) return <div className="header-actions" />;
  if (!session.signedIn) {
    return (
      <div className="header-actions">
        <Link to="/login" className="button ghost">
          <FormattedMessage id="landing.login" />
        </Link>
        {brand.switches.signUp && (
          <Link to="/signup" className="button primary">
            <FormattedMessage id="landing.signup" />
          </Link>
        )}
      </div>
    );
  }
  return (
    <div className="header-actions">
      {profile && (
        <span className="current-profile" lang={textLang(profile.profile_details.first_name)}>
          {profile.profile_details.first_name}
        </span>
      )}
      <Link to="/browse-profiles" className="button ghost">
        <FormattedMessage id="shell.switchProfile" />
      </Link>
      {!brand.switches.signUp && brand.modules.includes('classroom') && (
        <Link to="/my-classrooms" className="button ghost">
          <FormattedMessage id="shell.myClassrooms" />
        </Link>
      )}
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
    </div>
  );
}
