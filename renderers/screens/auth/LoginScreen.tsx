import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  sendLoginOtpCall,
  signInCall,
  verifyLoginOtpCall,
} from '../../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { landingAfterLogin, REDIRECT_PARAM } from '../../../domain/guards/landingAfterLogin.ts';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { browserId } from '../../../runtime/api/tokenStore.ts';
import { useSessionActions } from '../../../runtime/session/useSessionActions.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { authErrorMessage } from './authErrorMessage.ts';
import { FormAlert } from './FormAlert.tsx';
import { loginChannel } from './loginChannel.ts';
import { OAuthButtons } from './OAuthButtons.tsx';
import { OtpStep } from './OtpStep.tsx';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';

type Mode = 'password' | 'otp';

/** Log in by password or by a code sent to the mobile or e-mail, then land where the spec says. */
export function LoginScreen() {
  useCatalogParts('account');
  const intl = useIntl();
  const { brand } = useBrand().docs;
  const { signedIn } = useSessionActions();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [mode, setMode] = useState<Mode>('password');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ recipient: string; otpToken: string }>();
  const locale = useAtomValue(localeAtom);
  const channel = loginChannel(brand);
  const title = intl.formatMessage({ id: 'auth.login.title' });

  useEffect(() => {
    document.title = title;
  }, [title]);

  const land = () =>
    navigate(landingAfterLogin(brand.defaultRoute, search.get(REDIRECT_PARAM)), { replace: true });
  const attempt = (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    work()
      .catch((e: unknown) => setError(authErrorMessage(e)))
      .finally(() => setBusy(false));
  };

  const signInWithPassword = (data: { mobile?: string; email?: string; password?: string }) =>
    attempt(async () => {
      const body = {
        [channel]: data[channel],
        password: data.password ?? '',
        device_id: browserId(),
      };
      signedIn(await callApi(signInCall, { body, query: { locale } }));
      await land();
    });

  const sendCode = (data: { mobile?: string; email?: string }) =>
    attempt(async () => {
      const recipient = data[channel] ?? '';
      const body = { [channel]: recipient, device_id: browserId() };
      const answer = await callApi(sendLoginOtpCall, {
        body,
        query: { locale },
      });
      setSent({ recipient, otpToken: answer.headers.get(AUTH_HEADERS.otpToken) ?? '' });
    });

  const verifyCode = async (otp: string, otpToken: string) => {
    signedIn(
      await callApi(verifyLoginOtpCall, {
        body: { otp },
        headers: { [AUTH_HEADERS.otpToken]: otpToken },
      }),
    );
    await land();
  };

  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{title}</h1>
      <div className="segmented" role="group">
        <button
          type="button"
          aria-pressed={mode === 'password'}
          onClick={() => setMode('password')}
        >
          <FormattedMessage id="auth.login.withPassword" />
        </button>
        <button type="button" aria-pressed={mode === 'otp'} onClick={() => setMode('otp')}>
          <FormattedMessage id="auth.login.withOtp" />
        </button>
      </div>
      {mode === 'password' && (
        <SchemaForm
          id="login"
          fields={[channel, 'currentPassword']}
          submitLabel={intl.formatMessage({ id: 'auth.login.submit' })}
          disabled={busy}
          onSubmit={(data: { mobile?: string; email?: string; currentPassword?: string }) =>
            signInWithPassword({ ...data, password: data.currentPassword })
          }
        />
      )}
      {mode === 'otp' && !sent && (
        <SchemaForm
          id="login-otp"
          fields={[channel]}
          submitLabel={intl.formatMessage({ id: 'auth.login.sendCode' })}
          disabled={busy}
          onSubmit={sendCode}
        />
      )}
      {mode === 'otp' && sent && (
        <OtpStep recipient={sent.recipient} otpToken={sent.otpToken} verify={verifyCode} />
      )}
      <FormAlert messageKey={error} />
      <OAuthButtons />
      <p className="auth-links">
        <Link to="/forgot-password">
          <FormattedMessage id="auth.login.forgot" />
        </Link>
        {brand.switches.signUp && (
          <Link to="/signup">
            <FormattedMessage id="auth.login.noAccount" />
          </Link>
        )}
      </p>
    </section>
  );
}
