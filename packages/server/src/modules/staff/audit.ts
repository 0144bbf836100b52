import { and, asc, eq } from 'drizzle-orm';
import type { AuditEntry } from '@skatekit/console-contract';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { StaffContext } from './guard';

/** One write of the console, as the audit log keeps it. */
export interface AuditRecord {
  /** e.g. `order.ship`, `order.refund`, `staff.invite`. */
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends an audit row, in the transaction of the write it records (so a rolled-back write leaves no
 * row, and a committed one always has its row). `who` null is the system.
 */
export async function writeAudit(
  tx: Db | Tx,
  mainId: string,
  who: Pick<StaffContext, 'staffId' | 'email'> | null,
  record: AuditRecord,
): Promise<void> {
  await tx.insert(auditLog).values({
    main_id: mainId,
    staff_id: who?.staffId ?? null,
    staff_email: who?.email ?? '',
    action: record.action,
    entity: record.entity,
    entity_id: record.entityId,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** The audit rows of one record, oldest first. */
export async function auditOf(
  db: Db | Tx,
  mainId: string,
  entity: string,
  id: string,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.main_id, mainId), eq(auditLog.entity, entity), eq(auditLog.entity_id, id)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.map((r) => ({
    id: r.id,
    staffEmail: r.staff_email,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    before: r.before,
    after: r.after,
    createdAt: r.createdAt.toISOString(),
  }));
}
