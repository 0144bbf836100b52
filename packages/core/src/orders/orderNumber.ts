import { toText } from '../format/coerce';

/**
 * The order number a customer reads and quotes: the last 8 letters and digits of the order's receipt
 * (its random part), upper-cased, without the provider prefix, e.g. "rcpt_mwtv3k2a9f1c77e0" -> "9F1C77E0".
 * The full receipt stays what the server looks orders up by.
 * @example orderNumber({ receipt_id: 'rcpt_mwtv3k2a9f1c77e0' }) // "9F1C77E0"
 */
export function orderNumber(order: { receipt_id?: unknown; order_id?: unknown; id?: unknown }): string {
  const raw = toText(order.receipt_id) || toText(order.order_id) || toText(order.id);
  const plain = raw.replace(/^[A-Za-z]+_/, '').replace(/[^A-Za-z0-9]/g, '');
  return plain.slice(-8).toUpperCase();
}
