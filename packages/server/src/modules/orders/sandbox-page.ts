import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { feePayments } from '../../db/schema';
import { allowFraming, sandboxPageCsp } from '../../platform/security-headers';
import { orderPaidOnline, toPaise } from '../../platform/core';
import { sandboxCheckoutRoutes } from '../../providers/payment';
import { merchantSettingsOf } from './pricing';
import { findByProviderOrder, PAYMENT_STATUS } from './repository';

/** Serves the sandbox provider's local checkout page for orders of this server, and for fee payments (issue 38). */
export const sandboxPageRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sandboxCheckoutRoutes, {
    provider: app.services.sandbox,
    // Opened in a frame of the storefront's page: framing by the storefronts only, its inline parts by nonce.
    secureReply: (reply, nonce) => allowFraming(reply, sandboxPageCsp(app.config, nonce)),
    async lookup(orderId) {
      const order = await findByProviderOrder(app.db, orderId);
      if (!order) {
        // Not an order: a payment of monthly fees opened with the sandbox (its order id has the sandbox's prefix).
        const [fees] = await app.db
          .select()
          .from(feePayments)
          .where(eq(feePayments.provider_order_id, orderId));
        if (!fees) return null;
        const settings = await merchantSettingsOf(app.db, fees.main_id);
        return {
          amountPaise: toPaise(fees.amount),
          currency: 'INR',
          companyName: settings.company_name || fees.main_id,
          companyColor: settings.company_color,
          paid: fees.status !== 'created',
        };
      }
      if (order.provider !== 'sandbox') return null;
      const settings = await merchantSettingsOf(app.db, order.main_id);
      return {
        amountPaise: toPaise(orderPaidOnline(order)),
        currency: order.currency,
        companyName: settings.company_name || order.main_id,
        companyColor: settings.company_color,
        paid: order.status === PAYMENT_STATUS.success,
      };
    },
  });
};
