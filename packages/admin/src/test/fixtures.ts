import {
  type AcademyBatchSummary,
  type AdmissionSummary,
  ROLE_PERMISSIONS,
  type OrderDetail,
  type OrderSummary,
  type SessionResponse,
} from '@skatekit/console-contract';

/** The overview's counts (`GET /overview`): none of anything unless given. */
export function overviewOf(counts: Partial<Record<OverviewCount, number>> = {}) {
  return {
    toConfirm: 0,
    toShip: 0,
    refundNeeded: 0,
    codDue: 0,
    inboxUnhandled: 0,
    admissionsReceived: 0,
    notificationsFailing: 0,
    ...counts,
  };
}
type OverviewCount =
  | 'toConfirm'
  | 'toShip'
  | 'refundNeeded'
  | 'codDue'
  | 'inboxUnhandled'
  | 'admissionsReceived'
  | 'notificationsFailing';

/** A live session of SKATE01's owner or a member of its staff. */
export function sessionOf(role: 'owner' | 'staff' = 'owner'): SessionResponse {
  return {
    staff: {
      id: role === 'owner' ? 'st-owner' : 'st-staff',
      email: role === 'owner' ? 'owner@skate01.test' : 'desk@skate01.test',
      name: role === 'owner' ? 'Asha Owner' : 'Ravi Desk',
      role,
      status: 'active',
      lastSignInAt: '2026-11-25T04:30:00.000Z',
      createdAt: '2026-11-01T04:30:00.000Z',
    },
    permissions: [...ROLE_PERMISSIONS[role]],
    merchant: { code: 'SKATE01', name: 'Skate Academy' },
    csrfToken: `csrf-${role}`,
  };
}

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 'o1',
    number: 'SK-1001',
    createdAt: '2026-11-20T06:00:00.000Z',
    customerName: 'Meera Shah',
    email: 'meera@example.test',
    mobile: '9876543210',
    payMode: 'Pay now',
    paymentStatus: 'Success',
    payment: 'paid',
    orderStatus: 'Packed',
    total: 1349,
    items: 2,
    ...overrides,
  };
}

export function ordersPage(data: OrderSummary[], total = data.length) {
  return {
    data,
    total,
    page: 1,
    pageSize: 25,
    counts: { byStatus: { Pending: 3, Packed: 1 }, refundNeeded: 2, codDue: 4, unpaid: 5 },
  };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderSummary(),
    receiptId: 'rcpt_1001',
    providerOrderId: 'order_P1',
    paymentId: 'pay_P1',
    paidAt: '2026-11-20T06:01:00.000Z',
    lines: [
      {
        productId: 'p1',
        sku: 'WHEEL-58',
        name: 'Street wheels 58 mm',
        image: '',
        attributes: { Colour: 'Red' },
        quantity: 1,
        unitPrice: 1200,
        amount: 1200,
        refundedQuantity: 0,
      },
    ],
    figures: {
      // Items at the prices charged (core's orderFigures).
      itemsBeforeDiscount: 1200,
      itemsAfterDiscount: 1200,
      couponCode: '',
      discount: 0,
      deliveryCharge: 149,
      total: 1349,
      gstRate: 18,
      tax: 205.78,
      paidOnline: 1349,
      collected: 0,
      remaining: 0,
      refunded: 0,
      received: 1349,
      refundable: 1349,
    },
    extraPayments: [],
    shippingAddress: {
      id: 'ad-1',
      user_name: 'Meera Shah',
      location_user: 'Home',
      new_address: '12 MG Road',
      area: 'Koregaon Park',
      city: 'Pune',
      pincode: '411001',
      latitude: 18.53,
      longitude: 73.89,
    },
    billingAddress: null,
    gstNo: '',
    customerNote: '',
    userId: 'u1',
    courier: '',
    trackingNumber: '',
    dates: {
      placed: '2026-11-20T06:00:00.000Z',
      confirmed: '2026-11-20T07:00:00.000Z',
      packed: '2026-11-21T05:00:00.000Z',
      shipped: null,
      outForDelivery: null,
      delivered: null,
      cancelled: null,
      remainderCollected: null,
      refundNeeded: null,
    },
    events: [],
    refunds: [],
    creditNotes: [],
    audit: [],
    actions: ['ship', 'cancel'],
    canCollectRemainder: false,
    ...overrides,
  };
}

/** A row of the admissions list: Riya Menon's, received, fee paid, unless overridden. */
export function admissionSummary(overrides: Partial<AdmissionSummary> = {}): AdmissionSummary {
  return {
    id: 'ad1',
    createdAt: '2026-11-18T06:00:00.000Z',
    student: 'Riya Menon',
    email: 'riya@example.test',
    mobile: '9000000001',
    course: 'Beginner skating (8 weeks)',
    center: 'Koregaon Park',
    feeStatus: 'Paid',
    fee: 4500,
    reviewStatus: 'received',
    ...overrides,
  };
}

/** A batch as the batches list gives it: Beginner Quad at Malad (E), Mon/Wed 17:00, full (10 of 10). */
export const batchSummaryOf = (overrides: Partial<AcademyBatchSummary> = {}): AcademyBatchSummary => ({
  id: 'b1',
  course: 'Beginner Quad',
  courseId: 'c1',
  centre: 'Malad (E)',
  days: ['Mon', 'Wed'],
  startTime: '17:00',
  endTime: '18:00',
  coachId: 'st-coach',
  coach: 'Kabir Coach',
  levelId: 'l1',
  level: 'Beginner',
  ageBand: '6-9',
  capacity: 10,
  enrolled: 10,
  seatsLeft: 0,
  waiting: 1,
  price: 4500,
  trialPrice: 0,
  termStart: '2026-11-02',
  termEnd: '2027-01-29',
  ...overrides,
});
