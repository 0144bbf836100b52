import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { admissions } from '../../db/schema';
import type { AccessClaims } from '../../lib/tokens';

export type AdmissionRow = typeof admissions.$inferSelect;

/** The caller's admission: the one named, or their newest. Null when none (or not theirs). */
export async function findAdmission(
  db: Db,
  claims: AccessClaims,
  id?: string | null,
): Promise<AdmissionRow | null> {
  const mine = and(eq(admissions.main_id, claims.mainId), eq(admissions.user_id, claims.userId));
  const [row] = await db
    .select()
    .from(admissions)
    .where(id ? and(mine, eq(admissions.id, id)) : mine)
    .orderBy(desc(admissions.createdAt), desc(admissions.id))
    .limit(1);
  return row ?? null;
}

/** The admission of one of the caller's students (the newest, should there be more); null when none. */
export async function findStudentAdmission(
  db: Db | Tx,
  claims: AccessClaims,
  studentId: string,
): Promise<AdmissionRow | null> {
  const [row] = await db
    .select()
    .from(admissions)
    .where(
      and(
        eq(admissions.main_id, claims.mainId),
        eq(admissions.user_id, claims.userId),
        eq(admissions.student_id, studentId),
      ),
    )
    .orderBy(desc(admissions.createdAt), desc(admissions.id))
    .limit(1);
  return row ?? null;
}

export async function findAdmissionById(db: Db, id: string): Promise<AdmissionRow | null> {
  const [row] = await db.select().from(admissions).where(eq(admissions.id, id)).limit(1);
  return row ?? null;
}

export async function insertAdmission(
  db: Db | Tx,
  values: typeof admissions.$inferInsert,
): Promise<AdmissionRow> {
  const [row] = await db.insert(admissions).values(values).returning();
  return row;
}

export async function updateAdmission(
  db: Db | Tx,
  id: string,
  values: Partial<typeof admissions.$inferInsert>,
): Promise<AdmissionRow | null> {
  const [row] = await db.update(admissions).set(values).where(eq(admissions.id, id)).returning();
  return row ?? null;
}

/** A paid admission payment marks its admission Paid, with what was bought and for how much. */
export async function markAdmissionPaid(
  db: Db,
  paid: {
    admission_id: string | null;
    main_id: string;
    payment_id: string | null;
    cart_products: Record<string, unknown>[];
    amountafterdiscount: number;
  },
): Promise<void> {
  if (!paid.admission_id) return;
  await db
    .update(admissions)
    .set({
      status: 'Paid',
      payment_id: paid.payment_id,
      cart_products: paid.cart_products,
      amountafterdiscount: paid.amountafterdiscount,
    })
    .where(and(eq(admissions.id, paid.admission_id), eq(admissions.main_id, paid.main_id)));
}

/** The admission as the wire shows it (`rulesAgreed` '1' = agreed). */
export function toWireAdmission(row: AdmissionRow) {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    payment_id: row.payment_id ?? '',
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    fatherName: row.fatherName,
    motherName: row.motherName,
    email: row.email,
    mobile: row.mobile,
    dob: row.dob,
    gender: row.gender,
    center: row.center,
    address: row.address,
    pincode: row.pincode,
    school: row.school,
    aadhar: row.aadhar,
    rulesAgreed: row.rulesAgreed,
    cart_products: row.cart_products,
    amountafterdiscount: row.amountafterdiscount,
    user_id: row.user_id,
    user_name: row.user_name,
    main_id: row.main_id,
    student_id: row.student_id ?? '',
  };
}
