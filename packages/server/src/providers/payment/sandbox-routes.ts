import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { SANDBOX_ORDER_PREFIX, type SandboxPaymentProvider } from './sandbox';
import { renderSandboxPage, safeCallbackUrl, type SandboxPageOrder } from './sandbox-page';

export interface SandboxRoutesOptions {
  provider: SandboxPaymentProvider;
  /** Finds the order a sandbox order id belongs to (amount, merchant name); null when unknown. */
  lookup(orderId: string): Promise<Omit<SandboxPageOrder, 'orderId'> | null>;
  /** Sets the page's own security headers (a CSP with this nonce, framing by the storefronts). */
  secureReply?(reply: FastifyReply, nonce: string): void;
}

/**
 * `GET /sandbox/checkout/{order_id}`: the local stand-in for Razorpay's checkout window.
 * Query: `callback_url` (http/https), `callback_method` (`get` default, or `post`).
 */
export const sandboxCheckoutRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (app, options) => {
  app.get<{ Params: { orderId: string }; Querystring: { callback_url?: string; callback_method?: string } }>(
    '/sandbox/checkout/:orderId',
    async (request, reply) => {
      const { orderId } = request.params;
      const order = orderId.startsWith(SANDBOX_ORDER_PREFIX) ? await options.lookup(orderId) : null;
      if (!order) return reply.code(404).send({ message: 'Order not found' });
      const nonce = randomBytes(16).toString('base64');
      options.secureReply?.(reply, nonce);
      const html = renderSandboxPage(
        { ...order, orderId },
        {
          callbackUrl: safeCallbackUrl(request.query.callback_url),
          callbackMethod: request.query.callback_method === 'post' ? 'post' : 'get',
        },
        options.provider.signPayment(orderId),
        nonce,
      );
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );
};
