import { z } from 'zod';
import { AdminListQuery, id, isoDate, note, page } from './fields';

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
