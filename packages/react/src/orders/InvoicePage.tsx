import {
  buildInvoice,
  DEFAULT_GST_RATE_PERCENT,
  formatIndiaDate,
  formatInr,
  orderNumber,
  ROUTES,
} from '@skatekit/core/rules';
import type { Address, CreditNote, Order } from '@skatekit/core/schemas';
import { gstLabel, TEXTS } from '@skatekit/core/texts';
import { useEffect } from 'react';
import { useAsync } from '../hooks/useAsync';
import { useSettings } from '../hooks/useStores';
import { useLogOnError } from '../hooks/useToastOnError';
import { useStorefront } from '../provider/useStorefront';
import { printPage } from '../push/useNativeApp';
import { useRequireUser } from '../shell/useRequireUser';
import { Button } from '../ui/Button';
import { Loading } from '../ui/Spinner';
import { SkateImage } from '../ui/SkateImage';
import { useSkateStyles } from '../provider/sheets';
import { ACCOUNT_SHEETS } from '../styles/groups/account';

/** Route of an order's invoice: /invoice/{order id} (the spec navigates to /invoice without defining it). */
export const invoiceRoute = (orderId: string): string => `${ROUTES.invoice}/${encodeURIComponent(orderId)}`;

export interface InvoicePageProps {
  /** The order to print. */
  orderId: string;
  /** GST rate the merchant charges, in percent (prices include GST). Default 10. */
  gstRatePercent?: number;
}

/** The supplier printed at the top: name and GSTIN from the payment setup, address of the office. */
interface Merchant {
  name: string;
  address: string;
  gstin: string;
}

/**
 * A printable Indian tax invoice of an order: the supplier's name, address and GSTIN, the invoice
 * number (core's short order number) and date in India time, the customer (and their GSTIN when
 * given), billing and shipping addresses, lines with HSN/SAC where the merchant set one, taxable
 * value and GST per line (core's buildInvoice), and the totals with the GST included in them. "Print" opens the browser's print
 * dialog (which also saves as PDF); print CSS leaves only the invoice on paper. Inside the wrapper apps,
 * where `window.print()` does nothing, it asks the app to print the page (bridge `print`) when the app
 * handles it.
 */
export function InvoicePage({ orderId, gstRatePercent }: InvoicePageProps) {
  useSkateStyles(ACCOUNT_SHEETS);
  const storefront = useStorefront();
  const { api } = storefront;
  const user = useRequireUser();
  const profile = useSettings((state) => state.storeProfile);
  const loadSettings = useSettings((state) => state.loadSettings);
  useEffect(() => {
    void loadSettings();
  }, [loadSettings]);

  const order = useAsync(() => api.orders.get(orderId), [api, orderId]);
  // Refunds after invoicing: printed with the invoice (none when the server has none, or cannot say).
  const notes = useAsync(() => api.orders.creditNotes(orderId).catch(() => []), [api, orderId]);
  useLogOnError(order.status, order.error, 'invoice order');
  const merchant = useAsync<Merchant>(async () => {
    // Both are display data: a failure leaves the line empty rather than the invoice unprintable.
    const [config, office] = await Promise.allSettled([api.payments.config(), api.delivery.office()]);
    return {
      name: config.status === 'fulfilled' ? config.value.company_name : '',
      address: office.status === 'fulfilled' ? office.value.google_address : '',
      gstin: config.status === 'fulfilled' ? (config.value.gstin ?? '') : '',
    };
  }, [api]);

  if (!user) return null;
  if (!order.data) {
    return (
      <section className="skate-page skate-invoice-page" part="page">
        <div className="skate-container">
          {order.status === 'error' ? <p className="skate-empty">{TEXTS.ORDER_NOT_FOUND}</p> : <Loading />}
        </div>
      </section>
    );
  }
  return (
    <section className="skate-page skate-invoice-page" part="page">
      <div className="skate-container">
        <div className="skate-invoice-actions">
          <Button onClick={() => printPage(storefront)}>{TEXTS.PRINT}</Button>
        </div>
        <InvoiceSheet
          order={order.data}
          orderId={orderId}
          gstRatePercent={gstRatePercent ?? order.data.gst_rate ?? DEFAULT_GST_RATE_PERCENT}
          merchant={merchant.data ?? { name: '', address: '', gstin: '' }}
          logo={profile?.profilePic}
        />
        {(notes.data ?? []).map((note) => (
          <CreditNoteSheet key={note.number} note={note} invoiceNumber={orderNumber(order.data ?? {})} />
        ))}
      </div>
    </section>
  );
}

/** A credit note (a refund after invoicing) under the invoice it credits: its lines, GST and total. */
function CreditNoteSheet({ note, invoiceNumber }: { note: CreditNote; invoiceNumber: string }) {
  const id = `skate-credit-note-${note.number}`;
  return (
    <article className="skate-card skate-invoice" part="card" aria-labelledby={id}>
      <h2 id={id}>
        {TEXTS.CREDIT_NOTE} {note.number}
      </h2>
      <p className="skate-muted">
        {TEXTS.INVOICE_NUMBER} {invoiceNumber} · {formatIndiaDate(note.createdAt)}
      </p>
      <table className="skate-invoice-table">
        <thead>
          <tr>
            <th scope="col">{TEXTS.ITEM}</th>
            <th scope="col">{TEXTS.QUANTITY}</th>
            <th scope="col">{TEXTS.TAXABLE_VALUE}</th>
            <th scope="col">{gstLabel(note.gstRate)}</th>
            <th scope="col">{TEXTS.CREDITED}</th>
          </tr>
        </thead>
        <tbody>
          {note.lines.map((line) => (
            <tr key={`${line.sku}-${line.name}`}>
              <td>{line.name}</td>
              <td>{line.quantity}</td>
              <td>{formatInr(line.taxable)}</td>
              <td>{formatInr(line.gst)}</td>
              <td>{formatInr(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="skate-invoice-totals">
        <div>
          <dt>{TEXTS.TAXABLE_VALUE}</dt>
          <dd>{formatInr(note.taxable)}</dd>
        </div>
        <div>
          <dt>{gstLabel(note.gstRate)}</dt>
          <dd>{formatInr(note.tax)}</dd>
        </div>
        <div>
          <dt>{TEXTS.CREDITED}</dt>
          <dd>{formatInr(note.amount)}</dd>
        </div>
      </dl>
    </article>
  );
}

function AddressBlock({ title, address }: { title: string; address: Address | null }) {
  return (
    <div className="skate-invoice-address">
      <h3>{title}</h3>
      {address ? (
        <address>
          {address.user_name ? <div>{address.user_name}</div> : null}
          <div>{address.new_address}</div>
          <div>{[address.area, address.city, address.pincode].filter(Boolean).join(', ')}</div>
          {address.number ? <div>{address.number}</div> : null}
        </address>
      ) : (
        <p>-</p>
      )}
    </div>
  );
}

interface InvoiceSheetProps {
  order: Order;
  orderId: string;
  gstRatePercent: number;
  merchant: Merchant;
  logo?: string;
}

function InvoiceSheet({ order, gstRatePercent, merchant, logo }: InvoiceSheetProps) {
  const invoice = buildInvoice(order, gstRatePercent);
  const number = orderNumber(order);
  const hsnColumn = invoice.lines.some((line) => line.hsn !== '');
  const columns = hsnColumn ? 7 : 6;
  return (
    <article className="skate-card skate-invoice" part="card" aria-labelledby="skate-invoice-title">
      <header className="skate-invoice-head">
        <div>
          {logo ? (
            <SkateImage path={logo} alt={merchant.name} className="skate-invoice-logo" fallbackHeight={48} />
          ) : null}
          <p className="skate-muted">{TEXTS.SUPPLIER}</p>
          <p className="skate-invoice-merchant">{merchant.name}</p>
          {merchant.address ? <p className="skate-muted">{merchant.address}</p> : null}
          {merchant.gstin ? (
            <p className="skate-invoice-gstin">
              {TEXTS.GSTIN}: {merchant.gstin}
            </p>
          ) : null}
        </div>
        <div className="skate-invoice-meta">
          <h1 id="skate-invoice-title">{TEXTS.TAX_INVOICE}</h1>
          <dl>
            <div>
              <dt>{TEXTS.INVOICE_NUMBER}</dt>
              <dd>{number}</dd>
            </div>
            <div>
              <dt>{TEXTS.ORDER_NUMBER}</dt>
              <dd>#{number}</dd>
            </div>
            <div>
              <dt>{TEXTS.INVOICE_DATE}</dt>
              <dd>{formatIndiaDate(order.createdAt)}</dd>
            </div>
            <div>
              <dt>{TEXTS.PAYMENT_METHOD}</dt>
              <dd>{order.payment_mode}</dd>
            </div>
          </dl>
        </div>
      </header>

      <div className="skate-invoice-parties">
        <div className="skate-invoice-address">
          <h3>{TEXTS.CUSTOMER}</h3>
          <p>{order.user_name}</p>
          {order.user_gstNo ? (
            <p>
              {TEXTS.GSTIN}: {order.user_gstNo}
            </p>
          ) : null}
        </div>
        <AddressBlock title={TEXTS.BILLING_ADDRESS} address={order.billing_address} />
        <AddressBlock title={TEXTS.SHIPPING_ADDRESS} address={order.shipping_address} />
      </div>

      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (axe: scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keys */}
      <section className="skate-invoice-scroll" tabIndex={0} aria-label={TEXTS.ORDER_DETAILS}>
        <table className="skate-invoice-table">
          <thead>
            <tr>
              <th scope="col">{TEXTS.ITEM}</th>
              {hsnColumn ? <th scope="col">{TEXTS.HSN_SAC}</th> : null}
              <th scope="col" className="skate-num">
                {TEXTS.QUANTITY}
              </th>
              <th scope="col" className="skate-num">
                {TEXTS.UNIT_PRICE}
              </th>
              <th scope="col" className="skate-num">
                {TEXTS.TAXABLE_VALUE}
              </th>
              <th scope="col" className="skate-num">
                {gstLabel(invoice.gst.ratePercent)}
              </th>
              <th scope="col" className="skate-num">
                {TEXTS.AMOUNT}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.length === 0 ? (
              <tr>
                <td colSpan={columns}>{TEXTS.NO_PRODUCTS_IN_ORDER}</td>
              </tr>
            ) : (
              invoice.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: printed lines have no id of their own.
                <tr key={index}>
                  <td>
                    <div>{line.name}</div>
                    {line.sku || line.attributes.length > 0 ? (
                      <div className="skate-muted">
                        {[line.sku, ...line.attributes].filter(Boolean).join(' · ')}
                      </div>
                    ) : null}
                  </td>
                  {hsnColumn ? <td>{line.hsn || '-'}</td> : null}
                  <td className="skate-num">{line.quantity}</td>
                  <td className="skate-num">{formatInr(line.unitPrice)}</td>
                  <td className="skate-num">{formatInr(line.taxable)}</td>
                  <td className="skate-num">{formatInr(line.gst)}</td>
                  <td className="skate-num">{formatInr(line.amount)}</td>
                </tr>
              ))
            )}
            {invoice.delivery ? (
              <tr>
                <td>{TEXTS.DELIVERY_CHARGE}</td>
                {hsnColumn ? <td>-</td> : null}
                <td className="skate-num">1</td>
                <td className="skate-num">{formatInr(invoice.delivery.amount)}</td>
                <td className="skate-num">{formatInr(invoice.delivery.taxable)}</td>
                <td className="skate-num">{formatInr(invoice.delivery.gst)}</td>
                <td className="skate-num">{formatInr(invoice.delivery.amount)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </section>

      <dl className="skate-bill-lines skate-invoice-totals">
        <div>
          <dt>{TEXTS.SUBTOTAL}</dt>
          <dd>{formatInr(invoice.itemsTotal)}</dd>
        </div>
        {invoice.discount > 0 ? (
          <div>
            <dt>{TEXTS.DISCOUNT}</dt>
            <dd>-{formatInr(invoice.discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{TEXTS.DELIVERY_CHARGE}</dt>
          <dd>{invoice.deliveryCharge > 0 ? formatInr(invoice.deliveryCharge) : TEXTS.FREE}</dd>
        </div>
        <div className="skate-bill-total">
          <dt>{TEXTS.TOTAL}</dt>
          <dd>{formatInr(invoice.total)}</dd>
        </div>
        <div>
          <dt>
            {gstLabel(invoice.gst.ratePercent)} {TEXTS.GST_INCLUDED}
          </dt>
          <dd>{formatInr(invoice.gst.tax)}</dd>
        </div>
        {invoice.advance ? (
          <>
            <div>
              <dt>{TEXTS.ADVANCE_PAID}</dt>
              <dd>{formatInr(invoice.advance.paid)}</dd>
            </div>
            <div>
              <dt>{TEXTS.REMAINING_AMOUNT}</dt>
              <dd>{formatInr(invoice.advance.remaining)}</dd>
            </div>
          </>
        ) : null}
        {invoice.paidInFull ? (
          <div>
            <dt>{TEXTS.PAID_IN_FULL}</dt>
            <dd>{formatInr(invoice.total)}</dd>
          </div>
        ) : null}
        {invoice.refunded > 0 ? (
          <div>
            <dt>{TEXTS.REFUNDED}</dt>
            <dd>-{formatInr(invoice.refunded)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="skate-invoice-note skate-muted">{TEXTS.INVOICE_NOTE}</p>
    </article>
  );
}
