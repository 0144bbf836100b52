import type { Permission } from '@skatekit/console-contract';
import { ACADEMY_NAV } from '../routes/academy/routes';

/** The console's sections; each shows only to roles with its permission. */
export const NAV_ITEMS: { to: string; label: string; permission?: Permission }[] = [
  // The overview counts orders and money: a coach (no orders.read) starts on Attendance instead.
  { to: '/', label: 'Overview', permission: 'orders.read' },
  { to: '/orders', label: 'Orders', permission: 'orders.read' },
  { to: '/admissions', label: 'Admissions', permission: 'admissions.read' },
  { to: '/inbox', label: 'Inbox', permission: 'inbox.read' },
  { to: '/customers', label: 'Customers', permission: 'customers.read' },
  { to: '/reviews', label: 'Reviews', permission: 'reviews.moderate' },
  ...ACADEMY_NAV,
  { to: '/products', label: 'Products', permission: 'catalogue.read' },
  { to: '/stock', label: 'Stock', permission: 'catalogue.read' },
  { to: '/courses', label: 'Courses', permission: 'catalogue.read' },
  { to: '/import', label: 'Import / export', permission: 'catalogue.write' },
  { to: '/coupons', label: 'Coupons', permission: 'coupons.read' },
  { to: '/delivery', label: 'Delivery', permission: 'delivery.read' },
  { to: '/content', label: 'Content', permission: 'content.read' },
  { to: '/staff', label: 'Staff', permission: 'staff.read' },
  { to: '/exports', label: 'Exports', permission: 'exports.read' },
  { to: '/audit', label: 'Audit log', permission: 'audit.read' },
  { to: '/notifications', label: 'Notifications', permission: 'settings.update' },
  { to: '/settings', label: 'Settings', permission: 'settings.update' },
];
