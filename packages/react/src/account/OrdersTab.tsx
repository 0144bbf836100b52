import {
  formatIndiaDate,
  invoiceAvailable,
  invoiceRoute,
  orderAction,
  orderDeliveryLine,
  orderNumber,
  trackRoute,
} from '@skatekit/core/rules';
import type { Order } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useAsync } from '../hooks/useAsync';
import { useLogOnError } from '../hooks/useToastOnError';
import { useStorefront } from '../provider/useStorefront';
import { Loading } from '../ui/Spinner';
import { OrderProducts } from './OrderProducts';
import { useSkateStyles } from '../provider/sheets';
import { ACCOUNT_SHEETS } from '../styles/groups/account';
import { LinkButton } from '../ui/LinkButton';

/** The id an order is tracked and fetched by (`/track/{id}` -> GET /payment/order/{id}). */
export const orderKey = (order: Pick<Order, 'order_id' | 'id' | '_id'>): string =>
  order.order_id || order.id || order._id || '';

export interface OrdersTabProps {
  userId: string;
}

/** My Account > Orders: every past order with its products, its status and Track Order (Payment Pending with what to do while its payment is confirmed, or Failed), and the delivery line. */
export function OrdersTab({ userId }: OrdersTabProps) {
  useSkateStyles(ACCOUNT_SHEETS);
  const { api } = useStorefront();
  const orders = useAsync(() => api.orders.listByUser(userId), [api, userId]);
  // The spec only logs order load failures.
  useLogOnError(orders.status, orders.error, 'orders');

  if (orders.status === 'loading' && !orders.data) return <Loading />;
  const list = orders.data ?? [];
  if (list.length === 0) return <p className="skate-empty">{TEXTS.NO_ORDERS}</p>;
  const today = new Date();
  return (
    <ul className="skate-order-list">
      {list.map((order) => {
        const action = orderAction(order);
        const key = orderKey(order);
        const delivery = orderDeliveryLine(order, today);
        return (
          <li key={key} className="skate-card skate-order-card" part="card">
            <div className="skate-order-head">
              <p className="skate-order-ref">
                <span className="skate-muted">{TEXTS.ORDER_NUMBER} #</span>
                {orderNumber(order)}
              </p>
              <p className="skate-muted">{formatIndiaDate(order.createdAt)}</p>
            </div>
            <OrderProducts products={order.cart_products} />
            <div className="skate-order-foot">
              {delivery ? <p className="skate-order-delivery">{delivery}</p> : <span />}
              {action.kind === 'track' ? (
                <span className="skate-order-actions">
                  <span className="skate-badge skate-badge--soft" part="badge">
                    {action.status}
                  </span>
                  <LinkButton to={trackRoute(key)} size="sm">
                    {action.label}
                  </LinkButton>
                  {/* From Packed on (core's invoiceAvailable; deviation: the spec offers it only on the track page). */}
                  {invoiceAvailable(order.orderStatus) ? (
                    <LinkButton to={invoiceRoute(key)} size="sm" variant="outline">
                      {TEXTS.DOWNLOAD_INVOICE}
                    </LinkButton>
                  ) : null}
                </span>
              ) : action.kind === 'pending' ? (
                <span className="skate-order-pending" role="status">
                  <span className="skate-badge skate-badge--soft" part="badge">
                    {action.label}
                  </span>
                  <span className="skate-muted">{TEXTS.PAYMENT_PENDING_HINT}</span>
                </span>
              ) : (
                <span className="skate-badge skate-badge--danger" part="badge">
                  {action.label}
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
