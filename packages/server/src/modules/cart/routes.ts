import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/errors';
import { requireMerchant } from '../../http/merchant';
import { authenticate, requireUser } from '../../lib/auth';
import {
  addLine,
  BODY_LIMITS,
  CartAddResponse,
  CartItemBody,
  CartListResponse,
  CartMutationResponse,
  CartQuantityBody,
  fieldError,
  isActive,
  resolveLine,
  TEXTS,
  toLineView,
} from '../../lib/core';
import { wireProducts } from '../orders/pricing';
import {
  type CartLineRow,
  clearLines,
  deleteLine,
  insertLine,
  listLines,
  setLineQuantity,
} from './repository';

const UserIdParams = z.object({ user_id: z.string().min(1).max(64) });
const SkuParams = z.object({ sku: z.string().min(1).max(200) });

/** A stored line as the wire's CartItem. */
function toWireLine(row: CartLineRow) {
  return {
    id: row.id,
    product_id: row.product_id,
    product_sku: row.product_sku,
    product_name: row.product_name,
    product_price: row.product_price,
    product_saleprice: row.product_saleprice,
    product_stockstatus: row.product_stockstatus,
    product_status: row.product_status,
    product_image: row.product_image,
    product_gallery: row.product_gallery,
    description: row.description,
    short_description: row.short_description,
    category: row.category,
    product_type: row.product_type,
    variation_attributes: row.variation_attributes,
    typeofsimple: row.typeofsimple,
    user_id: row.user_id,
    user_name: row.user_name,
    delivery_days: row.delivery_days ?? 0,
    main_id: row.main_id,
    quantity: row.quantity,
    course: row.course,
  };
}

/**
 * The signed-in user's server cart. Lines are priced from the catalogue when added and re-priced
 * on every read; the prices a client posts are ignored.
 */
export const cartModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/cart',
    { schema: { body: CartItemBody, response: { 200: CartAddResponse } } },
    async (request) => {
      const line = request.body;
      await requireUser(request, line.user_id, line.main_id);
      await requireMerchant(db, line.main_id);
      const [product] = await wireProducts(db, line.main_id, [line.product_id]);
      if (!product || !isActive(product) || !resolveLine(product, line.product_sku || product.sku)) {
        throw notFound(TEXTS.PRODUCT_UNAVAILABLE);
      }
      const view = toLineView(product, line.product_sku || product.sku, {
        mainId: line.main_id,
        user: { user_id: line.user_id, name: line.user_name },
        quantity: line.quantity,
      });
      // Core's one cart policy decides, as it does for the guest cart: a listing refuses a sku already
      // in the cart, the product page adds to its quantity.
      const ref = (l: { product_id: string; product_sku: string; quantity: number }) => ({
        product_id: l.product_id,
        product_sku: l.product_sku,
        quantity: l.quantity,
      });
      const existing = (await listLines(db, line.main_id, line.user_id)).map(ref);
      const { lines, outcome } = addLine(existing, ref(view), { context: line.context ?? 'listing' });
      if (outcome === 'duplicate') {
        // The spec's clients expect a duplicate as a 2xx answer with isError set.
        return { isError: true, msg: TEXTS.PRODUCT_ALREADY_IN_CART, reason: 'duplicate' };
      }
      if (outcome === 'increased') {
        const raised = lines.find((l) => l.product_sku === view.product_sku)?.quantity ?? 1;
        // The per-line cap of the body holds for the line the adds build up, too.
        if (raised > BODY_LIMITS.quantity) {
          throw badRequest(
            fieldError({
              code: 'too_big',
              origin: 'number',
              maximum: BODY_LIMITS.quantity,
              input: raised,
              path: ['quantity'],
            }),
          );
        }
        await setLineQuantity(db, line.main_id, line.user_id, view.product_sku, raised);
        return { isError: false, msg: TEXTS.PRODUCT_ADDED_TO_CART };
      }
      const added = await insertLine(db, {
        ...view,
        typeofsimple: line.typeofsimple ?? '',
        user_name: line.user_name ?? '',
      });
      if (!added) return { isError: true, msg: TEXTS.PRODUCT_ALREADY_IN_CART, reason: 'duplicate' };
      return { isError: false, msg: TEXTS.PRODUCT_ADDED_TO_CART };
    },
  );

  app.get(
    '/cart/:user_id',
    { schema: { params: UserIdParams, response: { 200: CartListResponse } } },
    async (request) => {
      const claims = await requireUser(request, request.params.user_id);
      const lines = await listLines(db, claims.mainId, claims.userId);
      const products = await wireProducts(
        db,
        claims.mainId,
        lines.map((l) => l.product_id),
      );
      const catalogue = new Map(products.map((p) => [p.product_id, p]));
      const data = lines.map((row) => {
        const product = catalogue.get(row.product_id);
        // A product gone from the catalogue (or its variation) stays listed, marked inactive, so the UI can drop it.
        if (!product || !resolveLine(product, row.product_sku)) {
          return { ...toWireLine(row), product_status: 'Inactive' };
        }
        const view = toLineView(product, row.product_sku, { mainId: row.main_id, quantity: row.quantity });
        return {
          ...view,
          id: row.id,
          user_id: row.user_id,
          user_name: row.user_name,
          typeofsimple: row.typeofsimple,
        };
      });
      return { data, isError: false };
    },
  );

  app.delete(
    '/cart/deleteall/:user_id',
    { schema: { params: UserIdParams, response: { 200: CartMutationResponse } } },
    async (request) => {
      const claims = await requireUser(request, request.params.user_id);
      await clearLines(db, claims.mainId, claims.userId);
      return { isError: false, msg: TEXTS.CART_CLEARED };
    },
  );

  app.delete(
    '/cart/:sku',
    { schema: { params: SkuParams, response: { 200: CartMutationResponse } } },
    async (request) => {
      // Only the caller's own line with that sku: the path names no user, the token does.
      const claims = await authenticate(request);
      const removed = await deleteLine(db, claims.mainId, claims.userId, request.params.sku);
      if (removed === 0) throw notFound(TEXTS.FAILED_REMOVE_PRODUCT);
      return { isError: false, msg: TEXTS.CART_ITEM_REMOVED };
    },
  );

  // Extension: the spec has no quantity call, so its clients keep a server line's quantity on the page.
  app.patch(
    '/cart/:sku',
    {
      schema: { params: SkuParams, body: CartQuantityBody, response: { 200: CartMutationResponse } },
    },
    async (request) => {
      // As DELETE /cart/{sku}: only the caller's own line, the token names the user.
      const claims = await authenticate(request);
      const { sku } = request.params;
      const changed = await setLineQuantity(db, claims.mainId, claims.userId, sku, request.body.quantity);
      if (changed === 0) throw notFound(TEXTS.FAILED_UPDATE_QUANTITY);
      return { isError: false, msg: TEXTS.CART_QUANTITY_UPDATED };
    },
  );
};
