import type { Db } from '../../db/client';
import { quotes } from '../../db/schema';
import { inboxArrived } from '../notifications/inbox-mail';

/** Stores one quote request and queues the merchant's mail with it (one transaction). */
export async function insertQuote(db: Db, values: typeof quotes.$inferInsert): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(quotes).values(values).returning();
    const lines = row.cart_products.map(
      (l) => `${String(l.quantity ?? 1)} × ${String(l.product_name ?? l.product_id ?? '')}`,
    );
    await inboxArrived(tx, {
      kind: 'quote',
      id: row.id,
      mainId: row.main_id,
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      text: [row.description, ...lines].filter(Boolean).join('\n'),
    });
  });
}
