import { z } from 'zod';
import { id, indiaDay, rupees } from './fields';

/*
 * Wire schemas of the console's coupons (`/admin/api/coupons`, docs/admin-api.md). The server validates
 * bodies and serialises answers with them; the console's forms use the same schemas, so a rule (percentage
 * 1-100, end not before start) is written once.
 */

// ---------------------------------------------------------------------------------------- coupons
/** A percentage off the order, or a flat rupee amount off. */
export const CouponKind = z.enum(['percentage', 'flat']);
export type CouponKind = z.infer<typeof CouponKind>;

/**
 * Codes are matched case-insensitively by the storefront (stored upper-case), so the console stores
 * them upper-case too: `summer10` and `SUMMER10` are one code.
 */
export const CouponCode = z
  .string()
  .trim()
  .min(1, 'Enter a code')
  .max(40, 'Use at most 40 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only')
  .transform((code) => code.toUpperCase());

/**
 * `POST /admin/api/coupons` and `PUT /admin/api/coupons/:id`. Dates are India dates, both inclusive:
 * a coupon starting and ending on 1 Oct works all that day.
 */
export const CouponBody = z
  .strictObject({
    code: CouponCode,
    kind: CouponKind,
    /** Percent (1-100) or rupees (more than 0), by `kind`. */
    amount: z.number({ error: 'Enter an amount' }).finite(),
    minOrder: rupees.min(0, 'Enter 0 or more').default(0),
    firstOrderOnly: z.boolean().default(false),
    onePerCustomer: z.boolean().default(false),
    /** Uses allowed in all; null: no limit. */
    maxUses: z.number().int('Enter a whole number').min(1, 'Allow at least 1 use').max(10_000_000).nullable(),
    startsOn: indiaDay.nullable(),
    endsOn: indiaDay.nullable(),
    active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'percentage' && !(body.amount >= 1 && body.amount <= 100))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A percentage is from 1 to 100' });
    if (body.kind === 'flat' && !(body.amount > 0))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount more than 0' });
    if (body.kind === 'flat' && body.amount > 10_000_000)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter at most ₹1,00,00,000' });
    if (body.startsOn && body.endsOn && body.endsOn < body.startsOn)
      ctx.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: 'The end date must not be before the start date',
      });
  });
export type CouponBody = z.infer<typeof CouponBody>;

/** Where a coupon stands now (core's couponStanding). */
export const CouponStanding = z.enum(['live', 'scheduled', 'ended', 'used-up', 'inactive']);
export type CouponStanding = z.infer<typeof CouponStanding>;

/** A coupon as the console shows it. */
export const AdminCoupon = z.object({
  id,
  code: z.string(),
  kind: CouponKind,
  amount: z.number(),
  minOrder: z.number(),
  firstOrderOnly: z.boolean(),
  onePerCustomer: z.boolean(),
  maxUses: z.number().int().nullable(),
  /** Uses so far (orders placed or paid with it, not given back by a cancel or a lapse). */
  used: z.number().int(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  active: z.boolean(),
  standing: CouponStanding,
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

/** `GET /admin/api/coupons`: search by code, filter by standing. */
export const CouponsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().trim().max(200).optional(),
  standing: CouponStanding.optional(),
});
export type CouponsQuery = z.infer<typeof CouponsQuery>;
