import type { Db, Tx } from '../../db/client';
import { brandOf, enqueue, merchantRecipient } from './outbox';
import { inboxToMerchant } from './templates';

/** A contact message, enquiry or quote request just stored: the merchant's mail, in the same transaction. */
export async function inboxArrived(
  tx: Db | Tx,
  message: {
    kind: 'lead' | 'enquiry' | 'quote';
    id: string;
    mainId: string;
    name: string;
    email: string;
    mobile: string;
    text: string;
  },
): Promise<void> {
  const brand = await brandOf(tx, message.mainId);
  await enqueue(tx, {
    mainId: message.mainId,
    template: `${message.kind}.new.merchant`,
    recipient: await merchantRecipient(tx, message.mainId),
    dedupeKey: `${message.kind}:${message.id}:merchant`,
    mail: inboxToMerchant(brand, message),
  });
}
