import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuthRoutes } from './staff/auth-routes';
import { adminConsoleRoutes } from './staff/console-app';
import { adminStaffRoutes } from './staff/console-routes';
import { exportsRoutes } from './exports/console-routes';
import { imagesRoutes } from './catalogue/images-console-routes';
import { imagesServeRoutes } from './catalogue/images-serve';
import { admissionsRoutes } from './admissions/console-routes';
import { customersRoutes } from './accounts/console-routes';
import { inboxRoutes } from './inbox/console-routes';
import { ordersRoutes } from './orders/console-routes';
import { notesRoutes } from './notes/console-routes';
import { overviewRoutes } from './overview/console-routes';
import { productsRoutes } from './catalogue/products-console-routes';
import { productsCsvRoutes } from './catalogue/products-csv-console-routes';
import { stockRoutes } from './catalogue/stock-console-routes';
import { coursesRoutes } from './catalogue/courses-console-routes';
import { couponsRoutes } from './coupons/console-routes';
import { deliveryRoutes } from './delivery/console-routes';
import { deliverySettingsRoutes } from './delivery/settings-console-routes';
import { contentRoutes } from './content/console-routes';
import { contentStoreRoutes } from './content/store-console-routes';
import { academyConsoleRoutes } from './academy/console-routes';
import { attendanceConsoleRoutes } from './academy/attendance-console-routes';
import { feesConsoleRoutes } from './fees/console-routes';
import { feePlanConsoleRoutes } from './fees/plan-console-routes';
import { feesDeskConsoleRoutes } from './fees/desk-console-routes';
import { reviewsConsoleRoutes } from './catalogue/reviews-console-routes';

/**
 * The merchant console's API under `/admin/api` (docs/admin-api.md): staff sign-in and sessions, and the
 * routes the console's screens call. Every route but sign-in runs `requireStaff(permission)` (guard.ts);
 * every write appends to the audit log in the transaction of the write (audit.ts).
 */
export const consoleApiModule: FastifyPluginAsyncZod = async (app) => {
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
  await app.register(notesRoutes);
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
  await app.register(academyConsoleRoutes);
  await app.register(attendanceConsoleRoutes);
  await app.register(feesConsoleRoutes);
  await app.register(feePlanConsoleRoutes);
  await app.register(feesDeskConsoleRoutes);
  await app.register(reviewsConsoleRoutes);
  // The uploaded images themselves, public at /media/... (the storefront shows them).
  await app.register(imagesServeRoutes);
};
