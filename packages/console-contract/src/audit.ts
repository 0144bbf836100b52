import { z } from 'zod';
import { AdminListQuery, id, isoDate } from './fields';

/*
 * Wire schemas of the console's audit log (`GET /admin/api/audit`).
 */

// ---------------------------------------------------------------------------------------- audit
export const AuditEntry = z.object({
  id,
  staffEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = AdminListQuery.extend({
  entity: z.string().max(40).optional(),
  entityId: z.string().max(64).optional(),
});
