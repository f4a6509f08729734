import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { resendOtpCall } from '../../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../../domain/contracts/authHeaders.ts';
import { callApi } from '../../../runtime/api/callApi.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { authErrorMessage } from './authErrorMessage.ts';
import { FormAlert } from './FormAlert.tsx';

export interface OtpStepProps {
  recipient: string;
  otpToken: string;
  /** Checks the code with the server; a rejection is shown here. */
  verify: (otp: string, otpToken: string) => Promise<void>;
}

/** Code entry after a code was sent, with a resend that replaces the code. */
export function OtpStep({ recipient, otpToken: firstToken, verify }: OtpStepProps) {
  const intl = useIntl();
  const [otpToken, setOtpToken] = useState(firstToken);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = ({ otp = '' }: { otp?: string }) => {
    setBusy(true);
    verify(otp, otpToken)
      .catch((e: unknown) => setError(authErrorMessage(e)))
      .finally(() => setBusy(false));
  };

  const resend = () => {
    callApi(resendOtpCall, { headers: { [AUTH_HEADERS.otpToken]: otpToken } })
      .then((answer) => {
        setOtpToken(answer.headers.get(AUTH_HEADERS.otpToken) ?? otpToken);
        setError(undefined);
      })
      .catch((e: unknown) => setError(authErrorMessage(e)));
  };

  return (
    <section className="auth-step" aria-labelledby="otp-title">
      <h2 id="otp-title">
        <FormattedMessage id="auth.otp.title" />
      </h2>
      <p>
        <FormattedMessage id="auth.otp.sentTo" values={{ recipient }} />
      </p>
      <SchemaForm
        id="otp"
        fields={['otp']}
        submitLabel={intl.formatMessage({ id: 'auth.otp.submit' })}
        disabled={busy}
        onSubmit={submit}
      />
      <FormAlert messageKey={error} />
      <button type="button" className="button ghost" onClick={resend}>
        <FormattedMessage id="auth.otp.resend" />
      </button>
    </section>
  );
}
