import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../../platform/errors';
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
 * Query: `callback_url` (http/https), `callback_method` (`get` default, or `post`), `upi_intent=1`
 * (inside the wrapper apps: a "Pay with a UPI app" `upi://` link handed to the storefront).
 */
export const sandboxCheckoutRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (app, options) => {
  app.get<{
    Params: { orderId: string };
    Querystring: { callback_url?: string; callback_method?: string; upi_intent?: string };
  }>(
    '/sandbox/checkout/:orderId',
    {
      schema: {
        params: z.object({ orderId: z.string().min(1).max(200) }),
        querystring: z.object({
          callback_url: z.string().max(2_000).optional().describe('Where the result goes (http or https)'),
          callback_method: z
            .string()
            .max(10)
            .optional()
            .describe('`post` to post the result back; anything else gets it'),
          upi_intent: z.string().max(10).optional().describe('`1`: offer a `upi://` link (inside the apps)'),
        }),
      },
    },
    async (request, reply) => {
      const { orderId } = request.params;
      const order = orderId.startsWith(SANDBOX_ORDER_PREFIX) ? await options.lookup(orderId) : null;
      if (!order) return reply.code(404).send(errorBody('Order not found'));
      const nonce = randomBytes(16).toString('base64');
      options.secureReply?.(reply, nonce);
      const html = renderSandboxPage(
        { ...order, orderId },
        {
          callbackUrl: safeCallbackUrl(request.query.callback_url),
          callbackMethod: request.query.callback_method === 'post' ? 'post' : 'get',
          upiIntent: request.query.upi_intent === '1',
        },
        options.provider.signPayment(orderId),
        nonce,
      );
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );
};
