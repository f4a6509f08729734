import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { editProfileCall } from '../../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { landingAfterLogin } from '../../../domain/guards/landingAfterLogin.ts';
import { HIDE_BACK_PARAM, PROFILE_PATH } from '../../../domain/guards/decideAccess.ts';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { useExamList } from '../../../runtime/api/useExamList.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { authStateAtom } from '../../../runtime/session/authState.ts';
import { useSessionActions } from '../../../runtime/session/useSessionActions.ts';
import { ProfileForm, type ProfileFormData } from '../../forms/ProfileForm.tsx';
import { authErrorMessage } from '../auth/authErrorMessage.ts';
import { FormAlert } from '../auth/FormAlert.tsx';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';

/**
 * Edit a child profile. As shell spec §4 says: a new exam reloads to the landing route, a new
 * language is stored and reloads, a new name or video quality just updates the profile.
 */
export function EditProfileScreen() {
  useCatalogParts('account');
  const intl = useIntl();
  const { id } = useParams();
  const state = useAtomValue(authStateAtom);
  const [locale, setLocale] = useAtom(localeAtom);
  const { brand, navigation } = useBrand().docs;
  const { reload } = useSessionActions();
  const navigate = useNavigate();
  // Sent here because the profile's exam is no longer offered: it must be chosen again first.
  const hideBack = useSearchParams()[0].get(HIDE_BACK_PARAM) === 'true';
  const { exams, error: listError } = useExamList(locale);
  const [error, setError] = useState<string>();
  const title = intl.formatMessage({ id: 'profiles.editTitle' });

  useEffect(() => {
    document.title = title;
  }, [title]);

  const profile =
    state.status === 'signedIn' ? state.connected.profiles.find((p) => p.id === id) : undefined;
  if (!profile) return null;
  const details = profile.profile_details;

  const save = (data: ProfileFormData) => {
    const exam = exams?.find((e) => e.code === data.exam);
    const body = {
      first_name: data.name,
      primary_exam: exam?.code,
      primary_goal: exam?.parent_code,
      locale: data.locale,
      video_quality: data.videoQuality,
    };
    callApi(editProfileCall, {
      body,
      headers: { [AUTH_HEADERS.childToken]: profile.token },
    })
      .then(async () => {
        if (data.locale && data.locale !== locale) {
          setLocale(data.locale);
          location.reload();
        } else if (exam && exam.code !== details.primary_exam) {
          location.assign(landingAfterLogin(brand.defaultRoute));
        } else {
          await reload();
          await navigate(PROFILE_PATH);
        }
      })
      .catch((e: unknown) => setError(authErrorMessage(e)));
  };

  return (
    <section className="auth-card" aria-labelledby="edit-profile-title">
      {!hideBack && (
        <Link className="back-link" to={PROFILE_PATH}>
          <FormattedMessage id="profiles.back" />
        </Link>
      )}
      <h1 id="edit-profile-title">{title}</h1>
      {hideBack && (
        <p>
          <FormattedMessage id="profiles.chooseExamAgain" />
        </p>
      )}
      {exams && (
        <ProfileForm
          id="edit-profile"
          exams={exams}
          languages={navigation.languages}
          withVideoQuality
          initial={{
            name: details.first_name,
            exam: details.primary_exam ?? undefined,
            locale: details.locale,
            videoQuality: details.video_quality as ProfileFormData['videoQuality'],
          }}
          submitLabel={intl.formatMessage({ id: 'profiles.save' })}
          onSubmit={save}
        />
      )}
      <FormAlert messageKey={error ?? (listError ? authErrorMessage(listError) : undefined)} />
    </section>
  );
}
