import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { addProfileCall } from '../../../domain/contracts/auth.ts';
import { landingAfterLogin } from '../../../domain/guards/landingAfterLogin.ts';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { SERVICE_BASES } from '../../../runtime/api/serviceBases.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { authStateAtom } from '../../../runtime/session/authState.ts';
import { useSessionActions } from '../../../runtime/session/useSessionActions.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { authErrorMessage } from '../auth/authErrorMessage.ts';
import { FormAlert } from '../auth/FormAlert.tsx';

/** Choose who is studying, or add a child profile (which becomes current, as the spec says). */
export function BrowseProfilesScreen() {
  const intl = useIntl();
  const state = useAtomValue(authStateAtom);
  const locale = useAtomValue(localeAtom);
  const { brand } = useBrand().docs;
  const { selectProfile } = useSessionActions();
  const navigate = useNavigate();
  const profiles = state.status === 'signedIn' ? state.connected.profiles : [];
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string>();
  const title = intl.formatMessage({ id: 'profiles.title' });
  const landing = landingAfterLogin(brand.defaultRoute);

  useEffect(() => {
    document.title = title;
  }, [title]);

  const add = ({ name = '' }: { name?: string }) => {
    callApi(SERVICE_BASES.auth, addProfileCall, { body: { first_name: name, locale } })
      .then((answer) => {
        selectProfile(answer.body.data.id);
        // Adding a profile makes it current and reloads to the landing route (shell spec §4).
        location.assign(landing);
      })
      .catch((e: unknown) => setError(authErrorMessage(e)));
  };

  return (
    <section className="profiles" aria-labelledby="profiles-title">
      <h1 id="profiles-title">{title}</h1>
      {profiles.length === 0 && (
        <p>
          <FormattedMessage id="profiles.empty" />
        </p>
      )}
      <ul className="profile-list">
        {profiles.map((profile) => (
          <li key={profile.id}>
            <button
              type="button"
              className="profile-card"
              aria-current={state.status === 'signedIn' && state.currentProfileId === profile.id}
              onClick={() => {
                selectProfile(profile.id);
                void navigate(landing);
              }}
            >
              <span className="avatar" aria-hidden="true">
                {profile.profile_details.first_name.charAt(0)}
              </span>
              <FormattedMessage
                id="profiles.choose"
                values={{ name: profile.profile_details.first_name }}
              />
            </button>
          </li>
        ))}
      </ul>
      {adding || profiles.length === 0 ? (
        <div className="auth-card">
          <h2>
            <FormattedMessage id="profiles.addTitle" />
          </h2>
          <SchemaForm
            id="profile"
            fields={['name']}
            submitLabel={intl.formatMessage({ id: 'profiles.save' })}
            onSubmit={add}
          />
          <FormAlert messageKey={error} />
        </div>
      ) : (
        <button type="button" className="button primary" onClick={() => setAdding(true)}>
          <FormattedMessage id="profiles.add" />
        </button>
      )}
    </section>
  );
}
