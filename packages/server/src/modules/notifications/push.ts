import { createHash } from 'node:crypto';
import type { AdmissionDecision } from '@skatekit/console-contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type orders, outbox, pushTokens } from '../../db/schema';
import { orderNumber, ROUTES, trackRoute } from '../../platform/core';
import { brandOf, countQueued } from './outbox';

/*
 * Pushes to a customer's devices, queued in the outbox (channel `push`) in the transaction of the
 * change they tell of, one row per registered device token: the worker sends each through the push
 * sender, retries it like a mail, and prunes a token FCM calls dead. Every push carries `route`, the
 * storefront page the tap opens (the app posts it back to the page as an `openRoute` bridge message;
 * the website's service worker opens it).
 */

/** One push for every device of a customer. */
export interface CustomerPush {
  mainId: string;
  userId: string;
  template: string;
  title: string;
  body: string;
  /** FCM data: string values; `route` is the page the tap opens. */
  data: Record<string, string> & { route: string };
  /** One push per key and device, ever. */
  dedupeKey: string;
}

/** A short, fixed-length stand-in for a device token in a dedupe key (tokens run to 4 kB). */
const tokenKey = (token: string) => createHash('sha256').update(token).digest('base64url').slice(0, 22);

/** Queues the push for each device the customer registered with this merchant; answers how many were queued. */
export async function enqueueCustomerPush(tx: Db | Tx, push: CustomerPush): Promise<number> {
  const devices = await tx
    .select({ token: pushTokens.device_token })
    .from(pushTokens)
    .where(and(eq(pushTokens.main_id, push.mainId), eq(pushTokens.user_id, push.userId)));
  if (devices.length === 0) return 0;
  const rows = await tx
    .insert(outbox)
    .values(
      devices.map((device) => ({
        main_id: push.mainId,
        channel: 'push' as const,
        template: push.template,
        recipient: device.token,
        subject: push.title,
        text: push.body,
        data: push.data,
        dedupe_key: `${push.dedupeKey}:${tokenKey(device.token)}`,
      })),
    )
    .onConflictDoNothing({ target: outbox.dedupe_key })
    .returning({ id: outbox.id });
  if (rows.length > 0) countQueued();
  return rows.length;
}

/** A fulfilment step of core's ORDER_FLOW as the shopper's push says it. */
const STEP_TEXT = {
  confirm: 'is confirmed',
  pack: 'is packed',
  ship: 'has shipped',
  'out-for-delivery': 'is out for delivery',
  deliver: 'was delivered',
  cancel: 'was cancelled',
} as const;

export type PushStep = keyof typeof STEP_TEXT;

/** The shopper's push for an order's status change; the tap opens the order's page (`/track/{id}`). */
export async function orderStepPushed(
  tx: Db | Tx,
  order: typeof orders.$inferSelect,
  step: PushStep,
): Promise<number> {
  const brand = await brandOf(tx, order.main_id);
  return enqueueCustomerPush(tx, {
    mainId: order.main_id,
    userId: order.user_id,
    template: `order.${step}.push`,
    title: brand.name,
    body: `Order #${orderNumber(order)} ${STEP_TEXT[step]}.`,
    data: { kind: 'order', orderId: order.id, status: order.orderStatus, route: trackRoute(order.id) },
    dedupeKey: `order:${order.id}:${step}:push`,
  });
}

/** The applicant's push for an admission decision; the tap opens My Account. */
export async function admissionDecisionPushed(
  tx: Db | Tx,
  admission: { id: string; main_id: string; user_id: string; name: string },
  decision: AdmissionDecision,
): Promise<number> {
  const brand = await brandOf(tx, admission.main_id);
  return enqueueCustomerPush(tx, {
    mainId: admission.main_id,
    userId: admission.user_id,
    template: `admission.${decision}.push`,
    title: brand.name,
    body:
      decision === 'confirmed'
        ? `The admission of ${admission.name} is confirmed.`
        : `The admission of ${admission.name} was not accepted.`,
    data: { kind: 'admission', admissionId: admission.id, status: decision, route: ROUTES.myAccount },
    dedupeKey: `admission:${admission.id}:${decision}:push`,
  });
}
