import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;
export type DefaultKind = 'shipping' | 'billing';

const column = (kind: DefaultKind) => (kind === 'shipping' ? 'defaultaddressS' : 'defaultaddressB');

export function listAddresses(db: Db, mainId: string, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.main_id, mainId), eq(addresses.user_id, userId)))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
}

export async function findAddress(db: Db, id: string): Promise<AddressRow | null> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id)).limit(1);
  return row ?? null;
}

export async function insertAddress(db: Db, values: typeof addresses.$inferInsert): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(values).returning();
  return row;
}

export async function updateAddress(
  db: Db,
  id: string,
  values: Partial<typeof addresses.$inferInsert>,
): Promise<AddressRow | null> {
  const [row] = await db.update(addresses).set(values).where(eq(addresses.id, id)).returning();
  return row ?? null;
}

export async function deleteAddress(db: Db, id: string): Promise<void> {
  await db.delete(addresses).where(eq(addresses.id, id));
}

/** Clears the user's default of one kind. */
export async function resetDefault(db: Db, mainId: string, userId: string, kind: DefaultKind): Promise<void> {
  await db
    .update(addresses)
    .set({ [column(kind)]: false })
    .where(and(eq(addresses.main_id, mainId), eq(addresses.user_id, userId)));
}

/** Makes one address the default of a kind, clearing the previous one in the same transaction. */
export async function setDefault(db: Db, row: AddressRow, kind: DefaultKind): Promise<AddressRow | null> {
  return db.transaction(async (tx) => {
    await tx
      .update(addresses)
      .set({ [column(kind)]: false })
      .where(and(eq(addresses.main_id, row.main_id), eq(addresses.user_id, row.user_id)));
    const [updated] = await tx
      .update(addresses)
      .set({ [column(kind)]: true })
      .where(eq(addresses.id, row.id))
      .returning();
    return updated ?? null;
  });
}

/** The address as the wire shows it. */
export function toWireAddress(row: AddressRow) {
  return {
    id: row.id,
    location_user: row.location_user,
    new_address: row.new_address,
    city: row.city,
    area: row.area,
    pincode: row.pincode,
    defaultaddressS: row.defaultaddressS,
    defaultaddressB: row.defaultaddressB,
    latitude: row.latitude ?? undefined,
    longitude: row.longitude ?? undefined,
    user_id: row.user_id,
    user_name: row.user_name,
    number: row.number,
  };
}
