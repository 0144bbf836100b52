import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { requireMerchant } from '../../platform/merchant';
import { authenticate, requireUser } from '../../lib/auth';
import {
  addLine,
  BODY_LIMITS,
  type CartItem,
  CartAddResponse,
  CartItemBody,
  CartListResponse,
  CartMutationResponse,
  CartQuantityBody,
  fieldError,
  isActive,
  lineQuantityMax,
  type Product,
  type QuantityRefusal,
  quantityRefusal,
  resolveLine,
  SkateError,
  TEXTS,
  toLineView,
} from '../../platform/core';
import { cachedWireProducts, wireProducts } from '../catalogue/priced-products';
import {
  type CartLineRef,
  type CartLineRow,
  clearLines,
  deleteLine,
  listLines,
  setLineQuantity,
  upsertLine,
} from './repository';

/**
 * A quantity core's cart caps refuse: more than on hand is 409 `out-of-stock` with the engine's text;
 * more than MAX_LINE_QUANTITY is the body's own 400 ("quantity must be at most 1000").
 */
function refuseQuantity(refusal: QuantityRefusal, quantity: number): SkateError {
  if (refusal.reason === 'out-of-stock') {
    return new SkateError('http', refusal.message, { status: 409, reason: 'out-of-stock' });
  }
  return new SkateError(
    'validation',
    fieldError({
      code: 'too_big',
      origin: 'number',
      maximum: BODY_LIMITS.quantity,
      input: quantity,
      path: ['quantity'],
    }),
    { status: 400, reason: 'quantity-limit' },
  );
}

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
 * The shopper's cart as the wire answers it: each line priced from its product (core's line view, with
 * the units on hand); a line whose product or variation is gone stays listed, marked Inactive, so the
 * UI can drop it. `full` rows (a read) keep their stored fields for such a line.
 */
function cartAnswer(lines: readonly (CartLineRef | CartLineRow)[], products: readonly Product[]): CartItem[] {
  const catalogue = new Map(products.map((p) => [p.product_id, p]));
  return lines.map((row) => {
    const product = catalogue.get(row.product_id);
    if (!product || !resolveLine(product, row.product_sku)) {
      const stored = 'createdAt' in row ? toWireLine(row) : { ...row };
      return { ...stored, product_status: 'Inactive' } as CartItem;
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
}

/** The cart of some lines, their products from the per-version cache. */
async function cachedCartAnswer(db: Db, mainId: string, lines: readonly CartLineRef[]): Promise<CartItem[]> {
  return cartAnswer(
    lines,
    await cachedWireProducts(
      db,
      mainId,
      lines.map((l) => l.product_id),
    ),
  );
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
      const [product] = await cachedWireProducts(db, line.main_id, [line.product_id]);
      if (!product || !isActive(product) || !resolveLine(product, line.product_sku || product.sku)) {
        throw notFound(TEXTS.PRODUCT_UNAVAILABLE);
      }
      const view = toLineView(product, line.product_sku || product.sku, {
        mainId: line.main_id,
        user: { user_id: line.user_id, name: line.user_name },
        quantity: line.quantity,
      });
      const context = line.context ?? 'listing';
      // A new line beyond its caps is refused before any write.
      const alone = quantityRefusal(view, view.quantity);
      if (alone) throw refuseQuantity(alone, view.quantity);
      // Core's one cart policy decides, as it does for the guest cart: a listing refuses a sku (or a
      // product) already in the cart, the product page adds to its quantity within the line's caps.
      // One statement applies it and answers the lines before it (repository `upsertLine`).
      const { stock_left: _stock, ...stored } = view;
      const { before, written } = await upsertLine(
        db,
        { ...stored, typeofsimple: line.typeofsimple ?? '', user_name: line.user_name ?? '' },
        { context, cap: lineQuantityMax(view) },
      );
      const decided = addLine(before, { ...view, id: '' } as CartLineRef & { stock_left?: number }, {
        context,
      });
      if (!written) {
        if (decided.outcome === 'refused') {
          const same = before.find((l) => l.product_sku === view.product_sku);
          throw refuseQuantity(decided.refusal, (same?.quantity ?? 0) + view.quantity);
        }
        // The spec's clients expect a duplicate as a 2xx answer with isError set.
        const cart = await cachedCartAnswer(db, line.main_id, before);
        return { isError: true, msg: TEXTS.PRODUCT_ALREADY_IN_CART, reason: 'duplicate', cart };
      }
      const increased = before.some((l) => l.product_sku === written.product_sku);
      const after = increased
        ? before.map((l) => (l.product_sku === written.product_sku ? written : l))
        : [...before, written];
      return {
        isError: false,
        msg: TEXTS.PRODUCT_ADDED_TO_CART,
        outcome: increased ? ('increased' as const) : ('added' as const),
        cart: await cachedCartAnswer(db, line.main_id, after),
      };
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
      const data = cartAnswer(lines, products);
      return { data, isError: false };
    },
  );

  app.delete(
    '/cart/deleteall/:user_id',
    { schema: { params: UserIdParams, response: { 200: CartMutationResponse } } },
    async (request) => {
      const claims = await requireUser(request, request.params.user_id);
      await clearLines(db, claims.mainId, claims.userId);
      return { isError: false, msg: TEXTS.CART_CLEARED, cart: [] };
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
      const cart = await cachedCartAnswer(
        db,
        claims.mainId,
        await listLines(db, claims.mainId, claims.userId),
      );
      return { isError: false, msg: TEXTS.CART_ITEM_REMOVED, cart };
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
      const { quantity } = request.body;
      // Core's caps hold here as for an add: the units on hand of the line's product or variation.
      const lines = await listLines(db, claims.mainId, claims.userId);
      const row = lines.find((l) => l.product_sku === sku);
      if (!row) throw notFound(TEXTS.FAILED_UPDATE_QUANTITY);
      const [product] = await cachedWireProducts(db, claims.mainId, [row.product_id]);
      if (product && resolveLine(product, row.product_sku)) {
        const view = toLineView(product, row.product_sku, { mainId: claims.mainId, quantity });
        const refusal = quantityRefusal(view, quantity);
        if (refusal) throw refuseQuantity(refusal, quantity);
      }
      const changed = await setLineQuantity(db, claims.mainId, claims.userId, sku, quantity);
      if (changed === 0) throw notFound(TEXTS.FAILED_UPDATE_QUANTITY);
      const after = lines.map((l) => (l.product_sku === sku ? { ...l, quantity } : l));
      const cart = await cachedCartAnswer(db, claims.mainId, after);
      return { isError: false, msg: TEXTS.CART_QUANTITY_UPDATED, cart };
    },
  );
};
