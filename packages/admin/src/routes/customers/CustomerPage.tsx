import { Link, useParams } from 'react-router';
import { InternalNotes } from '../../ui/InternalNotes';
import { money, time } from '../../ui/format';
import { Page } from '../../ui/Page';
import { ErrorState, LoadingState } from '../../ui/states';
import { PAYMENT_LABELS } from '../orders/filters';
import { useCustomer } from './useCustomers';

/** A customer, read-only: contact, their orders and their admissions. */
export default function CustomerPage() {
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  const c = customer.data;
  return (
    <Page title={c ? c.name || c.email : 'Customer'} back={<Link to="/customers">← Customers</Link>}>
      {customer.isPending ? (
        <LoadingState label="Loading the customer" />
      ) : customer.isError ? (
        <ErrorState error={customer.error} onRetry={() => void customer.refetch()} />
      ) : c ? (
        <div className="detail-grid">
          <section className="card span-2">
            <h2>Contact</h2>
            <p>
              <a href={`mailto:${c.email}`}>{c.email}</a>
              {c.mobile ? (
                <>
                  {' '}
                  · <a href={`tel:${c.mobile}`}>{c.mobile}</a>
                </>
              ) : null}
              {c.gstNo ? ` · GST ${c.gstNo}` : ''} · joined {time(c.createdAt)}
            </p>
          </section>
          <section className="card span-2">
            <h2>Orders ({c.orderList.length})</h2>
            {c.orderList.length ? (
              <ul className="plain-list">
                {c.orderList.map((order) => (
                  <li key={order.id}>
                    <Link to={`/orders/${encodeURIComponent(order.id)}`}>{order.number}</Link> ·{' '}
                    {time(order.createdAt)} · {order.orderStatus} · {PAYMENT_LABELS[order.payment]} ·{' '}
                    {money(order.total)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">No orders.</p>
            )}
          </section>
          <section className="card span-2">
            <h2>Admissions ({c.admissionList.length})</h2>
            {c.admissionList.length ? (
              <ul className="plain-list">
                {c.admissionList.map((admission) => (
                  <li key={admission.id}>
                    <Link to={`/admissions/${encodeURIComponent(admission.id)}`}>{admission.student}</Link> ·{' '}
                    {admission.course} · {admission.center} · {admission.reviewStatus}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">No admissions.</p>
            )}
          </section>
          <InternalNotes entity="customer" id={id} />
        </div>
      ) : null}
    </Page>
  );
}
