import { z } from 'zod';
import { calendarDay } from './calendar-day';

/*
 * The fields every screen's schemas share, and the paging of every list. The index re-exports the
 * paging (AdminListQuery, page); the fields are the contract's own.
 */

/** A record id. */
export const id = z.string().min(1).max(64);
/** A date and time, ISO text. */
export const isoDate = z.string();
/** An e-mail address, trimmed and lower-cased. */
export const email = z.string().trim().toLowerCase().max(254).email('Enter a valid e-mail address');
/** Free text a person types in the console (notes, reasons), trimmed, at most 2,000 characters. */
export const note = z.string().trim().max(2_000);
/** An India date, `YYYY-MM-DD`. */
export const indiaDay = calendarDay('Enter a date');
/** An amount in rupees. */
export const rupees = z.number().finite().max(10_000_000);

// ---------------------------------------------------------------------------------------- paging
/** Query of every list: page (1-based), page size (at most 100), search text and sort. */
export const AdminListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().trim().max(200).optional(),
  /** `field` or `-field` (descending); each list says which fields it sorts by. */
  sort: z
    .string()
    .regex(/^-?[a-zA-Z_]{1,40}$/)
    .optional(),
});
export type AdminListQuery = z.infer<typeof AdminListQuery>;

/** A page of a list. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
