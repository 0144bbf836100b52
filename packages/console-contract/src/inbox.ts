import { z } from 'zod';
import { AdminListQuery, id, indiaDay, isoDate, note, page, rupees } from './fields';

/*
 * Wire schemas of the console's inbox: leads, enquiries and quote requests (`/admin/api/inbox`).
 */

// ---------------------------------------------------------------------------------------- inbox
/** Contact-form leads, enquiries and quote requests, in one inbox. */
export const InboxKind = z.enum(['lead', 'enquiry', 'quote']);
export type InboxKind = z.infer<typeof InboxKind>;

export const InboxQuery = AdminListQuery.extend({
  kind: InboxKind.optional(),
  handled: z.enum(['true', 'false']).optional(),
});

export const InboxItem = z.object({
  kind: InboxKind,
  id,
  createdAt: isoDate,
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  message: z.string(),
  handled: z.boolean(),
  handledAt: isoDate.nullable(),
  note: z.string(),
  /** Quote requests: the lines asked about, and the answer once given. */
  quote: z
    .object({
      lines: z.array(z.object({ name: z.string(), sku: z.string(), quantity: z.number().int() })),
      price: z.number().nullable(),
      message: z.string(),
      answeredAt: isoDate.nullable(),
    })
    .nullable(),
});
export type InboxItem = z.infer<typeof InboxItem>;

export const InboxResponse = page(InboxItem).extend({
  counts: z.object({
    unhandled: z.number().int(),
    lead: z.number().int(),
    enquiry: z.number().int(),
    quote: z.number().int(),
  }),
});

/** `PATCH /admin/api/inbox/:kind/:id`. */
export const InboxUpdateBody = z.strictObject({ handled: z.boolean().optional(), note: note.optional() });

/** `POST /admin/api/inbox/quote/:id/answer`: a price (rupees) and a message, mailed to the shopper. */
export const QuoteAnswerBody = z.strictObject({
  price: z.number().positive('Enter a price more than 0').max(10_000_000),
  message: note.default(''),
});

// ---------------------------------------------------------------------------------------- offers
/** Days an offer stays payable when the console does not say (until the end of that India day). */
export const QUOTE_OFFER_DAYS = 7;

const offerQuantity = z.number().int('Enter a whole number').min(1, 'Enter at least 1').max(1000);
const offerUnitPrice = rupees.min(0, 'Enter a price of 0 or more');

/** One line of an offer: a product (its sku for a variation), how many, at the unit price set (rupees). */
export const QuoteOfferLine = z.object({
  productId: id,
  sku: z.string().max(64),
  name: z.string(),
  quantity: offerQuantity,
  unitPrice: offerUnitPrice,
});
export type QuoteOfferLine = z.infer<typeof QuoteOfferLine>;

/** `POST /admin/api/inbox/quote/:id/offers`: the lines at their prices, delivery, the last day it is payable. */
export const QuoteOfferBody = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        productId: id,
        sku: z.string().trim().max(64).default(''),
        quantity: offerQuantity,
        unitPrice: offerUnitPrice,
      }),
    )
    .min(1, 'Add at least one line')
    .max(50),
  delivery: rupees.min(0, 'Enter a delivery charge of 0 or more').default(0),
  /** The last India day the offer can be paid (default: QUOTE_OFFER_DAYS from today). */
  validUntil: indiaDay.optional(),
  message: note.default(''),
});
export type QuoteOfferBody = z.input<typeof QuoteOfferBody>;

/** sent (payable), paid (its order is paid), expired (past its day, unpaid). */
export const QuoteOfferState = z.enum(['sent', 'paid', 'expired']);
export type QuoteOfferState = z.infer<typeof QuoteOfferState>;

export const QuoteOffer = z.object({
  id,
  quoteId: id,
  lines: z.array(QuoteOfferLine.extend({ lineTotal: z.number() })),
  delivery: z.number(),
  total: z.number(),
  message: z.string(),
  expiresAt: isoDate,
  state: QuoteOfferState,
  /** The order that paid it (or is paying it). */
  orderId: z.string().nullable(),
  createdAt: isoDate,
  staffEmail: z.string(),
});
export type QuoteOffer = z.infer<typeof QuoteOffer>;

/** `GET /admin/api/inbox/quote/:id/offers`: the quote's offers (newest first) and its lines as an offer starts. */
export const QuoteOffersResponse = z.object({
  data: z.array(QuoteOffer),
  /** The quote's lines at today's catalogue prices, to start an offer from. */
  draft: z.array(QuoteOfferLine),
});
export const QuoteOfferResponse = z.object({ data: QuoteOffer });
