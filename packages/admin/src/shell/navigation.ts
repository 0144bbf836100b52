import type { Permission } from '@skatekit/core/admin';

/** The console's sections; each shows only to roles with its permission. */
export const NAV_ITEMS: { to: string; label: string; permission?: Permission }[] = [
  { to: '/', label: 'Overview' },
  { to: '/orders', label: 'Orders', permission: 'orders.read' },
  { to: '/admissions', label: 'Admissions', permission: 'admissions.read' },
  { to: '/inbox', label: 'Inbox', permission: 'inbox.read' },
  { to: '/customers', label: 'Customers', permission: 'customers.read' },
  { to: '/staff', label: 'Staff', permission: 'staff.read' },
  { to: '/audit', label: 'Audit log', permission: 'audit.read' },
  { to: '/notifications', label: 'Notifications', permission: 'settings.update' },
  { to: '/settings', label: 'Settings', permission: 'settings.update' },
];
