import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isMaskedAadhaar, storeAadhaar, vaultKeys } from '../../lib/aadhaar-vault';
import { badRequest, notFound } from '../../platform/errors';
import { requireMerchant } from '../../platform/merchant';
import { assertOwner, authenticate, requireUser } from '../../lib/auth';
import { AdmissionBody, AdmissionResponse, AdmissionSavedResponse, TEXTS } from '../../platform/core';
import { insertStudent, requireStudent, updateStudent } from '../academy/repository';
import type { Tx } from '../../db/client';
import {
  type AdmissionRow,
  findAdmission,
  findStudentAdmission,
  findAdmissionById,
  insertAdmission,
  toWireAdmission,
  updateAdmission,
} from './repository';

const UserIdParams = z.object({ user_id: z.string().min(1).max(64) });
const StudentQuery = z.object({ student_id: z.string().trim().max(64).optional() });
const IdParams = z.object({ id: z.string().min(1).max(64) });

type Body = z.output<typeof AdmissionBody>;

/** The form's fields as stored (the payment fields are the server's, never the form's). */
const formValues = (body: Body) => ({
  user_name: body.user_name ?? '',
  name: body.name,
  fatherName: body.fatherName,
  motherName: body.motherName,
  dob: body.dob ?? '',
  gender: body.gender,
  school: body.school ?? '',
  address: body.address,
  pincode: body.pincode,
  mobile: body.mobile,
  email: body.email,
  center: body.center,
  rulesAgreed: '1',
});

/** Admission forms: read the user's, create one, update it. Payments go through /admission-pay. */
export const admissionsModule: FastifyPluginAsyncZod = async (app) => {
  const keys = vaultKeys(app.config.aadhaarKeys, app.config.jwtSecret);
  /** An existing admission updated from the form: the masked number keeps the one on file, a new one is sealed. */
  const saveOver = async (tx: Tx, existing: AdmissionRow, body: Body) => {
    const aadhar = isMaskedAadhaar(body.aadhar)
      ? existing.aadhar
      : await storeAadhaar(tx, keys, {
          mainId: existing.main_id,
          admissionId: existing.id,
          number: body.aadhar,
        });
    return updateAdmission(tx, existing.id, { ...formValues(body), aadhar });
  };
  app.get(
    '/admission/single/:user_id',
    { schema: { params: UserIdParams, querystring: StudentQuery, response: { 200: AdmissionResponse } } },
    async (request) => {
      const claims = await requireUser(request, request.params.user_id);
      const studentId = request.query.student_id;
      const row = studentId
        ? await findStudentAdmission(
            app.db,
            claims,
            (await requireStudent(app.db, claims.mainId, studentId, claims.userId)).id,
          )
        : await findAdmission(app.db, claims);
      return { user: row ? toWireAdmission(row) : null };
    },
  );

  /*
   * POST /admission creates or updates ONE student's admission (issue 37; docs/spec-deviations.md): with a
   * `student_id`, that student's (their existing admission is updated, never another's); without one, a new
   * student is made from the form and admitted. The student's own details follow the form.
   */
  app.post(
    '/admission',
    { schema: { body: AdmissionBody, response: { 200: AdmissionSavedResponse } } },
    async (request) => {
      const claims = await requireUser(request, request.body.user_id, request.body.main_id);
      await requireMerchant(app.db, request.body.main_id);
      const given = request.body.aadhar;
      const studentId = request.body.student_id;
      const student = studentId
        ? await requireStudent(app.db, claims.mainId, studentId, claims.userId)
        : null;
      const existing = student ? await findStudentAdmission(app.db, claims, student.id) : null;
      // A new admission needs the whole number (the masked one stands only for the number on file).
      if (isMaskedAadhaar(given) && (!existing || given !== existing.aadhar)) {
        throw badRequest(`aadhar: ${TEXTS.AADHAR_LENGTH_SUBMIT}`);
      }
      const row = await app.db.transaction(async (tx) => {
        const form = formValues(request.body);
        const own = student
          ? await updateStudent(tx, student.id, { ...form, medical_note: undefined })
          : await insertStudent(tx, claims.mainId, claims.userId, form);
        if (existing) return saveOver(tx, existing, request.body);
        const inserted = await insertAdmission(tx, {
          main_id: claims.mainId,
          user_id: claims.userId,
          student_id: own.id,
          ...form,
          aadhar: 'XXXXXXXX0000',
        });
        const aadhar = await storeAadhaar(tx, keys, {
          mainId: claims.mainId,
          admissionId: inserted.id,
          number: given,
        });
        return (await updateAdmission(tx, inserted.id, { aadhar })) ?? inserted;
      });
      if (!row) throw notFound(TEXTS.ADMISSION_NOT_FOUND);
      return { success: true, message: TEXTS.ADMISSION_SUBMITTED, id: row.id, data: toWireAdmission(row) };
    },
  );

  app.put(
    '/admission/:id',
    { schema: { params: IdParams, body: AdmissionBody, response: { 200: AdmissionSavedResponse } } },
    async (request) => {
      const claims = await authenticate(request);
      const existing = await findAdmissionById(app.db, request.params.id);
      if (!existing) throw notFound(TEXTS.ADMISSION_NOT_FOUND);
      assertOwner(claims, existing);
      await requireUser(request, request.body.user_id, request.body.main_id);
      // An admission stays its own student's: a body naming another student is refused.
      if (request.body.student_id && existing.student_id && request.body.student_id !== existing.student_id) {
        throw badRequest(TEXTS.NOT_ALLOWED);
      }
      const given = request.body.aadhar;
      // The masked number the form was prefilled with keeps the number on file; any other is a new one.
      if (isMaskedAadhaar(given) && given !== existing.aadhar) {
        throw badRequest(`aadhar: ${TEXTS.AADHAR_LENGTH_SUBMIT}`);
      }
      const row = await app.db.transaction((tx) => saveOver(tx, existing, request.body));
      if (!row) throw notFound(TEXTS.ADMISSION_NOT_FOUND);
      return { success: true, message: TEXTS.ADMISSION_SUBMITTED, id: row.id, data: toWireAdmission(row) };
    },
  );
};
