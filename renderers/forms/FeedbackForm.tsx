import { useAtomValue } from 'jotai';
import { useRef, useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { AUTH_HEADERS } from '../../domain/contracts/authHeaders.ts';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_MESSAGE_MIN_LENGTH,
  sendFeedbackCall,
} from '../../domain/contracts/helpdesk.ts';
import {
  checkFeedback,
  type FeedbackDraft,
  type FeedbackField,
} from '../../domain/helpdesk/checkFeedback.ts';
import { callApi } from '../../runtime/api/callApi.ts';
import { readTokens } from '../../runtime/api/tokenStore.ts';
import { useBrand } from '../../runtime/brand/BrandContext.ts';
import { useCatalogParts } from '../../runtime/i18n/CatalogParts.ts';
import { localeAtom } from '../../runtime/i18n/localeAtom.ts';
import { authStateAtom } from '../../runtime/session/authState.ts';
import { FormAlert } from '../screens/auth/FormAlert.tsx';
import { CATEGORY_LABELS, feedbackErrorMessage } from './feedbackMessages.ts';
import { FeedbackThanks } from './FeedbackThanks.tsx';
import { TransliterationAid } from './TransliterationAid.tsx';

const EMPTY: FeedbackDraft = { category: FEEDBACK_CATEGORIES[0], message: '', email: '' };
const LIMITS = { min: FEEDBACK_MESSAGE_MIN_LENGTH, max: FEEDBACK_MESSAGE_MAX_LENGTH };

/**
 * Feedback to the brand's team, stored by the help desk service. Checked by the call's contract
 * before it goes; a visitor may leave an e-mail address for the answer, a signed-in parent is
 * known by the account.
 */
export function FeedbackForm({ idPrefix }: { idPrefix: string }) {
  useCatalogParts('info');
  const intl = useIntl();
  const { name } = useBrand().docs.brand;
  const locale = useAtomValue(localeAtom);
  const signedIn = useAtomValue(authStateAtom).status === 'signedIn';
  const { pathname } = useLocation();
  const [draft, setDraft] = useState(EMPTY);
  const [invalid, setInvalid] = useState<FeedbackField[]>([]);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  const messageField = useRef<HTMLTextAreaElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const id = (field: string) => `${idPrefix}-${field}`;

  if (sent)
    return (
      <FeedbackThanks
        brand={name}
        onAgain={() => {
          setDraft(EMPTY);
          setSent(false);
        }}
      />
    );

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    const checked = checkFeedback(signedIn ? { ...draft, email: '' } : draft, {
      page: pathname,
      locale,
    });
    if (!checked.ok) {
      setInvalid(checked.invalid);
      const [first] = checked.invalid;
      // Nothing the person typed is wrong (the page's own address or language is): say so.
      if (!first) setError('info.feedback.error.generic');
      else (first === 'message' ? messageField : emailField).current?.focus();
      return;
    }
    setInvalid([]);
    setSending(true);
    const token = signedIn ? readTokens()?.token : undefined;
    callApi(sendFeedbackCall, {
      body: checked.body,
      ...(token && { headers: { [AUTH_HEADERS.token]: token } }),
    })
      .then(() => setSent(true))
      .catch((e: unknown) => setError(feedbackErrorMessage(e)))
      .finally(() => setSending(false));
  };

  const describedBy = (field: FeedbackField, hint?: string) =>
    [hint, invalid.includes(field) ? id(`${field}-error`) : undefined].filter(Boolean).join(' ') ||
    undefined;

  return (
    <form className="feedback-form" noValidate onSubmit={submit}>
      <div className="form-group">
        <label htmlFor={id('category')}>
          <FormattedMessage id="info.feedback.field.category" />
        </label>
        <select
          id={id('category')}
          value={draft.category}
          onChange={(e) =>
            setDraft({ ...draft, category: e.target.value as FeedbackDraft['category'] })
          }
        >
          {FEEDBACK_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {intl.formatMessage({ id: CATEGORY_LABELS[category] })}
            </option>
          ))}
        </select>
      </div>
      <div className="form-group">
        <label htmlFor={id('message')}>
          <FormattedMessage id="info.feedback.field.message" />
        </label>
        <p className="field-hint" id={id('message-hint')}>
          <FormattedMessage id="info.feedback.hint.message" values={LIMITS} />
        </p>
        <textarea
          ref={messageField}
          id={id('message')}
          rows={6}
          required
          maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
          value={draft.message}
          aria-invalid={invalid.includes('message') || undefined}
          aria-describedby={describedBy('message', id('message-hint'))}
          onChange={(e) => setDraft({ ...draft, message: e.target.value })}
        />
        <TransliterationAid inputId={id('message')} />
        {invalid.includes('message') && (
          <p className="field-error" id={id('message-error')}>
            <FormattedMessage id="info.feedback.error.message" values={LIMITS} />
          </p>
        )}
      </div>
      {!signedIn && (
        <div className="form-group">
          <label htmlFor={id('email')}>
            <FormattedMessage id="info.feedback.field.email" />
          </label>
          <input
            ref={emailField}
            id={id('email')}
            type="email"
            autoComplete="email"
            value={draft.email}
            aria-invalid={invalid.includes('email') || undefined}
            aria-describedby={describedBy('email')}
            onChange={(e) => setDraft({ ...draft, email: e.target.value })}
          />
          {invalid.includes('email') && (
            <p className="field-error" id={id('email-error')}>
              <FormattedMessage id="info.feedback.error.email" />
            </p>
          )}
        </div>
      )}
      <button type="submit" className="button primary" disabled={sending}>
        <FormattedMessage id="info.feedback.send" />
      </button>
      <FormAlert messageKey={error} />
    </form>
  );
}
