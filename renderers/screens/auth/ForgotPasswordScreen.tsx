import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  resetPasswordCall,
  sendPasswordResetOtpCall,
  verifyPasswordResetOtpCall,
} from '../../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { useBrand } from '../../../runtime/brand/BrandContext.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { localeAtom } from '../../../runtime/i18n/localeAtom.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { authErrorMessage } from './authErrorMessage.ts';
import { FormAlert } from './FormAlert.tsx';
import { loginChannel } from './loginChannel.ts';
import { OtpStep } from './OtpStep.tsx';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';

type Step =
  | { kind: 'ask' }
  | { kind: 'code'; recipient: string; otpToken: string }
  | { kind: 'choose'; resetToken: string }
  | { kind: 'done' };

/** Forgot password: a code to the mobile or e-mail, then a new password (every login then ends). */
export function ForgotPasswordScreen() {
  useCatalogParts('account');
  const intl = useIntl();
  const { brand } = useBrand().docs;
  const locale = useAtomValue(localeAtom);
  const channel = loginChannel(brand);
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const [error, setError] = useState<string>();
  const title = intl.formatMessage({ id: 'auth.forgot.title' });

  useEffect(() => {
    document.title = title;
  }, [title]);

  const attempt = (work: () => Promise<void>) => {
    setError(undefined);
    work().catch((e: unknown) => setError(authErrorMessage(e)));
  };

  const ask = (data: { mobile?: string; email?: string }) =>
    attempt(async () => {
      const recipient = data[channel] ?? '';
      const answer = await callApi(sendPasswordResetOtpCall, {
        body: { [channel]: recipient },
        query: { locale },
      });
      setStep({
        kind: 'code',
        recipient,
        otpToken: answer.headers.get(AUTH_HEADERS.otpToken) ?? '',
      });
    });

  const verify = async (otp: string, otpToken: string) => {
    const answer = await callApi(verifyPasswordResetOtpCall, {
      body: { otp },
      headers: { [AUTH_HEADERS.otpToken]: otpToken },
    });
    setStep({
      kind: 'choose',
      resetToken: answer.headers.get(AUTH_HEADERS.passwordResetToken) ?? '',
    });
  };

  const choose = (resetToken: string, { password = '' }: { password?: string }) =>
    attempt(async () => {
      const headers = { [AUTH_HEADERS.passwordResetToken]: resetToken };
      await callApi(resetPasswordCall, {
        body: { new_password: password },
        headers,
        query: { locale },
      });
      setStep({ kind: 'done' });
    });

  return (
    <section className="auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{title}</h1>
      {step.kind === 'ask' && (
        <SchemaForm
          id="forgot"
          fields={[channel]}
          submitLabel={intl.formatMessage({ id: 'auth.login.sendCode' })}
          onSubmit={ask}
        />
      )}
      {step.kind === 'code' && (
        <OtpStep recipient={step.recipient} otpToken={step.otpToken} verify={verify} />
      )}
      {step.kind === 'choose' && (
        <SchemaForm
          id="new-password"
          fields={['password']}
          submitLabel={intl.formatMessage({ id: 'auth.forgot.save' })}
          onSubmit={(data: { password?: string }) => choose(step.resetToken, data)}
        />
      )}
      {step.kind === 'done' && (
        <p role="status">
          <FormattedMessage id="auth.forgot.done" />
        </p>
      )}
      <FormAlert messageKey={error} />
      <p className="auth-links">
        <Link to="/login">
          <FormattedMessage id="auth.signup.haveAccount" />
        </Link>
      </p>
    </section>
  );
}
