import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuthRoutes } from './auth-routes';
import { adminConsoleRoutes } from './console-routes';
import { adminStaffRoutes } from './staff-routes';
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
  // The console is served from this same origin: no storefront origin gets CORS headers for /admin,
  // so no other page can read a console answer (the CSRF token included) with the staff cookie.
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), cors: false } as typeof route.config;
  });
  await app.register(adminAuthRoutes);
  await app.register(adminStaffRoutes);
  await app.register(adminConsoleRoutes);
  await app.register(ordersRoutes);
  await app.register(admissionsRoutes);
  await app.register(inboxRoutes);
  await app.register(customersRoutes);
  await app.register(overviewRoutes);
};
