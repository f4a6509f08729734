import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { saveBillingDetailsCall } from '../../../domain/contracts/billing.ts';
import type { ErrorCode } from '../../../domain/errors.ts';
import { ApiError, callApi } from '../../../runtime/api/callApi.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { readBillingDraft } from './billingDraft.ts';
import { ScreenAlert } from './ScreenAlert.tsx';
import { ORDERS_PATH, USER_DETAILS_PATH } from '../../../domain/subscription/subscriptionPaths.ts';
import './subscription.css';

/** The server's answer when the order already has its details (the invoice is issued with them). */
const ALREADY_SAVED: ErrorCode = 'BILLING_DETAILS_SAVED';

/**
 * `/subscription/user-details/verify`: the buyer reads the details back, as the tax invoice will
 * carry them, and confirms (they cannot be changed once the invoice is issued) or goes back.
 */
export function UserDetailsVerifyScreen() {
  useCatalogParts('account', 'subscription');
  const intl = useIntl();
  const navigate = useNavigate();
  const draft = readBillingDraft(useLocation().state as unknown);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const title = intl.formatMessage({ id: 'subscription.verify.title' });
  useDocumentTitle(title);

  if (!draft) {
    return (
      <section className="subscription-screen auth-card" aria-labelledby="verify-title">
        <h1 id="verify-title">{title}</h1>
        <p>
          <FormattedMessage id="subscription.verify.nothing" />{' '}
          <Link to={ORDERS_PATH}>
            <FormattedMessage id="subscription.status.orders" />
          </Link>
        </p>
      </section>
    );
  }

  const confirm = () => {
    setBusy(true);
    setError(undefined);
    callApi(saveBillingDetailsCall, { query: { orderId: draft.orderId }, body: draft.details })
      .then(() => setSaved(true))
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.code === ALREADY_SAVED) setSaved(true);
        else setError('subscription.verify.failed');
      })
      .finally(() => setBusy(false));
  };
  const edit = () =>
    void navigate(`${USER_DETAILS_PATH}?orderId=${encodeURIComponent(draft.orderId)}`, {
      state: draft,
    });

  const { details } = draft;
  const rows: readonly [string, string][] = [
    ['subscription.billing.name', details.name],
    ['form.field.email', details.email],
    ['form.field.mobile', details.mobile],
    ['subscription.billing.address', details.address],
    ['subscription.billing.pincode', details.pincode],
    ['subscription.verify.district', draft.district],
    ['subscription.verify.state', draft.state],
  ];
  return (
    <section className="subscription-screen auth-card" aria-labelledby="verify-title">
      <h1 id="verify-title">{title}</h1>
      <dl className="verify-details">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>
              <FormattedMessage id={key} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {saved ? (
        <p role="status">
          <FormattedMessage id="subscription.verify.saved" />{' '}
          <Link to={ORDERS_PATH}>
            <FormattedMessage id="subscription.status.orders" />
          </Link>
        </p>
      ) : (
        <p className="subscription-actions">
          <button type="button" className="button primary" onClick={confirm} disabled={busy}>
            <FormattedMessage id="subscription.verify.confirm" />
          </button>
          <button type="button" className="button ghost" onClick={edit} disabled={busy}>
            <FormattedMessage id="subscription.verify.edit" />
          </button>
        </p>
      )}
      <ScreenAlert messageKey={error} />
    </section>
  );
}
