import { type ApiClientOptions, createTransport, path, type Transport } from '../api/http';
import { MessageResponse } from '../api/schemas/shared';
import {
  FeePaymentResponse,
  FeeReceiptResponse,
  FeesResponse,
  MandateResponse,
  MandatesResponse,
  FeesVerifiedResponse,
  type PayFeesBodyInput,
  type PayLinkBodyInput,
  type VerifyFeesBodyInput,
} from './fee-schemas';
import {
  AttendanceResponse,
  BatchesResponse,
  type EnrolmentBodyInput,
  EnrolmentResponse,
  EnrolmentsResponse,
  LevelsResponse,
  type MakeupBodyInput,
  ProgressResponse,
  type StudentBodyInput,
  StudentSavedResponse,
  StudentsResponse,
  type TrialBodyInput,
  TrialSavedResponse,
  TrialsResponse,
} from './schemas';

type WithMerchant<B> = Omit<B, 'main_id'> & { main_id?: string };

/** The academy's shopper calls (issue 37; docs/api.md "Academy"), over the commerce API's transport. */
export function academyApi(t: Transport) {
  const student = (body: WithMerchant<StudentBodyInput>) => ({
    ...body,
    main_id: body.main_id || t.merchantCode,
  });
  return {
    /** GET /students/{user_id}: the parent's students, oldest first. */
    students: async (userId: string) =>
      (await t.request(StudentsResponse, { method: 'GET', path: path`/students/${userId}` })).data,
    /** POST /students: adds a student; answers it with its `student_id`. */
    addStudent: async (body: WithMerchant<StudentBodyInput>) =>
      (await t.request(StudentSavedResponse, { method: 'POST', path: '/students', body: student(body) }))
        .data,
    /** PUT /students/{id}: updates that student only. */
    updateStudent: async (id: string, body: WithMerchant<StudentBodyInput>) =>
      (
        await t.request(StudentSavedResponse, {
          method: 'PUT',
          path: path`/students/${id}`,
          body: student(body),
        })
      ).data,
    /** GET /batches/{store}: the week's batches with places left (optionally of one course). */
    batches: async (query: { course_id?: string; centre?: string } = {}) =>
      (
        await t.request(BatchesResponse, {
          method: 'GET',
          path: path`/batches/${t.merchantCode}`,
          query,
        })
      ).data,
    /** POST /enrolments: `enrolled`, or `waitlisted` with its position. */
    enrol: (body: EnrolmentBodyInput) =>
      t.request(EnrolmentResponse, { method: 'POST', path: '/enrolments', body }),
    /** GET /enrolments/{user_id}: every enrolment of the parent's students. */
    enrolments: async (userId: string) =>
      (await t.request(EnrolmentsResponse, { method: 'GET', path: path`/enrolments/${userId}` })).data,
    /** POST /enrolments/{id}/accept: takes the place offered to a waitlisted student before it lapses. */
    acceptOffer: (enrolmentId: string) =>
      t.request(EnrolmentResponse, { method: 'POST', path: path`/enrolments/${enrolmentId}/accept` }),
    /** DELETE /enrolments/{id}: leaves the batch or its waiting list (a freed place goes to the first waiting). */
    withdraw: (enrolmentId: string) =>
      t.request(MessageResponse, { method: 'DELETE', path: path`/enrolments/${enrolmentId}` }),
    /** POST /trials: books one trial class in a batch with room. */
    bookTrial: async (body: TrialBodyInput) =>
      (await t.request(TrialSavedResponse, { method: 'POST', path: '/trials', body })).data,
    /** GET /trials/{user_id}: the parent's trial classes. */
    trials: async (userId: string) =>
      (await t.request(TrialsResponse, { method: 'GET', path: path`/trials/${userId}` })).data,
    /** POST /makeups: spends a make-up credit on a session of another batch of the same level. */
    bookMakeup: (body: MakeupBodyInput) =>
      t.request(MessageResponse, { method: 'POST', path: '/makeups', body }),
    /** GET /attendance/{student_id}: the student's marks (newest first) and make-up credits. */
    attendance: (studentId: string) =>
      t.request(AttendanceResponse, { method: 'GET', path: path`/attendance/${studentId}` }),
    /** GET /levels/{store}: the merchant's levels and their skills. */
    levels: async () =>
      (await t.request(LevelsResponse, { method: 'GET', path: path`/levels/${t.merchantCode}` })).data,
    /** GET /progress/{student_id}: the student's level, skills ticked and whether ready for the next. */
    progress: (studentId: string) =>
      t.request(ProgressResponse, { method: 'GET', path: path`/progress/${studentId}` }),
    /** GET /fees/{user_id}: the parent's fee invoices (due, overdue, paid, waived) with the fine as of today. */
    getFees: async (userId: string) =>
      (await t.request(FeesResponse, { method: 'GET', path: path`/fees/${userId}` })).data,
    /**
     * POST /fees/pay: opens one payment for the fees at the total the server prices; `shown.total` is what
     * the page showed (a different total pays nothing: 409 TOTAL_CHANGED).
     */
    payFees: (body: WithMerchant<PayFeesBodyInput>) =>
      t.request(FeePaymentResponse, {
        method: 'POST',
        path: '/fees/pay',
        body: { ...body, main_id: body.main_id || t.merchantCode },
      }),
    /** GET /fees/link?token=: the fees a reminder's pay link opens, without signing in. */
    linkFees: async (token: string) =>
      (await t.request(FeesResponse, { method: 'GET', path: '/fees/link', query: { token } })).data,
    /** POST /fees/link/pay: opens one payment for a pay link's fees (as payFees), without signing in. */
    payLinkFees: (body: PayLinkBodyInput) =>
      t.request(FeePaymentResponse, { method: 'POST', path: '/fees/link/pay', body }),
    /** GET /fees/receipt/{payment_id}: a paid fee payment's receipt (signed in, or with its pay link's `token`). */
    feeReceipt: async (paymentId: string, token?: string) =>
      (
        await t.request(FeeReceiptResponse, {
          method: 'GET',
          path: path`/fees/receipt/${paymentId}`,
          query: { token },
        })
      ).data,
    /** GET /fees/autopay/{user_id}: the parent's auto-pay mandates, newest first. */
    autopay: async (userId: string) =>
      (await t.request(MandatesResponse, { method: 'GET', path: path`/fees/autopay/${userId}` })).data,
    /** POST /fees/autopay: a mandate for one student's monthly fee; the parent authorises it at `short_url`. */
    setUpAutopay: async (userId: string, studentId: string) =>
      (
        await t.request(MandateResponse, {
          method: 'POST',
          path: '/fees/autopay',
          body: { user_id: userId, student_id: studentId, main_id: t.merchantCode },
        })
      ).data,
    /** DELETE /fees/autopay/{id}: cancels the mandate at the provider. */
    cancelAutopay: async (id: string) =>
      (await t.request(MandateResponse, { method: 'DELETE', path: path`/fees/autopay/${id}` })).data,
    /** POST /fees/pay/verify: checks the provider's answer and marks the fees paid; answers them. */
    verifyFeePayment: (body: VerifyFeesBodyInput) =>
      t.request(FeesVerifiedResponse, { method: 'POST', path: '/fees/pay/verify', body }),
  };
}

/** The academy client's type. */
export type AcademyApi = ReturnType<typeof academyApi>;

/**
 * The academy's client on its own (the same options as createApiClient): a page that shows a timetable
 * or a family's students loads this entry, and the shop's pages never do.
 * @example
 * const academy = createAcademyClient({ baseUrl, merchantCode: 'SKATE01', getToken });
 * const { status, position } = await academy.enrol({ student_id, batch_id });
 */
export const createAcademyClient = (options: ApiClientOptions): AcademyApi =>
  academyApi(createTransport(options));
