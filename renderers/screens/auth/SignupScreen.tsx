import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { signUpCall, verifyOtpCall } from '../../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { PROFILE_PATH } from '../../../domain/guards/decideAccess.ts';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useSessionActions } from '../../../runtime/session/useSessionActions.ts';
import { SchemaForm, type AccountField } from '../../forms/SchemaForm.tsx';
import { authErrorMessage } from './authErrorMessage.ts';
import { FormAlert } from './FormAlert.tsx';
import { loginChannel } from './loginChannel.ts';
import { OAuthButtons } from './OAuthButtons.tsx';
import { OtpStep } from './OtpStep.tsx';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';

/**
 * Sign-up by mobile or e-mail as the brand's switches say (name only where the brand asks for it),
 * then the code that verifies the account; a verified new account goes on to add a profile.
 */
export function SignupScreen() {
  useCatalogParts('account');
  const intl = useIntl();
  const { brand } = useBrand().docs;
  const locale = useAtomValue(localeAtom);
  const { signedIn } = useSessionActions();
  const navigate = useNavigate();
  const [sent, setSent] = useState<{ recipient: string; otpToken: string }>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const title = intl.formatMessage({ id: 'auth.signup.title' });
  const channel = loginChannel(brand);
  const fields: AccountField[] = [
    ...(brand.switches.askNameAtSignUp ? (['name'] as const) : []),
    channel,
    'password',
  ];

  useEffect(() => {
    document.title = title;
  }, [title]);

  // An institute enrols its students itself: the page says how to get an account and leads
  // to the login, rather than ending there.
  if (!brand.switches.signUp) {
    return (
      <section className="auth-card" aria-labelledby="signup-title">
        <h1 id="signup-title">{title}</h1>
        <p>
          <FormattedMessage id="auth.signup.disabled" values={{ brand: brand.name }} />
        </p>
        <p>
          <FormattedMessage
            id="auth.signup.disabledHelp"
            values={{
              email: <a href={`mailto:${brand.support.email}`}>{brand.support.email}</a>,
            }}
          />
        </p>
        <p className="auth-links">
          <Link to="/login" className="button primary">
            <FormattedMessage id="auth.signup.logIn" />
          </Link>
        </p>
      </section>
    );
  }

  const submit = (data: Partial<Record<AccountField, string>>) => {
    setBusy(true);
    setError(undefined);
    const recipient = data[channel] ?? '';
    const body = {
      [channel]: recipient,
      password: data.password ?? '',
      first_name: data.name,
      locale,
    };
    callApi(signUpCall, { body, query: { locale } })
      .then((answer) =>
        setSent({ recipient, otpToken: answer.headers.get(AUTH_HEADERS.otpToken) ?? '' }),
      )
      .catch((e: unknown) => setError(authErrorMessage(e)))
      .finally(() => setBusy(false));
  };

  const verify = async (otp: string, otpToken: string) => {
    signedIn(
      await callApi(verifyOtpCall, {
        body: { otp },
        headers: { [AUTH_HEADERS.otpToken]: otpToken },
      }),
    );
    await navigate(PROFILE_PATH, { replace: true });
  };

  return (
    <section className="auth-card" aria-labelledby="signup-title">
      <h1 id="signup-title">{title}</h1>
      {sent ? (
        <OtpStep recipient={sent.recipient} otpToken={sent.otpToken} verify={verify} />
      ) : (
        <>
          <SchemaForm
            id="signup"
            fields={fields}
            submitLabel={intl.formatMessage({ id: 'auth.signup.submit' })}
            disabled={busy}
            onSubmit={submit}
          />
          <FormAlert messageKey={error} />
          <OAuthButtons />
          <p className="auth-links">
            <Link to="/login">
              <FormattedMessage id="auth.signup.haveAccount" />
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
