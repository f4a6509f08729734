import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { downloadInvoiceCall } from '../../../domain/contracts/billing.ts';
import type { OrderItem } from '../../../domain/contracts/orders.ts';
import { formatDate } from '../../../domain/rules/dates.ts';
import { formatPaise } from '../../../domain/subscription/formatPaise.ts';
import { callBlob } from '../../../runtime/api/callBlob.ts';
import { saveBlob } from '../../../runtime/api/saveBlob.ts';
import { USER_DETAILS_PATH } from '../../../domain/subscription/subscriptionPaths.ts';

const STATUS_TEXT: Readonly<Record<OrderItem['status'], string>> = {
  IN_PROGRESS: 'subscription.order.status.IN_PROGRESS',
  SUCCESS: 'subscription.order.status.SUCCESS',
  FAILURE: 'subscription.order.status.FAILURE',
};

/** One order: plan, status, amount and date; a paid one offers its invoice or asks for billing details. */
export function OrderRow({ order, locale }: { order: OrderItem; locale: string }) {
  const intl = useIntl();
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    setError(false);
    callBlob(downloadInvoiceCall, { id: order.orderId })
      .then(({ blob, fileName }) =>
        saveBlob(blob, fileName ?? `${order.invoiceNumber ?? order.orderId}.pdf`),
      )
      .catch(() => setError(true))
      .finally(() => setBusy(false));
  };
  return (
    <tr>
      <td>{order.planTitle ?? order.planId}</td>
      <td>
        <FormattedMessage id={STATUS_TEXT[order.status]} />
        {order.failureReason && <span className="order-reason"> — {order.failureReason}</span>}
      </td>
      <td>{formatPaise(order.totalPaise, locale)}</td>
      <td>{formatDate(order.paidAt ?? order.createdAt, intl.locale)}</td>
      <td>
        {order.status === 'SUCCESS' && order.invoiceNumber && (
          <button type="button" className="button ghost" onClick={download} disabled={busy}>
            <FormattedMessage
              id="subscription.order.download"
              values={{ invoice: order.invoiceNumber }}
            />
          </button>
        )}
        {order.status === 'SUCCESS' && !order.invoiceNumber && (
          <Link to={`${USER_DETAILS_PATH}?orderId=${encodeURIComponent(order.orderId)}`}>
            <FormattedMessage id="subscription.status.addBilling" />
          </Link>
        )}
        {error && (
          <span role="alert" className="form-alert">
            <FormattedMessage id="subscription.order.downloadFailed" />
          </span>
        )}
      </td>
    </tr>
  );
}
