import { z } from 'zod';

/**
 * What a route's own schemas cannot tell the OpenAPI document: who may call it (a bearer check inside a
 * handler is invisible from outside), the refusals its handler can answer, request headers it reads,
 * and bodies or answers that are not JSON. Keyed `METHOD /path` as Fastify spells the path. Everything
 * else (params, query, body, the 2xx answers, the console's session, the rate limits) is read from the
 * route table itself, so a route added later is in the document without a line here.
 */
export interface RouteNote {
  /** `user`: `Authorization: Bearer <access token>` of the user the call is about (401, 403). */
  auth?: 'user';
  /** Refusals the handler answers besides the ones every route has (400, 503). */
  errors?: readonly number[];
  /** Request headers read by the handler. */
  headers?: readonly HeaderNote[];
  /** A request body the route reads raw (never validated by Fastify): described here only. */
  body?: z.ZodType;
  /** The 200 answer when it is not JSON. */
  produces?: { mediaType: string; description: string };
  /** The 200 answer when the route has no response schema. */
  response?: z.ZodType;
  /** One line for the document; defaults to the method and path. */
  summary?: string;
  /** Shown with the operation. */
  description?: string;
}

export interface HeaderNote {
  name: string;
  description: string;
  required: boolean;
  schema: z.ZodType;
}

/**
 * Routes that are not part of the API: the console's pages and files, and stored product images.
 * Listed in the document's description; a route missing here and from the document fails
 * test/openapi.test.ts.
 */
export const NOT_API: Record<string, string> = {
  '/admin': "the merchant console's page (HTML)",
  '/admin/*': "the merchant console's pages and files",
  '/uploads/*': 'stored images (static files)',
  '/media/:merchant/:id/:file': 'images uploaded in the console (files; `Content-Type` from their bytes)',
  '/dev/fcm/v1/projects/:project/messages::send':
    "development: the local fake of Google's FCM HTTP v1 send call (Google's protocol, not SkateKit's)",
  '/dev/fcm/messages': 'development: what the local FCM fake received',
  '/dev/fcm/faults': 'development: makes the local FCM fake answer errors',
  '/dev/whatsapp/:version/:phone/messages':
    "development: the local fake of Meta's WhatsApp Cloud API messages call (Meta's protocol, not SkateKit's)",
  '/dev/whatsapp/messages': 'development: what the local WhatsApp fake received (each with its pay `link`)',
  '/dev/maps/api/geocode/json':
    "development: the local fake of Google's Geocoding API (Google's protocol, not SkateKit's)",
  '*': 'CORS preflight (OPTIONS) on every path',
};

const IDEMPOTENCY_KEY: HeaderNote = {
  name: 'Idempotency-Key',
  description:
    'Extension: one order per key and caller; a repeat gets the same answer, a key still in use or reused with another body is a 409.',
  required: false,
  schema: z.string().min(1).max(255),
};

const USER = { auth: 'user' } as const;
/**
 * Creations: the caller's own order (401/403), stock and one-key-one-order conflicts (409), a key used
 * before for another body (422).
 */
const CREATION: RouteNote = { auth: 'user', errors: [404, 409, 422], headers: [IDEMPOTENCY_KEY] };

/** The notes, by `METHOD /path`. */
/** Razorpay's webhook request: the signature and event id headers, the event body, the answer. */
const RAZORPAY_WEBHOOK = {
  headers: [
    {
      name: 'X-Razorpay-Signature',
      description: 'HMAC-SHA256 (hex) of the raw body with the webhook secret.',
      required: true,
      schema: z.string().min(1),
    },
    {
      name: 'X-Razorpay-Event-Id',
      description: 'The event id: a redelivered event is acknowledged without acting twice.',
      required: false,
      schema: z.string(),
    },
  ],
  body: z.looseObject({ event: z.string(), payload: z.looseObject({}) }),
  response: z.object({ success: z.boolean(), message: z.string() }),
};

export const ROUTE_NOTES: Record<string, RouteNote> = {
  'POST /registeruser/api/google-login': { errors: [401, 404, 409] },
  'POST /loginuser': { errors: [401, 404] },
  'POST /grouped-product/review/:product_id': {
    auth: 'user',
    errors: [404],
    summary: "A signed-in shopper's review of a product, pending until staff approve it (deviation 54)",
  },
  'POST /registeruser/api/refresh-token': { errors: [401] },
  'POST /registeruser/api/signup': { errors: [404, 409] },
  'POST /registeruser/api/send-otp': { errors: [404, 409] },
  'POST /registeruser/api/resetsend-otp': { errors: [404, 409] },
  'POST /registeruser/api/verify-otp': { errors: [404] },
  'POST /registeruser/api/reset-password': { errors: [404, 409] },
  'GET /registeruser/single/:user_id': { ...USER, errors: [404] },
  'PUT /registeruser/api/user/:id': { ...USER, errors: [404] },

  'POST /cart': { ...USER, errors: [404, 409] },
  'GET /cart/:user_id': USER,
  'DELETE /cart/deleteall/:user_id': USER,
  'DELETE /cart/:sku': { ...USER, errors: [404] },
  'PATCH /cart/:sku': { ...USER, errors: [404, 409] },

  'GET /address/:user_id': USER,
  'POST /address': { ...USER, errors: [404] },
  'PUT /address/:id': { ...USER, errors: [404] },
  'DELETE /address/:id': { ...USER, errors: [404] },
  'PATCH /address/reset-default/:kind/:user_id': USER,
  'PATCH /address/:id': { ...USER, errors: [404] },

  'POST /payment': CREATION,
  'POST /payment/paydelivery': CREATION,
  'POST /admission-pay': CREATION,
  'POST /admission-pay/paydelivery': CREATION,
  'POST /payment/verify': { ...USER, errors: [404, 409] },
  'POST /payment/failed': { ...USER, errors: [404, 409] },
  'POST /admission-pay/verify': { ...USER, errors: [404, 409] },
  'POST /admission-pay/failed': { ...USER, errors: [404, 409] },
  'GET /payment/:user_id': USER,
  'GET /admission-pay/details/:user_id': USER,
  'GET /payment/order/:id': { ...USER, errors: [404] },
  'GET /admission-pay/single/:id': { ...USER, errors: [404] },
  'POST /payment/webhook/razorpay': {
    summary: "Razorpay's webhook (payment events, signed)",
    description:
      'The signature (`X-Razorpay-Signature`, HMAC-SHA256 of the raw body with the webhook secret) is checked before anything else; an unsigned or badly signed event is a 400.',
    ...RAZORPAY_WEBHOOK,
  },
  'GET /sandbox/checkout/:orderId': {
    summary: "The sandbox provider's checkout page (development)",
    produces: { mediaType: 'text/html', description: 'The checkout page.' },
    errors: [404],
  },

  // The academy (issue 37) and its fees (issue 38): the family's own students, places and payments.
  'GET /students/:user_id': USER,
  'POST /students': { ...USER, errors: [404] },
  'PUT /students/:id': { ...USER, errors: [404] },
  'POST /enrolments': { ...USER, errors: [404, 409] },
  'GET /enrolments/:user_id': USER,
  'POST /enrolments/:id/accept': { ...USER, errors: [404, 409] },
  'DELETE /enrolments/:id': { ...USER, errors: [404, 409] },
  'POST /trials': { ...USER, errors: [404, 409] },
  'GET /trials/:user_id': USER,
  'POST /makeups': { ...USER, errors: [404, 409] },
  'GET /attendance/:student_id': { ...USER, errors: [404] },
  'GET /progress/:student_id': { ...USER, errors: [404] },
  'GET /fees/:user_id': USER,
  'POST /fees/pay': { ...USER, errors: [404, 409] },
  'POST /fees/pay/verify': { ...USER, errors: [403, 404, 409] },
  // A reminder's signed pay link stands in for signing in: 403 not signed here / another invoice (410 once expired).
  'GET /fees/link': { errors: [403, 404, 409] },
  'POST /fees/link/pay': { errors: [403, 404, 409] },
  // A quote offer's signed link stands in for signing in (issue 39): 403 not signed here, 409 paid, 410 expired.
  'GET /quote-offers': { errors: [403, 409, 410] },
  'POST /quote-offers/pay': { errors: [403, 409, 410, 422], headers: [IDEMPOTENCY_KEY] },
  'POST /quote-offers/verify': { errors: [403, 409, 410] },
  // Fee auto-pay (issue 38): a parent's mandate per student; the provider's subscription webhook.
  'POST /fees/autopay': { ...USER, errors: [404, 409] },
  'GET /fees/autopay/:user_id': USER,
  'DELETE /fees/autopay/:id': { ...USER, errors: [404] },
  'POST /fees/autopay/webhook': {
    summary: "The payment provider's subscription webhook (auto-pay events, signed)",
    description:
      'Razorpay subscription events (`subscription.authenticated`, `.charged` with the payment, `.halted`, `.cancelled`, ...). The signature (`X-Razorpay-Signature`, HMAC-SHA256 of the raw body with the webhook secret) is checked before anything is told; a redelivered event (same `X-Razorpay-Event-Id`, or the same payment) changes nothing.',
    ...RAZORPAY_WEBHOOK,
  },
  'GET /sandbox/subscriptions/:id': {
    summary: "The sandbox provider's auto-pay authorisation page (development)",
    produces: { mediaType: 'text/html', description: 'The authorisation page.' },
    errors: [404],
  },
  'POST /sandbox/subscriptions/:id/authorise': {
    summary: 'Authorises a sandbox auto-pay mandate (development)',
    produces: { mediaType: 'text/html', description: 'The page saying it is authorised.' },
    errors: [404],
  },
  // Signed in, or with the pay link (`?token=`) of that payment's fees; 409 while not paid.
  'GET /fees/receipt/:payment_id': { errors: [401, 403, 404, 409] },
  'GET /payment/order/:id/credit-notes': { ...USER, errors: [404] },

  'GET /admission/single/:user_id': USER,
  'POST /admission': { ...USER, errors: [404] },
  'PUT /admission/:id': { ...USER, errors: [404] },
  'POST /firebase/register-token': { ...USER, errors: [404] },

  // Console academy writes that look records up by ids in their bodies (another store's are 404).
  'POST /admin/api/academy/attendance': { errors: [404, 409] },
  'POST /admin/api/academy/skills': { errors: [404, 409] },
  'POST /admin/api/academy/batches': { errors: [404, 409] },
  'POST /admin/api/academy/levels': { errors: [404, 409] },
  'POST /admin/api/academy/batches/:id/move': { errors: [404, 409] },
  // The Fees screen (issue 38): 409 another total than the fee priced now, or already paid; pauses 404 unknown.
  'POST /admin/api/fees/:id/payments': { errors: [404, 409] },
  // A batch's fee plan: 404 an unknown batch or another store's.
  'GET /admin/api/fee-plans/:id': { errors: [404] },
  'PUT /admin/api/fee-plans/:id': { errors: [404] },
  'GET /admin/api/academy/students/:id/pauses': { errors: [404] },
  'POST /admin/api/academy/students/:id/pauses': { errors: [404] },
  'POST /admin/api/academy/students/:id/pauses/:pauseId/end': { errors: [404, 409] },
  'POST /admin/api/auth/login': { errors: [401] },
  'POST /admin/api/auth/second-factor': { errors: [401] },
  'POST /admin/api/auth/accept-invite': { errors: [401, 404, 409] },
  'POST /admin/api/staff': { errors: [409] },
  'PATCH /admin/api/staff/:id': { errors: [404, 409] },
  'POST /admin/api/orders/:id/actions': { errors: [404, 409] },
  'POST /admin/api/orders/:id/collect-remainder': { errors: [404, 409] },
  'POST /admin/api/orders/:id/refunds': { errors: [404, 409] },
  'POST /admin/api/admissions/:id/review': { errors: [404, 409] },
  'PATCH /admin/api/inbox/:kind/:id': { errors: [404, 409] },
  'POST /admin/api/inbox/quote/:id/answer': { errors: [404, 409] },
  'GET /admin/api/inbox/quote/:id/offers': { errors: [404] },
  'POST /admin/api/inbox/quote/:id/offers': { errors: [404, 409] },
  'PATCH /admin/api/reviews/:id': { errors: [404] },
  'GET /admin/api/orders/:id': { errors: [404] },
  'GET /admin/api/admissions/:id': { errors: [404] },
  'GET /admin/api/customers/:id': { errors: [404] },

  'GET /dev/outbox/:email': { errors: [404] },
  'POST /admin/api/products': { errors: [409] },
  'PUT /admin/api/products/:id': { errors: [404, 409] },
  'GET /admin/api/products/:id': { errors: [404] },
  'POST /admin/api/stock/:id': { errors: [404, 409] },
  'POST /admin/api/courses': { errors: [409] },
  'PUT /admin/api/courses/:id': { errors: [404, 409] },
  'GET /admin/api/courses/:id': { errors: [404] },
  'POST /admin/api/coupons': { errors: [409] },
  'PUT /admin/api/coupons/:id': { errors: [404, 409] },
  'GET /admin/api/coupons/:id': { errors: [404] },
  'POST /admin/api/coupons/:id/end': { errors: [404] },
  'POST /admin/api/pincodes': { errors: [409] },
  'PUT /admin/api/pincodes/:id': { errors: [404, 409] },
  'GET /admin/api/pincodes/lookup/:pincode': { errors: [404, 503] },
  'PUT /admin/api/delivery-bands/:id': { errors: [404] },
  'DELETE /admin/api/delivery-bands/:id': { errors: [404] },
  'PUT /admin/api/free-delivery-bands/:id': { errors: [404] },
  'DELETE /admin/api/free-delivery-bands/:id': { errors: [404] },
  'DELETE /admin/api/images/:id': { errors: [404] },
  'PUT /admin/api/content/sliders/:id': { errors: [404] },
  'DELETE /admin/api/content/sliders/:id': { errors: [404] },
  'PUT /admin/api/content/marquees/:id': { errors: [404] },
  'DELETE /admin/api/content/marquees/:id': { errors: [404] },
  'PUT /admin/api/content/offers/:id': { errors: [404] },
  'DELETE /admin/api/content/offers/:id': { errors: [404] },
  'PUT /admin/api/content/categories/:id': { errors: [404] },
  'DELETE /admin/api/content/categories/:id': { errors: [404] },
  'PUT /admin/api/content/offices/:id': { errors: [404] },
  'DELETE /admin/api/content/offices/:id': { errors: [404] },
  'GET /admin/api/products/export.csv': {
    produces: { mediaType: 'text/csv', description: 'The products as CSV (docs/admin.md), streamed.' },
  },
  'GET /admin/api/exports/:kind.csv': {
    produces: {
      mediaType: 'text/csv',
      description: "The accountant's CSV (docs/admin.md, Exports), streamed.",
    },
    errors: [404],
  },
  'POST /dev/catalogue/scale/:store': { errors: [404, 409] },
  'PATCH /dev/orders/:id/status': { errors: [404, 409] },
};
