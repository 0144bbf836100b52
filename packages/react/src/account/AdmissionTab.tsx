import { admissionStatusLabel, formatIndiaTime, formatInr } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useId, useState } from 'react';
import { useAsync } from '../hooks/useAsync';
import { useLogOnError } from '../hooks/useToastOnError';
import { useStorefront } from '../provider/useStorefront';
import { Loading } from '../ui/Spinner';
import { OrderProducts } from './OrderProducts';
import { orderKey } from './OrdersTab';
import { useSkateStyles } from '../provider/sheets';
import { ACCOUNT_SHEETS } from '../styles/groups/account';

export interface AdmissionTabProps {
  userId: string;
}

/**
 * My Account > Admission: the user's admission payments as expandable cards, Paid or Failed; opening
 * one closes the others. "No admission records found" when there are none.
 */
export function AdmissionTab({ userId }: AdmissionTabProps) {
  useSkateStyles(ACCOUNT_SHEETS);
  const { api } = useStorefront();
  const records = useAsync(() => api.admissions.payments(userId), [api, userId]);
  useLogOnError(records.status, records.error, 'admission records');
  const [open, setOpen] = useState<string | null>(null);
  const base = useId().replace(/:/g, '');

  if (records.status === 'loading' && !records.data) return <Loading />;
  const list = records.data ?? [];
  if (list.length === 0) return <p className="skate-empty">{TEXTS.NO_ADMISSION_RECORDS}</p>;

  return (
    <ul className="skate-admission-list">
      {list.map((record, index) => {
        const key = orderKey(record) || String(index);
        const expanded = open === key;
        const label = admissionStatusLabel(record.status);
        const title =
          record.cart_products
            .map((p) => p.product_name)
            .filter(Boolean)
            .join(', ') || TEXTS.TAB_ADMISSION;
        const panelId = `${base}-${index}`;
        return (
          <li key={key} className="skate-card skate-admission-card" part="card">
            <h3 className="skate-admission-heading">
              <button
                type="button"
                className="skate-admission-toggle"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : key)}
              >
                <span className="skate-admission-title">{title}</span>
                <span className="skate-muted">{formatIndiaTime(record.createdAt)}</span>
                <span
                  className={`skate-badge ${label === TEXTS.ADMISSION_PAID ? 'skate-badge--success' : 'skate-badge--danger'}`}
                  part="badge"
                >
                  {label}
                </span>
              </button>
            </h3>
            <div id={panelId} className="skate-admission-body" hidden={!expanded}>
              {expanded ? (
                <>
                  <dl className="skate-details">
                    <div>
                      <dt>{TEXTS.REF_NUMBER}</dt>
                      <dd>{record.order_id || record.receipt_id}</dd>
                    </div>
                    <div>
                      <dt>{TEXTS.SENDER_NAME}</dt>
                      <dd>{record.user_name}</dd>
                    </div>
                    <div>
                      <dt>{TEXTS.PAYMENT_METHOD}</dt>
                      <dd>{record.payment_mode}</dd>
                    </div>
                    <div>
                      <dt>{TEXTS.AMOUNT}</dt>
                      <dd>{formatInr(record.amountafterdiscount)}</dd>
                    </div>
                    {record.remaining_amount > 0 ? (
                      <div>
                        <dt>{TEXTS.REMAINING_AMOUNT}</dt>
                        <dd>{formatInr(record.remaining_amount)}</dd>
                      </div>
                    ) : null}
                  </dl>
                  <OrderProducts products={record.cart_products} />
                </>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
