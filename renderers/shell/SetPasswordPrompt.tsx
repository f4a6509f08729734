import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { skipPasswordCountCall, skipPasswordSetCall } from '../../domain/contracts/auth.ts';
import { AUTH_HEADERS } from '../../domain/contracts/authHeaders.ts';
import { callApi } from '../../runtime/api/callApi.ts';
import { useSessionActions } from '../../runtime/session/useSessionActions.ts';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import { authErrorMessage } from '../screens/auth/authErrorMessage.ts';
import { FormAlert } from '../screens/auth/FormAlert.tsx';
import { useCatalogParts } from '../../runtime/i18n/CatalogParts.ts';

export interface SetPasswordPromptProps {
  skipPasswordToken: string;
  /** The prompt is done for this visit (set, or put off). */
  onDone: () => void;
}

/**
 * Offered once a visit to an account made without a password (Google, Facebook, partner cloud):
 * set one now, so the mobile or e-mail also signs in, or say "later" (the server stops asking
 * after a few times). A modal dialog: focus stays inside, Escape means "later".
 */
export function SetPasswordPrompt({ skipPasswordToken, onDone }: SetPasswordPromptProps) {
  useCatalogParts('account');
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const { reload } = useSessionActions();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const headers = { [AUTH_HEADERS.skipPasswordToken]: skipPasswordToken };

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const attempt = (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    work()
      .then(() => {
        dialog.current?.close();
        onDone();
      })
      .catch((e: unknown) => setError(authErrorMessage(e)))
      .finally(() => setBusy(false));
  };
  const later = () => attempt(() => callApi(skipPasswordCountCall, { headers }));
  const set = ({ newPassword = '' }: { newPassword?: string }) =>
    attempt(async () => {
      await callApi(skipPasswordSetCall, {
        headers,
        body: { password: newPassword },
      });
      await reload();
    });

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="set-password-title"
      onCancel={(event) => {
        event.preventDefault();
        later();
      }}
    >
      <h2 id="set-password-title">
        <FormattedMessage id="passwordPrompt.title" />
      </h2>
      <p>
        <FormattedMessage id="passwordPrompt.message" />
      </p>
      <SchemaForm
        id="set-password"
        fields={['newPassword']}
        submitLabel={intl.formatMessage({ id: 'passwordPrompt.set' })}
        disabled={busy}
        onSubmit={set}
      />
      <FormAlert messageKey={error} />
      <button type="button" className="button" disabled={busy} onClick={later}>
        <FormattedMessage id="passwordPrompt.later" />
      </button>
    </dialog>
  );
}
