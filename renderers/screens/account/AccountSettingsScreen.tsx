import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  confirmLoginChangeCall,
  requestLoginChangeCall,
  updatePasswordCall,
} from '../../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { useSessionActions } from '../../../runtime/session/useSessionActions.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { authErrorMessage } from '../auth/authErrorMessage.ts';
import { FormAlert } from '../auth/FormAlert.tsx';
import { loginChannel } from '../auth/loginChannel.ts';
import { OtpStep } from '../auth/OtpStep.tsx';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';

/** Change the password (knowing the old one) and the mobile or e-mail (with a code sent to the new one). */
export function AccountSettingsScreen() {
  useCatalogParts('account');
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const { brand } = useBrand().docs;
  const { reload } = useSessionActions();
  const channel = loginChannel(brand);
  const [passwordDone, setPasswordDone] = useState(false);
  const [passwordError, setPasswordError] = useState<string>();
  const [change, setChange] = useState<{ recipient: string; otpToken?: string; done?: boolean }>();
  const [loginError, setLoginError] = useState<string>();
  const title = intl.formatMessage({ id: 'settings.title' });

  useEffect(() => {
    document.title = title;
  }, [title]);

  const changePassword = (data: { currentPassword?: string; newPassword?: string }) => {
    setPasswordError(undefined);
    const body = { old_password: data.currentPassword ?? '', new_password: data.newPassword ?? '' };
    callApi(updatePasswordCall, { body, query: { locale } })
      .then(() => setPasswordDone(true))
      .catch((e: unknown) => setPasswordError(authErrorMessage(e)));
  };

  const sendLoginCode = (data: { mobile?: string; email?: string }) => {
    setLoginError(undefined);
    const recipient = data[channel] ?? '';
    callApi(requestLoginChangeCall, {
      body: { [channel]: recipient, new_login_verify_required: true },
      query: { locale },
    })
      .then((answer) =>
        setChange({ recipient, otpToken: answer.headers.get(AUTH_HEADERS.otpToken) ?? '' }),
      )
      .catch((e: unknown) => setLoginError(authErrorMessage(e)));
  };

  const confirmLogin = async (otp: string, otpToken: string) => {
    await callApi(confirmLoginChangeCall, {
      body: { otp },
      headers: { [AUTH_HEADERS.otpToken]: otpToken },
    });
    await reload();
    setChange((c) => c && { ...c, done: true });
  };

  return (
    <div className="settings">
      <h1>{title}</h1>
      <section className="auth-card" aria-labelledby="password-title">
        <h2 id="password-title">
          <FormattedMessage id="settings.password.title" />
        </h2>
        {passwordDone ? (
          <p role="status">
            <FormattedMessage id="settings.password.saved" />
          </p>
        ) : (
          <SchemaForm
            id="change-password"
            fields={['currentPassword', 'newPassword']}
            submitLabel={intl.formatMessage({ id: 'settings.password.save' })}
            onSubmit={changePassword}
          />
        )}
        <FormAlert messageKey={passwordError} />
      </section>
      <section className="auth-card" aria-labelledby="login-change-title">
        <h2 id="login-change-title">
          <FormattedMessage id="settings.login.title" />
        </h2>
        {!change?.otpToken && (
          <SchemaForm
            id="change-login"
            fields={[channel]}
            submitLabel={intl.formatMessage({ id: 'auth.login.sendCode' })}
            onSubmit={sendLoginCode}
          />
        )}
        {change?.otpToken && !change.done && (
          <OtpStep recipient={change.recipient} otpToken={change.otpToken} verify={confirmLogin} />
        )}
        {change?.done && (
          <p role="status">
            <FormattedMessage id="settings.login.saved" values={{ recipient: change.recipient }} />
          </p>
        )}
        <FormAlert messageKey={loginError} />
      </section>
    </div>
  );
}
