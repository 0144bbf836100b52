import { controlCharactersPlugin } from '../platform/control-characters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueFreshnessPlugin } from './catalogue/cache';
import { catalogueModule } from './catalogue/shop-routes';
import { deliveryModule } from './delivery/shop-routes';
import { healthModule } from './health/routes';
import { contentModule } from './content/shop-routes';
import { servicesPlugin } from '../services';
import { accountsModule } from './accounts/shop-routes';
import { devModule } from './dev/routes';
import { cartModule } from './cart/shop-routes';
import { couponFreshnessPlugin } from './coupons/cache';
import { couponsModule } from './coupons/shop-routes';
import { quotesModule } from './inbox/quotes-shop-routes';
import { reviewsModule } from './catalogue/reviews-shop-routes';
import { addressesModule } from './addresses/shop-routes';
import { ordersModule } from './orders/shop-routes';
import { admissionsModule } from './admissions/shop-routes';
import { academyModule } from './academy/shop-routes';
import { feeJobsModule } from './fees/fee-jobs-module';
import { feesModule } from './fees/shop-routes';
import { leadsModule } from './inbox/leads-shop-routes';
import { enquiriesModule } from './inbox/enquiries-shop-routes';
import { pushModule } from './notifications/push-tokens-routes';
import { consoleApiModule } from './console-api';
import { notificationsPlugin } from './notifications/worker';

/** One API module: a Fastify plugin registered at the root (its routes carry their full paths). */
export interface ApiModule {
  name: string;
  plugin: FastifyPluginAsyncZod;
}

/**
 * Every module of the API, registered in this order by buildApp. Adding a module is one line here;
 * see CONTRIBUTING.md for the shape of a module.
 */
export const modules: ApiModule[] = [
  { name: 'health', plugin: healthModule },
  // Root preValidation hook (fastify-plugin): control characters in any input are a 400.
  { name: 'control-characters', plugin: controlCharactersPlugin },
  // Shared accounts/money services (fastify-plugin: decorates the root), before every module that uses them.
  { name: 'services', plugin: servicesPlugin },
  // The notification outbox's worker (fastify-plugin: app.notifications; every write request pokes it).
  { name: 'notifications', plugin: notificationsPlugin },
  // Root onSend hook (fastify-plugin): a write call marks the cached catalogue reads for a re-check.
  { name: 'catalogue-freshness', plugin: catalogueFreshnessPlugin },
  // Root onSend hook (fastify-plugin): a console coupon write marks the cached coupons for a re-check.
  { name: 'coupon-freshness', plugin: couponFreshnessPlugin },
  { name: 'accounts', plugin: accountsModule },
  { name: 'cart', plugin: cartModule },
  { name: 'coupons', plugin: couponsModule },
  { name: 'quotes', plugin: quotesModule },
  { name: 'reviews', plugin: reviewsModule },
  { name: 'addresses', plugin: addressesModule },
  { name: 'orders', plugin: ordersModule },
  { name: 'admissions', plugin: admissionsModule },
  { name: 'academy', plugin: academyModule },
  { name: 'fees', plugin: feesModule },
  { name: 'fee-jobs', plugin: feeJobsModule },
  { name: 'leads', plugin: leadsModule },
  { name: 'enquiries', plugin: enquiriesModule },
  { name: 'push', plugin: pushModule },
  // The merchant console's API (/admin/api) and, when built, the console itself (/admin).
  { name: 'console', plugin: consoleApiModule },
  { name: 'dev', plugin: devModule },
  { name: 'catalogue', plugin: catalogueModule },
  { name: 'delivery', plugin: deliveryModule },
  { name: 'content', plugin: contentModule },
];
