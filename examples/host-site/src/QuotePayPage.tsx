import { createAndPay, SkateError } from '@skatekit/core';
import { createPaymentGateway } from '@skatekit/core/platform';
import { formatIndiaDate, formatInr } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useStorefront } from '@skatekit/react/provider';
import './quote-pay.css';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';

/** A merchant's offer on a quote, as GET /quote-offers answers it. */
interface Offer {
  lines: {
    product_id: string;
    product_sku: string;
    name: string;
    quantity: number;
    unit_price: number;
    line_total: number;
  }[];
  delivery: number;
  total: number;
  message: string;
  expires_at: string;
  name: string;
  email: string;
  mobile: string;
}

type View =
  | { step: 'loading' }
  | { step: 'refused'; message: string }
  | { step: 'offer'; offer: Offer }
  | { step: 'paid' };

/**
 * /quote/pay?token=... (issue 39): the merchant's offer on a quote, from its mail's signed link. It shows
 * the lines at their prices, delivery, total and the last day, asks where to deliver, and pays it through
 * the same provider as the checkout, at the price the server keeps for the offer. Paid, expired and
 * altered links say so in core's words.
 */
export function QuotePayPage({ token }: { token: string }) {
  const storefront = useStorefront();
  const { apiBase } = storefront.config;
  // The storefront's fetch (a wrapper app's or a test's), else the browser's.
  const send = storefront.config.fetch ?? fetch;
  const root = useRef<HTMLElement>(null);
  const [view, setView] = useState<View>({ step: 'loading' });
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  // One key per visit: a double tap or a retry places one order.
  const [key] = useState(() => crypto.randomUUID());
  const gateway = useMemo(() => createPaymentGateway({ apiBase }), [apiBase]);

  const call = async <T,>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await send(`${apiBase}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json', 'idempotency-key': key } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await response.json().catch(() => ({}))) as T & { message?: string };
    if (!response.ok)
      throw new SkateError('http', json.message ?? TEXTS.SOMETHING_WENT_WRONG, { status: response.status });
    return json;
  };

  useEffect(() => {
    if (!token) return setView({ step: 'refused', message: TEXTS.QUOTE_OFFER_INVALID });
    send(`${apiBase}/quote-offers?token=${encodeURIComponent(token)}`)
      .then(async (response) => {
        const json = (await response.json()) as { data?: Offer; message?: string };
        if (response.ok && json.data) setView({ step: 'offer', offer: json.data });
        else setView({ step: 'refused', message: json.message ?? TEXTS.SOMETHING_WENT_WRONG });
      })
      .catch(() => setView({ step: 'refused', message: TEXTS.SOMETHING_WENT_WRONG }));
  }, [apiBase, send, token]);

  const pay = async (event: FormEvent<HTMLFormElement>, offer: Offer) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    setBusy(true);
    setNotice('');
    try {
      const result = await createAndPay({
        api: storefront.api,
        gateway,
        create: () =>
          call('POST', '/quote-offers/pay', {
            token,
            shipping_address: {
              location_user: TEXTS.ADDRESS_TYPE_HOME,
              new_address: field('address'),
              city: field('city'),
              pincode: field('pincode'),
              number: field('mobile'),
            },
          }),
        verify: (proof) => call('POST', '/quote-offers/verify', { ...proof, token }),
        description: TEXTS.QUOTE_OFFER_TITLE,
        user: { name: offer.name, email: offer.email, mobile: field('mobile') },
        options: { container: root.current?.closest<HTMLElement>('.skate-root') ?? root.current },
      });
      if (!result.ok) setNotice(result.message);
      else if (result.outcome === 'success') setView({ step: 'paid' });
      else setNotice(TEXTS.PAYMENT_FAILED);
    } catch {
      setNotice(TEXTS.SOMETHING_WENT_WRONG);
    } finally {
      setBusy(false);
    }
  };

  let body: ReactNode;
  if (view.step === 'loading') body = <p aria-busy="true">{TEXTS.LOADING}</p>;
  else if (view.step === 'refused') body = <p role="alert">{view.message}</p>;
  else if (view.step === 'paid') body = <p role="status">{TEXTS.QUOTE_OFFER_PAID_THANKS}</p>;
  else {
    const { offer } = view;
    body = (
      <>
        <table className="host-quote-lines">
          <caption>{TEXTS.QUOTE_OFFER_TITLE}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXTS.PRODUCTS_HEADING}</th>
              <th scope="col">{TEXTS.QUANTITY}</th>
              <th scope="col">{TEXTS.SUBTOTAL}</th>
            </tr>
          </thead>
          <tbody>
            {offer.lines.map((line) => (
              <tr key={`${line.product_id}-${line.product_sku}`}>
                <th scope="row">
                  {line.name}
                  <br />
                  <small>{formatInr(line.unit_price)}</small>
                </th>
                <td>{line.quantity}</td>
                <td>{formatInr(line.line_total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {TEXTS.DELIVERY_CHARGE}
              </th>
              <td>{formatInr(offer.delivery)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {TEXTS.TOTAL}
              </th>
              <td>
                <strong>{formatInr(offer.total)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
        <p>
          {TEXTS.QUOTE_OFFER_VALID_UNTIL}: {formatIndiaDate(new Date(Date.parse(offer.expires_at) - 1))}
        </p>
        {offer.message ? <p>{offer.message}</p> : null}
        <form className="host-quote-form" onSubmit={(event) => void pay(event, offer)}>
          <h2>{TEXTS.SHIPPING_ADDRESS}</h2>
          <label>
            {TEXTS.ADDRESS_LINE}
            <input name="address" required autoComplete="street-address" />
          </label>
          <label>
            {TEXTS.CITY}
            <input name="city" required autoComplete="address-level2" />
          </label>
          <label>
            {TEXTS.PINCODE}
            <input
              name="pincode"
              required
              inputMode="numeric"
              pattern="[0-9]{6}"
              autoComplete="postal-code"
            />
          </label>
          <label>
            {TEXTS.MOBILE_NUMBER}
            <input
              name="mobile"
              required
              inputMode="tel"
              pattern="[0-9]{10}"
              defaultValue={offer.mobile}
              autoComplete="tel"
            />
          </label>
          {notice ? <p role="status">{notice}</p> : null}
          <button type="submit" className="host-quote-pay-button" disabled={busy}>
            {TEXTS.QUOTE_OFFER_PAY} {formatInr(offer.total)}
          </button>
        </form>
      </>
    );
  }

  return (
    <section ref={root} className="host-placeholder host-quote-pay" aria-labelledby="host-quote-pay-title">
      <h1 id="host-quote-pay-title">{TEXTS.QUOTE_OFFER_TITLE}</h1>
      {body}
    </section>
  );
}
