/**
 * Roles of the merchant's staff in the console. A `coach` (issue 37) marks attendance and ticks skills for
 * their own batches and students only, and sees no money (no orders, refunds, payments or exports).
 */
export const STAFF_ROLES = ['owner', 'staff', 'coach'] as const;
/** One of STAFF_ROLES. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a console action needs. New roles are a new row of ROLE_PERMISSIONS. */
export const PERMISSIONS = [
  'orders.read',
  'orders.fulfil',
  'orders.collect',
  'orders.refund',
  'admissions.read',
  'admissions.review',
  'inbox.read',
  'inbox.handle',
  'customers.read',
  'staff.read',
  'staff.invite',
  'audit.read',
  'settings.update',
  'catalogue.read',
  'catalogue.write',
  'stock.update',
  'coupons.read',
  'coupons.manage',
  'delivery.read',
  'delivery.manage',
  'content.read',
  'content.manage',
  'images.upload',
  'exports.read',
  'academy.read',
  'academy.manage',
  'attendance.mark',
  'skills.tick',
  'fees.waive',
  'reviews.moderate',
] as const;
/** One of PERMISSIONS. */
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Owners may do everything; staff run the day but neither refund, invite, read the audit log nor change
 * settings or export. Staff upload images. Coupons, delivery terms and store content change what shoppers pay and see: staff read them,
 * owners change them.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  staff: [
    'orders.read',
    'orders.fulfil',
    'orders.collect',
    'admissions.read',
    'admissions.review',
    'inbox.read',
    'inbox.handle',
    'customers.read',
    'staff.read',
    'catalogue.read',
    'stock.update',
    'coupons.read',
    'delivery.read',
    'content.read',
    'images.upload',
    'academy.read',
    'academy.manage',
    'attendance.mark',
    'skills.tick',
    'reviews.moderate',
  ],
  coach: ['academy.read', 'attendance.mark', 'skills.tick'],
};

/**
 * Whether a role sees every batch and student of the store; a coach sees only the batches they coach and
 * the students in them (another coach's batch is a 403).
 * @example seesAllBatches('coach') // false
 */
export const seesAllBatches = (role: string): boolean => role === 'owner' || role === 'staff';

/**
 * Whether a role may do something.
 * @example can('staff', 'orders.refund') // false
 */
export function can(role: string, permission: Permission): boolean {
  return (ROLE_PERMISSIONS[role as StaffRole] ?? []).includes(permission);
}
