import type { Db } from '../../db/client';
import { enquiries, leads } from '../../db/schema';

export async function insertLead(db: Db, values: typeof leads.$inferInsert): Promise<void> {
  await db.insert(leads).values(values);
}

export async function insertEnquiry(db: Db, values: typeof enquiries.$inferInsert): Promise<void> {
  await db.insert(enquiries).values(values);
}
