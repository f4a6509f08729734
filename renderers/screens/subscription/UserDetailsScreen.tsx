import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  latestBillingDetailsCall,
  type BillingDetailsInput,
} from '../../../domain/contracts/billing.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { Loading } from '../../Loading.tsx';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { BillingForm } from './BillingForm.tsx';
import { readBillingDraft, type BillingDraft } from './billingDraft.ts';
import { ScreenAlert } from './ScreenAlert.tsx';
import { USER_DETAILS_VERIFY_PATH } from '../../../domain/subscription/subscriptionPaths.ts';
import './subscription.css';

const EMPTY: BillingDetailsInput = { name: '', email: '', mobile: '', address: '', pincode: '' };

/**
 * `/subscription/user-details?orderId=`: the billing details of a paid order, filled in from the
 * account's latest (or from the verify step, when the buyer came back to change them).
 */
export function UserDetailsScreen() {
  useCatalogParts('account', 'subscription');
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const back = readBillingDraft(location.state as unknown);
  const orderId = search.get('orderId') ?? back?.orderId;
  const latest = useCall(latestBillingDetailsCall, back ? null : {});
  const title = intl.formatMessage({ id: 'subscription.billing.title' });
  useDocumentTitle(title);

  const saved = latest.data?.data;
  // The form takes these once: it starts again (its key) when the latest details arrive.
  const initial: BillingDetailsInput =
    back?.details ??
    (saved
      ? {
          name: saved.name,
          email: saved.email,
          mobile: saved.mobile,
          address: saved.address,
          pincode: saved.pincode,
        }
      : EMPTY);

  const next = (details: BillingDetailsInput, place: { district: string; state: string }) => {
    if (!orderId) return;
    const draft: BillingDraft = { orderId, details, ...place };
    void navigate(USER_DETAILS_VERIFY_PATH, { state: draft });
  };

  return (
    <section className="subscription-screen auth-card" aria-labelledby="billing-title">
      <h1 id="billing-title">{title}</h1>
      <p>
        <FormattedMessage id="subscription.billing.why" />
      </p>
      {!orderId && <ScreenAlert messageKey="subscription.status.noOrder" />}
      {latest.error && <ScreenAlert messageKey="subscription.error.load" />}
      {orderId && !back && !latest.data && !latest.error ? (
        <Loading />
      ) : (
        orderId && <BillingForm key={saved ? 'latest' : 'new'} initial={initial} onSubmit={next} />
      )}
    </section>
  );
}
