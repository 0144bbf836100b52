/** Roles of the merchant's staff in the console. */
export const STAFF_ROLES = ['owner', 'staff'] as const;
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
  ],
};

/**
 * Whether a role may do something.
 * @example can('staff', 'orders.refund') // false
 */
export function can(role: string, permission: Permission): boolean {
  return (ROLE_PERMISSIONS[role as StaffRole] ?? []).includes(permission);
}
