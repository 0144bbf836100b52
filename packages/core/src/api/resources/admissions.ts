import { SkateError } from '../../errors';
import { TEXTS } from '../../texts';
import { type CreateOptions, path, type Transport } from '../http';
import { idempotencyHeaders } from '../request-helpers';
import {
  Admission,
  type AdmissionBodyInput,
  type AdmissionPaymentBodyInput,
  AdmissionPaymentCreatedResponse,
  AdmissionPaymentResponse,
  AdmissionPaymentsResponse,
  AdmissionResponse,
  AdmissionSavedResponse,
} from '../schemas/admissions';
import { MessageResponse } from '../schemas/shared';
import { PayOnDeliveryResponse, type VerifyBody, VerifyResponse } from '../schemas/orders';
import { type Sendable, toOrderBody } from './args';
import { requireRecord } from './catalogue';

/** Admission form and admission payments. */
export function admissionsApi(t: Transport) {
  const save = async (method: 'POST' | 'PUT', route: string, body: Sendable<AdmissionBodyInput>) => {
    const sent = { ...body, main_id: body.main_id || t.merchantCode };
    const reply = await t.send(AdmissionSavedResponse, { method, path: route, body: sent });
    const { success, message, id, data } = reply.data;
    if (!success)
      throw new SkateError('http', message || TEXTS.SOMETHING_WENT_WRONG, { status: reply.status });
    // The spec's reply is "an id and the saved data"; without the data, what was sent is what was saved.
    const saved = data ?? Admission.parse(sent);
    return { ...saved, id: saved.id || id || '' };
  };
  return {
    /** GET /admission/single/{user_id} (`user`), of one student with `studentId`; null when none. */
    get: async (userId: string, studentId?: string) =>
      (
        await t.request(AdmissionResponse, {
          method: 'GET',
          path: path`/admission/single/${userId}`,
          query: { student_id: studentId },
        })
      ).user,
    /** POST /admission; answers the saved admission with its id. */
    create: (body: Sendable<AdmissionBodyInput>) => save('POST', '/admission', body),
    /** PUT /admission/{id}; answers the saved admission. */
    update: (id: string, body: Sendable<AdmissionBodyInput>) => save('PUT', path`/admission/${id}`, body),
    /** GET /admission-pay/details/{user_id}. */
    payments: async (userId: string) =>
      (
        await t.request(AdmissionPaymentsResponse, {
          method: 'GET',
          path: path`/admission-pay/details/${userId}`,
        })
      ).data,
    /** GET /admission-pay/single/{id}. */
    payment: async (id: string) => {
      const reply = await t.send(AdmissionPaymentResponse, {
        method: 'GET',
        path: path`/admission-pay/single/${id}`,
      });
      return requireRecord(reply.data.data, 'Admission payment', reply.status);
    },
    /** POST /admission-pay -> the same reply as orders.create. */
    createPayment: (body: Sendable<AdmissionPaymentBodyInput>, options?: CreateOptions) =>
      t.request(AdmissionPaymentCreatedResponse, {
        method: 'POST',
        path: '/admission-pay',
        body: toOrderBody(body, t.merchantCode),
        headers: idempotencyHeaders(options),
      }),
    /** POST /admission-pay/paydelivery (the spec's `{base}/paydelivery`; addition to the contract). */
    payOnDelivery: (body: Sendable<AdmissionPaymentBodyInput>, options?: CreateOptions) =>
      t.request(PayOnDeliveryResponse, {
        method: 'POST',
        path: '/admission-pay/paydelivery',
        body: toOrderBody(body, t.merchantCode),
        headers: idempotencyHeaders(options),
      }),
    /** POST /admission-pay/verify (the spec's `{base}/verify`; addition to the contract). */
    verifyPayment: (body: VerifyBody) =>
      t.request(VerifyResponse, { method: 'POST', path: '/admission-pay/verify', body }),
    /** POST /admission-pay/failed (extension): as `orders.failed`, for an admission payment. */
    paymentFailed: (receiptId: string) =>
      t.request(MessageResponse, {
        method: 'POST',
        path: '/admission-pay/failed',
        body: { receipt_id: receiptId },
      }),
  };
}
