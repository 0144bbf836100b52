import { z } from 'zod';
import { email, id, isoDate } from './fields';

/*
 * Wire schemas of the console's settings, its overview of what needs doing and the notifications outbox
 * (`/admin/api/settings`, `/admin/api/overview`, `/admin/api/notifications`).
 */

// ---------------------------------------------------------------------------------------- settings
/** `GET/PATCH /admin/api/settings`: where the merchant receives its notifications. */
export const AdminSettings = z.object({ storeName: z.string(), notifyEmail: z.string() });
export const AdminSettingsBody = z.strictObject({ notifyEmail: z.union([email, z.literal('')]) });

/** `GET /admin/api/overview`: what needs doing today. */
export const Overview = z.object({
  toConfirm: z.number().int(),
  toShip: z.number().int(),
  refundNeeded: z.number().int(),
  codDue: z.number().int(),
  inboxUnhandled: z.number().int(),
  admissionsReceived: z.number().int(),
  /** Notifications that failed their last attempt (the worker keeps trying) or gave up. */
  notificationsFailing: z.number().int(),
});

/** One stretch of the sales overview: orders that stand, what they sold for, the academy's fees. */
const SalesFigures = z.object({
  /** Shop orders placed that stand (paid, or placed to pay on delivery), not cancelled. */
  orders: z.number().int(),
  /** Their totals as charged (core's orderFigures), in rupees, before refunds. */
  sales: z.number(),
  /** Academy fees taken: 0 until the academy's fees are recorded (a slot kept for them). */
  fees: z.number(),
});

/**
 * `GET /admin/api/overview/sales` (orders.read): the last 30 India days (IST), oldest first, and the
 * sums of today, the last 7 days and the last 30 (today included).
 */
export const OverviewSales = z.object({
  /** Today's India date, `YYYY-MM-DD`. */
  today: z.string(),
  days: z.array(SalesFigures.extend({ day: z.string() })),
  periods: z.object({ today: SalesFigures, week: SalesFigures, month: SalesFigures }),
});
export type OverviewSales = z.infer<typeof OverviewSales>;

/** `GET /admin/api/notifications` (owner): the outbox, newest first. */
export const NotificationRow = z.object({
  id,
  template: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'dead']),
  attempts: z.number().int(),
  lastError: z.string(),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
});
