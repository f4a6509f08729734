import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { listOrdersCall } from '../../../domain/contracts/orders.ts';
import { useCall } from '../../../runtime/api/useCall.ts';
import { useCatalogParts } from '../../../runtime/i18n/CatalogParts.ts';
import { useViewer } from '../../../runtime/learn/useViewer.ts';
import { useSubscriptionInfo } from '../../../runtime/subscription/useSubscriptionInfo.ts';
import { useServerNow } from '../../../runtime/time/serverClock.ts';
import { Loading } from '../../Loading.tsx';
import { useDocumentTitle } from '../learn/useDocumentTitle.ts';
import { CURRENT_PLAN_TICK_MS, CurrentPlan } from './CurrentPlan.tsx';
import { OrderRow } from './OrderRow.tsx';
import { ScreenAlert } from './ScreenAlert.tsx';
import { PLANS_PATH } from '../../../domain/subscription/subscriptionPaths.ts';
import './subscription.css';

/** `/subscriptions` and `/subscription/status`: the child's plans and orders, with invoices. */
export function SubscriptionsScreen() {
  useCatalogParts('subscription');
  const intl = useIntl();
  const { childId, locale } = useViewer();
  const now = useServerNow(CURRENT_PLAN_TICK_MS);
  const info = useSubscriptionInfo(childId);
  const orders = useCall(listOrdersCall, childId ? { query: { locale } } : null);
  const title = intl.formatMessage({ id: 'subscription.orders.title' });
  useDocumentTitle(title);

  return (
    <section className="subscription-screen" aria-labelledby="orders-title">
      <h1 id="orders-title">{title}</h1>
      <h2>
        <FormattedMessage id="subscription.current.title" />
      </h2>
      {info.error && <ScreenAlert messageKey="subscription.error.load" />}
      {info.data?.length === 0 && (
        <p>
          <FormattedMessage id="subscription.current.none" />{' '}
          <Link to={PLANS_PATH}>
            <FormattedMessage id="subscription.current.seePlans" />
          </Link>
        </p>
      )}
      {info.data && info.data.length > 0 && (
        <ul className="current-plans">
          {info.data.map((item) => (
            <CurrentPlan key={item.vertical} item={item} now={now} />
          ))}
        </ul>
      )}
      <h2 id="order-list-title">
        <FormattedMessage id="subscription.orders.list" />
      </h2>
      {orders.error && <ScreenAlert messageKey="subscription.error.load" />}
      {!orders.data && !orders.error && <Loading />}
      {orders.data?.data.length === 0 && (
        <p>
          <FormattedMessage id="subscription.orders.none" />
        </p>
      )}
      {orders.data && orders.data.data.length > 0 && (
        <div className="table-scroll">
          <table className="order-table" aria-labelledby="order-list-title">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="subscription.orders.plan" />
                </th>
                <th scope="col">
                  <FormattedMessage id="subscription.orders.status" />
                </th>
                <th scope="col">
                  <FormattedMessage id="subscription.orders.amount" />
                </th>
                <th scope="col">
                  <FormattedMessage id="subscription.orders.date" />
                </th>
                <th scope="col">
                  <FormattedMessage id="subscription.orders.invoice" />
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.data.data.map((order) => (
                <OrderRow key={order.orderId} order={order} locale={locale} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
