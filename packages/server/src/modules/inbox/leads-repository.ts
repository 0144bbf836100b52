import type { Db } from '../../db/client';
import { enquiries, leads } from '../../db/schema';
import { inboxArrived } from '../notifications/inbox-mail';

/** Stores a contact message and queues the merchant's mail with it (one transaction). */
export async function insertLead(db: Db, values: typeof leads.$inferInsert): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(leads).values(values).returning();
    await inboxArrived(tx, {
      kind: 'lead',
      id: row.id,
      mainId: row.main_id,
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      text: row.remark,
    });
  });
}

/** Stores an enquiry and queues the merchant's mail with it (one transaction). */
export async function insertEnquiry(db: Db, values: typeof enquiries.$inferInsert): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(enquiries).values(values).returning();
    const about = [
      row.remark,
      row.parent_name && `Parent: ${row.parent_name}`,
      row.school && `School: ${row.school}`,
      row.age && `Age: ${row.age}`,
    ]
      .filter(Boolean)
      .join('\n');
    await inboxArrived(tx, {
      kind: 'enquiry',
      id: row.id,
      mainId: row.main_id,
      name: row.name,
      email: row.email,
      mobile: row.mobile,
      text: about,
    });
  });
}
