import { formatInr } from '../../platform/core';

/*
 * The notification mails, one function per message: plain, branded HTML and text with the store's
 * name. Every value that comes from a person (names, notes, addresses, courier) is escaped in the HTML.
 */

/** A rendered mail. */
export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** The store a mail speaks for. */
export interface Brand {
  name: string;
  /** Accent colour of the header (the store's company colour). */
  color: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML (element content and attribute values). */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const SAFE_COLOR = /^#[0-9a-fA-F]{3,8}$/;

/** Lays a mail out: a heading in the store's colour, paragraphs, label/value rows, and a footer. */
function layout(
  brand: Brand,
  subject: string,
  parts: { heading: string; paragraphs: string[]; rows?: [string, string][] },
): Mail {
  const rows = parts.rows ?? [];
  const color = SAFE_COLOR.test(brand.color) ? brand.color : '#111111';
  const text = [
    parts.heading,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `- ${brand.name}`,
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const html = [
    '<!doctype html><html><body style="margin:0;padding:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#111">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px">',
    `<tr><td style="padding:16px 24px;border-bottom:4px solid ${color};font-size:18px;font-weight:bold">${escapeHtml(brand.name)}</td></tr>`,
    `<tr><td style="padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(parts.heading)}</h1>`,
    ...parts.paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(p)}</p>`),
    rows.length
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin-top:8px">${rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:4px 16px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    '</td></tr>',
    `<tr><td style="padding:16px 24px;color:#777;font-size:12px">${escapeHtml(brand.name)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
  return { subject, text, html };
}

/** The facts of an order a mail may quote. */
export interface OrderFacts {
  /** Core's orderNumber. */
  number: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  payMode: string;
  total: number;
  /** Paid online so far (the total, or a pay-on-delivery advance). */
  paidOnline: number;
  /** Still due on delivery. */
  remaining: number;
  items: { name: string; quantity: number }[];
}

const itemsLine = (order: OrderFacts) =>
  order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ') || '-';

// ------------------------------------------------------------------------------------------ merchant

/** To the merchant: a new order stands (paid online, or placed to pay on delivery). */
export function newOrderToMerchant(brand: Brand, order: OrderFacts): Mail {
  const cod = order.remaining > 0;
  return layout(brand, `New order #${order.number}: ${formatInr(order.total)}`, {
    heading: `New order #${order.number}`,
    paragraphs: [
      cod
        ? `${order.customerName || 'A customer'} placed an order to pay on delivery: ${formatInr(order.paidOnline)} paid online, ${formatInr(order.remaining)} to collect on delivery.`
        : `${order.customerName || 'A customer'} paid ${formatInr(order.paidOnline)} for an order.`,
      'Confirm it in the console.',
    ],
    rows: [
      ['Items', itemsLine(order)],
      ['Total', formatInr(order.total)],
      ['Payment', order.payMode],
      ['E-mail', order.customerEmail],
      ['Phone', order.customerPhone],
    ],
  });
}

/** To the merchant: an admission fee was paid. */
export function newAdmissionToMerchant(
  brand: Brand,
  admission: { student: string; course: string; center: string; fee: number; email: string; mobile: string },
): Mail {
  return layout(brand, `New admission: ${admission.student}`, {
    heading: 'New admission, fee paid',
    paragraphs: [
      `${admission.student} was admitted and paid ${formatInr(admission.fee)}. Review it in the console.`,
    ],
    rows: [
      ['Course', admission.course],
      ['Centre', admission.center],
      ['E-mail', admission.email],
      ['Phone', admission.mobile],
    ],
  });
}

/** To the merchant: a contact message, an enquiry or a quote request came in. */
export function inboxToMerchant(
  brand: Brand,
  message: { kind: 'lead' | 'enquiry' | 'quote'; name: string; email: string; mobile: string; text: string },
): Mail {
  const what = { lead: 'contact message', enquiry: 'enquiry', quote: 'quote request' }[message.kind];
  return layout(brand, `New ${what} from ${message.name}`, {
    heading: `New ${what}`,
    paragraphs: [message.text || '(no message)', 'Answer it from the console inbox.'],
    rows: [
      ['Name', message.name],
      ['E-mail', message.email],
      ['Phone', message.mobile],
    ],
  });
}

/** To the merchant: money was paid for an order that will not be fulfilled; a refund is owed. */
export function refundOwedToMerchant(brand: Brand, order: OrderFacts, why: string): Mail {
  return layout(brand, `Refund owed on order #${order.number}: ${formatInr(order.paidOnline)}`, {
    heading: `Refund owed on order #${order.number}`,
    paragraphs: [why, `Refund ${formatInr(order.paidOnline)} from the console's Refund needed queue.`],
    rows: [
      ['Customer', order.customerName],
      ['E-mail', order.customerEmail],
      ['Phone', order.customerPhone],
    ],
  });
}

/** To the merchant: a sale took a product (or one of its variations) down to its low-stock threshold. */
export function lowStockToMerchant(
  brand: Brand,
  line: { title: string; sku: string; label: string; left: number; threshold: number },
): Mail {
  const what = line.label ? `${line.title} (${line.label})` : line.title;
  return layout(brand, `Low stock: ${what}, ${line.left} left`, {
    heading: `Low stock: ${what}`,
    paragraphs: [
      `A sale took it to ${line.left} ${line.left === 1 ? 'unit' : 'units'}, at or below its low-stock threshold of ${line.threshold}.`,
      "Restock it from the console's Stock screen. You are told again only after it is restocked above the threshold and falls back.",
    ],
    rows: [
      ['Product', what],
      ['Sku', line.sku],
      ['Left', String(line.left)],
    ],
  });
}

// ------------------------------------------------------------------------------------------ shopper

/** To the shopper: a pay-on-delivery order was placed. */
export function orderPlacedToCustomer(brand: Brand, order: OrderFacts): Mail {
  return layout(brand, `Order #${order.number} placed`, {
    heading: 'Thank you for your order',
    paragraphs: [
      `We have your order #${order.number}.`,
      order.paidOnline > 0
        ? `You paid ${formatInr(order.paidOnline)} in advance; ${formatInr(order.remaining)} is due on delivery.`
        : `${formatInr(order.remaining)} is due on delivery.`,
    ],
    rows: [
      ['Items', itemsLine(order)],
      ['Total', formatInr(order.total)],
    ],
  });
}

/** To the shopper: an order was paid online. */
export function orderPaidToCustomer(brand: Brand, order: OrderFacts): Mail {
  return layout(brand, `Payment received for order #${order.number}`, {
    heading: 'Thank you for your order',
    paragraphs: [`We received your payment of ${formatInr(order.paidOnline)} for order #${order.number}.`],
    rows: [
      ['Items', itemsLine(order)],
      ['Total', formatInr(order.total)],
    ],
  });
}

/** To the shopper: the order was shipped with a courier. */
export function orderShippedToCustomer(
  brand: Brand,
  order: OrderFacts,
  shipment: { courier: string; trackingNumber: string },
): Mail {
  return layout(brand, `Order #${order.number} shipped`, {
    heading: 'Your order is on its way',
    paragraphs: [`Order #${order.number} was shipped.`],
    rows: [
      ['Courier', shipment.courier],
      ['Tracking number', shipment.trackingNumber],
    ],
  });
}

/** To the shopper: the order is out for delivery. */
export function orderOutForDeliveryToCustomer(brand: Brand, order: OrderFacts): Mail {
  return layout(brand, `Order #${order.number} is out for delivery`, {
    heading: 'Out for delivery',
    paragraphs: [
      `Order #${order.number} is out for delivery today.`,
      ...(order.remaining > 0 ? [`Please keep ${formatInr(order.remaining)} ready to pay on delivery.`] : []),
    ],
  });
}

/** To the shopper: the order was delivered. */
export function orderDeliveredToCustomer(brand: Brand, order: OrderFacts): Mail {
  return layout(brand, `Order #${order.number} delivered`, {
    heading: 'Delivered',
    paragraphs: [`Order #${order.number} was delivered. Thank you for shopping with ${brand.name}.`],
  });
}

/** To the shopper: the order was cancelled (and, when paid, that a refund follows). */
export function orderCancelledToCustomer(brand: Brand, order: OrderFacts, refundOwed: boolean): Mail {
  return layout(brand, `Order #${order.number} cancelled`, {
    heading: 'Your order was cancelled',
    paragraphs: [
      `Order #${order.number} was cancelled.`,
      ...(refundOwed ? [`The ${formatInr(order.paidOnline)} you paid will be refunded.`] : []),
    ],
  });
}

/** To the shopper: money was refunded. */
export function orderRefundedToCustomer(brand: Brand, order: OrderFacts, amount: number): Mail {
  return layout(brand, `Refund of ${formatInr(amount)} for order #${order.number}`, {
    heading: 'Refund made',
    paragraphs: [
      `We refunded ${formatInr(amount)} for order #${order.number}. It reaches your account in 5-7 working days.`,
    ],
  });
}

/** To the shopper: their admission was confirmed. */
export function admissionConfirmedToCustomer(
  brand: Brand,
  admission: { student: string; course: string; center: string; note: string },
): Mail {
  return layout(brand, `Admission confirmed: ${admission.student}`, {
    heading: 'Admission confirmed',
    paragraphs: [
      `${admission.student}'s admission is confirmed.`,
      ...(admission.note ? [admission.note] : []),
    ],
    rows: [
      ['Course', admission.course],
      ['Centre', admission.center],
    ],
  });
}

/** To the shopper: the merchant answered their quote request with a price. */
export function quoteAnsweredToCustomer(
  brand: Brand,
  quote: { name: string; price: number; message: string; items: string },
): Mail {
  return layout(brand, `Your quote from ${brand.name}: ${formatInr(quote.price)}`, {
    heading: `Hello ${quote.name}`,
    paragraphs: [
      `Thank you for asking. Our price is ${formatInr(quote.price)}.`,
      ...(quote.message ? [quote.message] : []),
    ],
    rows: [['Items', quote.items]],
  });
}

/** What an offer on a quote tells the shopper (issue 39): its lines, delivery, total, expiry and pay link. */
export interface QuoteOfferFacts {
  name: string;
  /** `2 × Quad Skates at Rs 1,800` per line. */
  lines: string[];
  delivery: number;
  total: number;
  /** The last India day it can be paid, `11 Dec 2026`. */
  expires: string;
  message: string;
  link: string;
}

/** To a shopper: the merchant's offer on their quote, payable online until it expires. */
export function quoteOfferToCustomer(brand: Brand, offer: QuoteOfferFacts): Mail {
  return layout(brand, `Your quote from ${brand.name}: ${formatInr(offer.total)}`, {
    heading: `Hello ${offer.name}`,
    paragraphs: [
      `Thank you for asking. Our offer is ${formatInr(offer.total)}, delivery included, valid until ${offer.expires}.`,
      ...(offer.message ? [offer.message] : []),
      'Pay online with this link, no sign-in needed:',
      offer.link,
    ],
    rows: [
      ...offer.lines.map((line) => ['Item', line] as [string, string]),
      ['Delivery', formatInr(offer.delivery)],
      ['Total', formatInr(offer.total)],
      ['Valid until', offer.expires],
    ],
  });
}

/** To a parent: a place in a full batch is free for their child, until a time (issue 37's waiting list). */
export function placeOfferedToCustomer(
  brand: Brand,
  offer: { student: string; batch: string; until: string },
): Mail {
  return layout(brand, `A place is free for ${offer.student}: ${offer.batch}`, {
    heading: 'A place is free',
    paragraphs: [
      `A place in ${offer.batch} is free for ${offer.student}, first on its waiting list.`,
      `Take it in My Account before ${offer.until}; after that it goes to the next on the list.`,
    ],
    rows: [['Batch', offer.batch]],
  });
}

/** What a fee reminder tells a parent (issue 38): the step, the students, the month and the pay link. */
export interface FeeReminderFacts {
  step: 'before' | 'due' | 'overdue';
  /** The students' names, e.g. `Isha Patil and Neel Patil`. */
  students: string;
  /** `December 2026`. */
  month: string;
  /** `10 Dec 2026`. */
  dueDate: string;
  fine: number;
  /** What paying today costs (the fine included once it applies). */
  total: number;
  link: string;
}

/** To a parent: a fee falls due in a few days, today, or is overdue (with the fine). */
export function feeReminderToParent(brand: Brand, fee: FeeReminderFacts): Mail {
  const fine = formatInr(fee.fine);
  const [subject, paragraph] = {
    before: [
      `Fees due by ${fee.dueDate}: ${fee.students}`,
      `The ${fee.month} fees of ${fee.students} are due by ${fee.dueDate}. After that a late fine of ${fine} applies.`,
    ],
    due: [
      `Fees due today: ${fee.students}`,
      `The ${fee.month} fees of ${fee.students} are due today. From tomorrow a late fine of ${fine} applies.`,
    ],
    overdue: [
      `Fees overdue: ${fee.students}`,
      `The ${fee.month} fees of ${fee.students} were due by ${fee.dueDate}. A late fine of ${fine} applies: ${formatInr(fee.total)} in all.`,
    ],
  }[fee.step];
  return layout(brand, subject, {
    heading: fee.step === 'overdue' ? 'Fees overdue' : 'Fee reminder',
    paragraphs: [paragraph, 'Pay online with this link, no sign-in needed:', fee.link],
    rows: [
      ['Students', fee.students],
      ['Month', fee.month],
      ['Due by', fee.dueDate],
      ...(fee.step === 'overdue' ? [['Late fine', fine] as [string, string]] : []),
      ['Total', formatInr(fee.total)],
    ],
  });
}
