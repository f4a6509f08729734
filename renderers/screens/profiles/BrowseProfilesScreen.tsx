import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { addProfileCall } from '../../../domain/contracts/auth.ts';
import { landingAfterLogin } from '../../../domain/guards/landingAfterLogin.ts';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { useFeature } from '../../../runtime/brand/useFeature.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { authStateAtom } from '../../../runtime/session/authState.ts';
import { useSessionActions } from '../../../runtime/session/useSessionActions.ts';
import { useExamList } from '../../../runtime/api/useExamList.ts';
import { ProfileForm, type ProfileFormData } from '../../forms/ProfileForm.tsx';
import { authErrorMessage } from '../auth/authErrorMessage.ts';
import { FormAlert } from '../auth/FormAlert.tsx';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';

/** Choose who is studying, or add a child profile (which becomes current, as the spec says). */
export function BrowseProfilesScreen() {
  useCatalogParts('account');
  const intl = useIntl();
  const state = useAtomValue(authStateAtom);
  const locale = useAtomValue(localeAtom);
  const { brand, navigation } = useBrand().docs;
  const { exams, error: listError } = useExamList(locale);
  const canEdit = useFeature('editProfile');
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

  const add = (data: ProfileFormData) => {
    const exam = exams?.find((e) => e.code === data.exam);
    const body = {
      first_name: data.name ?? '',
      primary_exam: exam?.code,
      primary_goal: exam?.parent_code,
      locale: data.locale ?? locale,
    };
    callApi(addProfileCall, { body })
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
            {canEdit && (
              <Link className="profile-edit" to={`/edit-profile/${profile.id}`}>
                <FormattedMessage
                  id="profiles.edit"
                  values={{ name: profile.profile_details.first_name }}
                />
              </Link>
            )}
          </li>
        ))}
      </ul>
      {adding || profiles.length === 0 ? (
        <div className="auth-card">
          <h2>
            <FormattedMessage id="profiles.addTitle" />
          </h2>
          {exams && (
            <ProfileForm
              id="profile"
              exams={exams}
              languages={navigation.languages}
              withVideoQuality={false}
              initial={{ locale }}
              submitLabel={intl.formatMessage({ id: 'profiles.save' })}
              onSubmit={add}
            />
          )}
          <FormAlert messageKey={error ?? (listError ? authErrorMessage(listError) : undefined)} />
        </div>
      ) : (
        <button type="button" className="button primary" onClick={() => setAdding(true)}>
          <FormattedMessage id="profiles.add" />
        </button>
      )}
    </section>
  );
}
