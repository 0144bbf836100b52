import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuthRoutes } from './auth-routes';
import { adminConsoleRoutes } from './console-routes';
import { adminStaffRoutes } from './staff-routes';
import { exportsRoutes } from './exports-routes';
import { imagesRoutes } from './images-routes';
import { imagesServeRoutes } from './images-serve';
import { admissionsRoutes } from './admissions-routes';
import { customersRoutes } from './customers-routes';
import { inboxRoutes } from './inbox-routes';
import { ordersRoutes } from './orders-routes';
import { overviewRoutes } from './overview-routes';
import { productsRoutes } from './products-routes';
import { productsCsvRoutes } from './products-csv-routes';
import { stockRoutes } from './stock-routes';
import { coursesRoutes } from './courses-routes';
import { couponsRoutes } from './coupons-routes';
import { deliveryRoutes } from './delivery-routes';
import { deliverySettingsRoutes } from './delivery-settings-routes';
import { contentRoutes } from './content-routes';
import { contentStoreRoutes } from './content-store-routes';

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
  await app.register(productsRoutes);
  await app.register(productsCsvRoutes);
  await app.register(stockRoutes);
  await app.register(coursesRoutes);
  await app.register(couponsRoutes);
  await app.register(deliveryRoutes);
  await app.register(deliverySettingsRoutes);
  await app.register(contentStoreRoutes);
  await app.register(contentRoutes);
  await app.register(imagesRoutes);
  await app.register(exportsRoutes);
  // The uploaded images themselves, public at /media/... (the storefront shows them).
  await app.register(imagesServeRoutes);
};
