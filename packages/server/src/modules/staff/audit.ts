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
