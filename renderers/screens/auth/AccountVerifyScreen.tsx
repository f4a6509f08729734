import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { confirmLoginChangeCall, requestLoginChangeCall } from '../../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { landingAfterLogin } from '../../../domain/guards/landingAfterLogin.ts';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { authStateAtom } from '../../../runtime/session/authState.ts';
import { useSessionActions } from '../../../runtime/session/useSessionActions.ts';
import { authErrorMessage } from './authErrorMessage.ts';
import { FormAlert } from './FormAlert.tsx';
import { OtpStep } from './OtpStep.tsx';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';

/** A signed-in account whose mobile or e-mail was never confirmed confirms it with a code. */
export function AccountVerifyScreen() {
  useCatalogParts('account');
  const intl = useIntl();
  const state = useAtomValue(authStateAtom);
  const locale = useAtomValue(localeAtom);
  const { brand } = useBrand().docs;
  const { reload } = useSessionActions();
  const navigate = useNavigate();
  const [otpToken, setOtpToken] = useState<string>();
  const [error, setError] = useState<string>();
  const title = intl.formatMessage({ id: 'accountVerify.title' });

  useEffect(() => {
    document.title = title;
  }, [title]);

  if (state.status !== 'signedIn') return null;
  const { mobile, email } = state.connected.user;
  const recipient = mobile ?? email ?? '';
  const identifier = mobile ? { mobile } : { email: email ?? '' };

  const send = () => {
    setError(undefined);
    callApi(requestLoginChangeCall, {
      body: { ...identifier, new_login_verify_required: true },
      query: { locale },
    })
      .then((answer) => setOtpToken(answer.headers.get(AUTH_HEADERS.otpToken) ?? ''))
      .catch((e: unknown) => setError(authErrorMessage(e)));
  };

  const verify = async (otp: string, token: string) => {
    await callApi(confirmLoginChangeCall, {
      body: { otp },
      headers: { [AUTH_HEADERS.otpToken]: token },
    });
    await reload();
    await navigate(landingAfterLogin(brand.defaultRoute), { replace: true });
  };

  return (
    <section className="auth-card" aria-labelledby="verify-title">
      <h1 id="verify-title">{title}</h1>
      {otpToken === undefined ? (
        <>
          <p>
            <FormattedMessage id="accountVerify.message" values={{ recipient }} />
          </p>
          <button type="button" className="button primary" onClick={send}>
            <FormattedMessage id="auth.login.sendCode" />
          </button>
        </>
      ) : (
        <OtpStep recipient={recipient} otpToken={otpToken} verify={verify} />
      )}
      <FormAlert messageKey={error} />
    </section>
  );
}
