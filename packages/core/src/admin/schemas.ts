import { z } from 'zod';
import { ADMISSION_REVIEW_STATES } from '../admission/lifecycle';
import { ORDER_STATUSES } from '../orders/lifecycle';
import { ORDER_ACTIONS, PAYMENT_STANDINGS, type PaymentStanding } from './orderFlow';
import { PERMISSIONS, STAFF_ROLES } from './permissions';

/*
 * Wire schemas of the merchant console's API (`/admin/api/...`, docs/admin-api.md). The server
 * validates requests and serialises answers with them; the console parses with the same.
 * Dates travel as ISO text. Errors use the API's envelope `{ success: false, isError: true, message, msg, reason? }`.
 */

const id = z.string().min(1).max(64);
const isoDate = z.string();
const email = z.string().trim().toLowerCase().max(254).email('Enter a valid e-mail address');
/** Free text a person types in the console (notes, reasons), trimmed, at most 2,000 characters. */
const note = z.string().trim().max(2_000);

// ---------------------------------------------------------------------------------------- paging
/** Query of every list: page (1-based), page size (at most 100), search text and sort. */
export const AdminListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().trim().max(200).optional(),
  /** `field` or `-field` (descending); each list says which fields it sorts by. */
  sort: z
    .string()
    .regex(/^-?[a-zA-Z_]{1,40}$/)
    .optional(),
});
export type AdminListQuery = z.infer<typeof AdminListQuery>;

/** A page of a list. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

// ---------------------------------------------------------------------------------------- session
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export const PermissionSchema = z.enum(PERMISSIONS);

/** A member of staff as the console shows them. */
export const StaffMember = z.object({
  id,
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  status: z.enum(['invited', 'active', 'disabled']),
  lastSignInAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type StaffMember = z.infer<typeof StaffMember>;

/** `GET /admin/api/session`: who is signed in, for which store, what they may do, and the CSRF token. */
export const SessionResponse = z.object({
  staff: StaffMember,
  permissions: z.array(PermissionSchema),
  merchant: z.object({ code: z.string(), name: z.string() }),
  /** Send as `x-csrf-token` on every write. */
  csrfToken: z.string(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

/** `POST /admin/api/auth/login`. */
export const LoginBody = z.strictObject({
  merchant: z.string().trim().min(1, 'Enter your store code').max(40),
  email,
  password: z.string().min(1, 'Enter your password').max(200),
});
export type LoginBody = z.infer<typeof LoginBody>;

/**
 * Answer of login and of the second factor: signed in (the session cookie is set; the body is the
 * session), or a code was mailed and `challengeId` must come back with it.
 */
export const LoginResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed-in'), session: SessionResponse }),
  z.object({ status: z.literal('second-factor'), challengeId: id, sentTo: z.string() }),
]);
export type LoginResponse = z.infer<typeof LoginResponse>;

/** `POST /admin/api/auth/second-factor`: the 6-digit code mailed to the owner. */
export const SecondFactorBody = z.strictObject({
  challengeId: id,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type SecondFactorBody = z.infer<typeof SecondFactorBody>;

/** `POST /admin/api/auth/accept-invite`: the invitee sets name and password (at least 10 characters). */
export const AcceptInviteBody = z.strictObject({
  token: z.string().min(20).max(200),
  name: z.string().trim().min(1, 'Enter your name').max(120),
  password: z.string().min(10, 'Use at least 10 characters').max(200),
});
export type AcceptInviteBody = z.infer<typeof AcceptInviteBody>;

/** `POST /admin/api/staff` (owner): invite by e-mail. */
export const InviteBody = z.strictObject({
  email,
  name: z.string().trim().max(120).default(''),
  role: StaffRoleSchema.default('staff'),
});
export type InviteBody = z.infer<typeof InviteBody>;

/** `PATCH /admin/api/staff/:id` (owner): change a role, or disable / re-enable someone. */
export const StaffUpdateBody = z.strictObject({
  role: StaffRoleSchema.optional(),
  status: z.enum(['active', 'disabled']).optional(),
});
export type StaffUpdateBody = z.infer<typeof StaffUpdateBody>;

// ---------------------------------------------------------------------------------------- audit
export const AuditEntry = z.object({
  id,
  staffEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = AdminListQuery.extend({
  entity: z.string().max(40).optional(),
  entityId: z.string().max(64).optional(),
});

// ---------------------------------------------------------------------------------------- orders
export const PaymentStandingEnum = z.enum(Object.keys(PAYMENT_STANDINGS) as PaymentStanding[]);
export const OrderStatusEnum = z.enum(ORDER_STATUSES);

/**
 * `GET /admin/api/orders`: filters by status, pay method, payment standing, date (from/to, India
 * dates `YYYY-MM-DD`, inclusive) and a search by order number, name, phone or e-mail. Sorts by
 * `createdAt` (default newest first) or `total`.
 */
export const OrdersQuery = AdminListQuery.extend({
  status: OrderStatusEnum.optional(),
  payMode: z.enum(['Pay now', 'Pay on delivery']).optional(),
  payment: PaymentStandingEnum.optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type OrdersQuery = z.infer<typeof OrdersQuery>;

/** One row of the orders inbox. */
export const OrderSummary = z.object({
  id,
  /** What the customer reads and quotes (core's orderNumber). */
  number: z.string(),
  createdAt: isoDate,
  customerName: z.string(),
  email: z.string(),
  mobile: z.string(),
  payMode: z.string(),
  /** Payment status as stored: Pending | Success | Failed | Refund needed. */
  paymentStatus: z.string(),
  payment: PaymentStandingEnum,
  orderStatus: z.string(),
  total: z.number(),
  items: z.number().int(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrdersResponse = page(OrderSummary).extend({
  /** Counts over the merchant's shop orders (not just this page), for the filter chips. */
  counts: z.object({
    byStatus: z.record(z.string(), z.number().int()),
    refundNeeded: z.number().int(),
    codDue: z.number().int(),
    unpaid: z.number().int(),
  }),
});
export type OrdersResponse = z.infer<typeof OrdersResponse>;

export const OrderEvent = z.object({
  id,
  kind: z.string(),
  status: z.string(),
  note: z.string(),
  staffEmail: z.string(),
  createdAt: isoDate,
});
export type OrderEvent = z.infer<typeof OrderEvent>;

export const Refund = z.object({
  id,
  amount: z.number(),
  reason: z.string(),
  status: z.enum(['pending', 'processed', 'failed']),
  providerRefundId: z.string().nullable(),
  staffEmail: z.string(),
  createdAt: isoDate,
});
export type Refund = z.infer<typeof Refund>;

export const OrderLine = z.object({
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  image: z.string(),
  attributes: z.record(z.string(), z.string()),
  quantity: z.number().int(),
  unitPrice: z.number(),
  amount: z.number(),
});

/** `GET /admin/api/orders/:id`: everything the order page shows. */
export const OrderDetail = OrderSummary.extend({
  receiptId: z.string(),
  providerOrderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  paidAt: isoDate.nullable(),
  lines: z.array(OrderLine),
  figures: z.object({
    itemsBeforeDiscount: z.number(),
    itemsAfterDiscount: z.number(),
    couponCode: z.string(),
    discount: z.number(),
    deliveryCharge: z.number(),
    total: z.number(),
    gstRate: z.number(),
    tax: z.number(),
    paidOnline: z.number(),
    remaining: z.number(),
    refunded: z.number(),
    refundable: z.number(),
  }),
  /**
   * Genuine payments beyond the one that settled the order (a second payment of a paid order), oldest
   * first: each is refunded before the order's own payment, and the order stays in the Refund needed
   * queue until each is refunded in full.
   */
  extraPayments: z.array(
    z.object({
      paymentId: z.string(),
      at: z.string(),
      amount: z.number(),
      refundedAmount: z.number(),
      refunded: z.boolean(),
    }),
  ),
  shippingAddress: z.record(z.string(), z.unknown()).nullable(),
  billingAddress: z.record(z.string(), z.unknown()).nullable(),
  gstNo: z.string(),
  customerNote: z.string(),
  userId: z.string(),
  courier: z.string(),
  trackingNumber: z.string(),
  dates: z.object({
    placed: isoDate,
    confirmed: isoDate.nullable(),
    packed: isoDate.nullable(),
    shipped: isoDate.nullable(),
    outForDelivery: isoDate.nullable(),
    delivered: isoDate.nullable(),
    cancelled: isoDate.nullable(),
    remainderCollected: isoDate.nullable(),
    refundNeeded: isoDate.nullable(),
  }),
  events: z.array(OrderEvent),
  refunds: z.array(Refund),
  audit: z.array(AuditEntry),
  /** The fulfilment actions allowed now (core's nextOrderActions). */
  actions: z.array(z.enum(ORDER_ACTIONS)),
  canCollectRemainder: z.boolean(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderDetailResponse = z.object({ data: OrderDetail });

/** `POST /admin/api/orders/:id/actions`: one fulfilment step; `ship` needs courier and tracking number. */
export const OrderActionBody = z
  .strictObject({
    action: z.enum(ORDER_ACTIONS),
    courier: z.string().trim().max(80).optional(),
    trackingNumber: z.string().trim().max(80).optional(),
    note: note.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'ship' && !body.courier)
      ctx.addIssue({ code: 'custom', path: ['courier'], message: 'Enter the courier' });
    if (body.action === 'ship' && !body.trackingNumber)
      ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'Enter the tracking number' });
  })
  // The rule above, as JSON Schema says it (the API's OpenAPI document): `if`/`then` are JSON Schema's
  // keywords, not a thenable.
  .meta({
    if: { properties: { action: { const: 'ship' } }, required: ['action'] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's conditional keyword
    then: {
      required: ['courier', 'trackingNumber'],
      properties: { courier: { pattern: '\\S' }, trackingNumber: { pattern: '\\S' } },
    },
  });
export type OrderActionBody = z.infer<typeof OrderActionBody>;

/** `POST /admin/api/orders/:id/collect-remainder`: the pay-on-delivery remainder was collected. */
export const CollectRemainderBody = z.strictObject({ note: note.optional() });

/**
 * `POST /admin/api/orders/:id/refunds` (refund permission): amount in rupees; `requestKey` is a
 * random id the console makes once per refund form, so a repeated request refunds once.
 */
export const RefundBody = z.strictObject({
  amount: z.number().positive('Enter an amount more than 0').max(10_000_000),
  reason: note.min(1, 'Give a reason'),
  requestKey: z.string().min(8).max(64),
});
export type RefundBody = z.infer<typeof RefundBody>;

// ---------------------------------------------------------------------------------------- admissions
export const AdmissionReviewStatus = z.enum(ADMISSION_REVIEW_STATES);

export const AdmissionsQuery = AdminListQuery.extend({ status: AdmissionReviewStatus.optional() });

export const AdmissionSummary = z.object({
  id,
  createdAt: isoDate,
  student: z.string(),
  email: z.string(),
  mobile: z.string(),
  course: z.string(),
  center: z.string(),
  /** Fee: Paid or Pending (as stored). */
  feeStatus: z.string(),
  fee: z.number(),
  reviewStatus: AdmissionReviewStatus,
});
export type AdmissionSummary = z.infer<typeof AdmissionSummary>;

export const AdmissionFeePayment = z.object({
  id,
  number: z.string(),
  createdAt: isoDate,
  amount: z.number(),
  paymentStatus: z.string(),
  paidAt: isoDate.nullable(),
  refundNeeded: z.boolean(),
});

export const AdmissionDetail = AdmissionSummary.extend({
  fatherName: z.string(),
  motherName: z.string(),
  dob: z.string(),
  gender: z.string(),
  school: z.string(),
  address: z.string(),
  pincode: z.string(),
  /** Only the last 4 digits of the Aadhaar number ever leave the server. */
  aadharLast4: z.string(),
  rulesAgreed: z.boolean(),
  reviewNote: z.string(),
  reviewedAt: isoDate.nullable(),
  userId: z.string(),
  feePayments: z.array(AdmissionFeePayment),
  audit: z.array(AuditEntry),
});
export type AdmissionDetail = z.infer<typeof AdmissionDetail>;

/** `POST /admin/api/admissions/:id/review`. */
export const AdmissionReviewBody = z.strictObject({ status: AdmissionReviewStatus, note: note.default('') });

// ---------------------------------------------------------------------------------------- inbox
/** Contact-form leads, enquiries and quote requests, in one inbox. */
export const InboxKind = z.enum(['lead', 'enquiry', 'quote']);
export type InboxKind = z.infer<typeof InboxKind>;

export const InboxQuery = AdminListQuery.extend({
  kind: InboxKind.optional(),
  handled: z.enum(['true', 'false']).optional(),
});

export const InboxItem = z.object({
  kind: InboxKind,
  id,
  createdAt: isoDate,
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  message: z.string(),
  handled: z.boolean(),
  handledAt: isoDate.nullable(),
  note: z.string(),
  /** Quote requests: the lines asked about, and the answer once given. */
  quote: z
    .object({
      lines: z.array(z.object({ name: z.string(), sku: z.string(), quantity: z.number().int() })),
      price: z.number().nullable(),
      message: z.string(),
      answeredAt: isoDate.nullable(),
    })
    .nullable(),
});
export type InboxItem = z.infer<typeof InboxItem>;

export const InboxResponse = page(InboxItem).extend({
  counts: z.object({
    unhandled: z.number().int(),
    lead: z.number().int(),
    enquiry: z.number().int(),
    quote: z.number().int(),
  }),
});

/** `PATCH /admin/api/inbox/:kind/:id`. */
export const InboxUpdateBody = z.strictObject({ handled: z.boolean().optional(), note: note.optional() });

/** `POST /admin/api/inbox/quote/:id/answer`: a price (rupees) and a message, mailed to the shopper. */
export const QuoteAnswerBody = z.strictObject({
  price: z.number().positive('Enter a price more than 0').max(10_000_000),
  message: note.default(''),
});

// ---------------------------------------------------------------------------------------- customers
export const CustomerSummary = z.object({
  id,
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  createdAt: isoDate,
  orders: z.number().int(),
  admissions: z.number().int(),
});
export type CustomerSummary = z.infer<typeof CustomerSummary>;

export const CustomerDetail = CustomerSummary.extend({
  gstNo: z.string(),
  orderList: z.array(OrderSummary),
  admissionList: z.array(AdmissionSummary),
});

// ---------------------------------------------------------------------------------------- settings
/** `GET/PATCH /admin/api/settings`: where the merchant receives its notifications. */
export const AdminSettings = z.object({ storeName: z.string(), notifyEmail: z.string() });
export const AdminSettingsBody = z.strictObject({ notifyEmail: z.union([email, z.literal('')]) });

/** `GET /admin/api/overview`: what needs doing today. */
export const Overview = z.object({
  toConfirm: z.number().int(),
  toShip: z.number().int(),
  refundNeeded: z.number().int(),
  codDue: z.number().int(),
  inboxUnhandled: z.number().int(),
  admissionsReceived: z.number().int(),
  /** Notifications that failed their last attempt (the worker keeps trying) or gave up. */
  notificationsFailing: z.number().int(),
});

/** `GET /admin/api/notifications` (owner): the outbox, newest first. */
export const NotificationRow = z.object({
  id,
  template: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sending', 'sent', 'dead']),
  attempts: z.number().int(),
  lastError: z.string(),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
});
