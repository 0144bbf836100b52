import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersRoutes } from './orders-routes';

/**
 * The merchant console's API under `/admin/api` (docs/admin-api.md): staff sign-in and sessions, and the
 * routes the console's screens call. Every route but sign-in runs `requireStaff(permission)` (guard.ts);
 * every write appends to the audit log in the transaction of the write (audit.ts).
 */
export const adminModule: FastifyPluginAsyncZod = async (app) => {
  // Cookies are read by the console's routes only, so the parser lives in this module's scope.
  await app.register(cookie);
  await app.register(ordersRoutes);
};
