import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admissionsRoutes } from './admissions-routes';
import { customersRoutes } from './customers-routes';
import { inboxRoutes } from './inbox-routes';
import { ordersRoutes } from './orders-routes';
import { overviewRoutes } from './overview-routes';

/**
 * The merchant console's API under `/admin/api` (docs/admin-api.md): staff sign-in and sessions, and the
 * routes the console's screens call. Every route but sign-in runs `requireStaff(permission)` (guard.ts);
 * every write appends to the audit log in the transaction of the write (audit.ts).
 */
export const adminModule: FastifyPluginAsyncZod = async (app) => {
  // Cookies are read by the console's routes only, so the parser lives in this module's scope.
  await app.register(cookie);
  await app.register(ordersRoutes);
  await app.register(admissionsRoutes);
  await app.register(inboxRoutes);
  await app.register(customersRoutes);
  await app.register(overviewRoutes);
};
