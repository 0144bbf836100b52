import { type AdmissionDraft, isSkateError, selectUserName } from '@skatekit/core';
import {
  type AdmissionField,
  type AdmissionForm,
  ADMISSION_REQUIRED_FIELDS,
  afterAdmissionRoute,
  CENTERS,
  type FieldErrors,
  GENDERS,
  hasErrors,
  isRulesAgreed,
  PINCODE_MIN,
  requireFields,
  ROUTES,
  sanitizeAadharInput,
  validateAadhar,
  validateAdmission,
  validateMobile,
  validateSignupEmail,
} from '@skatekit/core/rules';
import type { Student } from '@skatekit/core/academy';
import type { Admission } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { academyOf, NEW_STUDENT } from '../academy/client';
import { useSession } from '../hooks/useStores';
import { checkoutOf } from '../hooks/checkoutStore';
import { admissionDraftOf } from './draftStore';
import { SkateLink } from '../provider/SkateLink';
import { useSkateNavigate, useStorefront } from '../provider/useStorefront';
import { logSilently } from '../shell/errors';
import { NumberField } from '../shell/NumberField';
import { CheckboxField, RadioGroupField, SelectField, TextAreaField, TextField } from '../shell/Field';
import { Button } from '../ui/Button';
import { Loading } from '../ui/Spinner';
import { notify } from '../ui/toast';
import { useSkateStyles } from '../provider/sheets';
import { ADMISSION_SHEETS } from '../styles/groups/admission';
import { FormPage } from '../ui/Page';

// The choice of child (issue 37) loads with the academy's chunk, only for a signed-in parent.
const StudentPicker = lazy(() => import('../academy/StudentPicker'));

/** The form as the screen holds it: texts, and the rules box as a boolean. */
type FormState = Required<Omit<AdmissionForm, 'rulesAgreed'>> & { rulesAgreed: boolean };

const EMPTY: FormState = {
  name: '',
  fatherName: '',
  motherName: '',
  dob: '',
  aadhar: '',
  gender: '',
  school: '',
  address: '',
  pincode: '',
  mobile: '',
  email: '',
  center: '',
  rulesAgreed: false,
};

/** The saved admission as form values (a stored "1" agreement reads as ticked). */
function fromRecord(record: Admission): FormState {
  return {
    name: record.name,
    fatherName: record.fatherName,
    motherName: record.motherName,
    dob: record.dob,
    aadhar: sanitizeAadharInput(record.aadhar),
    gender: record.gender,
    school: record.school,
    address: record.address,
    pincode: record.pincode,
    mobile: record.mobile,
    email: record.email,
    center: record.center,
    rulesAgreed: isRulesAgreed(record.rulesAgreed),
  };
}

/** A child's own fields start empty; the family's (parents, address, phone, e-mail, centre) stay. */
function forNewChild(form: FormState): FormState {
  return { ...form, name: '', dob: '', aadhar: '', gender: '', school: '', rulesAgreed: false };
}

/** A student without an admission yet: their record over the family's details. */
function fromStudent(student: Student, family: FormState): FormState {
  return {
    ...forNewChild(family),
    name: student.name,
    dob: student.dob,
    gender: student.gender,
    school: student.school,
    fatherName: student.fatherName || family.fatherName,
    motherName: student.motherName || family.motherName,
    center: student.center || family.center,
  };
}

/**
 * Checks the server's admission schema makes beyond the spec's list (10-digit mobile, an e-mail
 * address, a pincode of at least 5 digits), with the spec's own messages for those fields. Without
 * them such a form would be refused by the server, and a refusal is silent on this screen.
 */
function formatChecks(form: FormState): FieldErrors<AdmissionField> {
  const errors: FieldErrors<AdmissionField> = {};
  const mobile = validateMobile(form.mobile);
  if (form.mobile.trim() !== '' && !mobile.ok) errors.mobile = mobile.message;
  const email = validateSignupEmail(form.email);
  if (form.email.trim() !== '' && !email.ok) errors.email = email.message;
  if (form.pincode.trim() !== '' && form.pincode.trim().length < PINCODE_MIN)
    errors.pincode = TEXTS.PINCODE_INVALID;
  return errors;
}

/** The form as a kept draft: texts, the rules box as "true"/"false". */
function toDraft(form: FormState): AdmissionDraft {
  return { ...form, rulesAgreed: String(form.rulesAgreed) };
}

/** A kept draft back as form values; fields it lacks (or unreadable ones) start empty. */
function fromDraft(draft: AdmissionDraft | null): FormState {
  if (!draft) return EMPTY;
  const form: FormState = { ...EMPTY };
  for (const key of Object.keys(EMPTY) as (keyof FormState)[]) {
    const value = draft[key];
    if (typeof value !== 'string') continue;
    if (key === 'rulesAgreed') form.rulesAgreed = value === 'true';
    else form[key] = value;
  }
  return form;
}

const isRequired = (field: AdmissionField): boolean =>
  (ADMISSION_REQUIRED_FIELDS as readonly string[]).includes(field);

/**
 * /admission-form: every field of the academy's form with the spec's messages shown under each field.
 * A signed-in parent picks one of their children (the first is shown) or adds a new one (prefilled with
 * the family's details): the form shows that child's admission and saves that child's only, never
 * another's (issue 37; the spec's "prefilled and updated" overwrote a sibling's, docs/spec-deviations.md). After "Admission form submitted successfully!" it goes to /checkout
 * when checkout data exists (a course was chosen first), else to /admission-form-step-2.
 * A refused save shows nothing (the spec); a network failure "Submission failed. Please try again.".
 */
export function AdmissionFormPage() {
  useSkateStyles(ADMISSION_SHEETS);
  const storefront = useStorefront();
  const navigate = useSkateNavigate();
  const user = useSession((state) => state.user);
  const userName = useSession(selectUserName);
  const userId = user?.user_id ?? '';
  // A draft kept while the guest signed in (the `admission` key) comes back into the form.
  const [form, setForm] = useState<FormState>(() => fromDraft(admissionDraftOf(storefront).getState().draft));
  const [existingId, setExistingId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<AdmissionField>>({});
  const [loading, setLoading] = useState(Boolean(userId));
  const [busy, setBusy] = useState(false);
  // The parent's children (issue 37) and whose admission this is: a student's id or NEW_STUDENT.
  const [students, setStudents] = useState<Student[]>([]);
  const [studentId, setStudentId] = useState(NEW_STUDENT);

  /** Shows one child's admission (or their record when they have none yet) in the form. */
  const showStudent = async (student: Student, family: FormState) => {
    const record = await storefront.api.admissions.get(userId, student.student_id);
    setForm(record ? fromRecord(record) : fromStudent(student, family));
    setExistingId(record ? record.id || record._id || null : null);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per signed-in user (showStudent is this render's).
  useEffect(() => {
    if (!userId) {
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    const drafted = Boolean(admissionDraftOf(storefront).getState().draft);
    (async () => {
      const family = await (await academyOf(storefront)).students(userId);
      if (!live) return;
      setStudents(family);
      const [first] = family;
      if (first) {
        // A kept draft is newer than anything saved: it stays, as a new child's.
        if (drafted) return;
        setStudentId(first.student_id);
        await showStudent(first, EMPTY);
        return;
      }
      // No student yet: an admission saved before students existed is shown and saved as the first one's.
      const record = await storefront.api.admissions.get(userId);
      if (!live || !record) return;
      if (!drafted) setForm(fromRecord(record));
      setExistingId(record.id || record._id || null);
    })()
      .catch((error: unknown) => logSilently('admission load', error))
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [storefront, userId]);

  /** Another child picked (or a new one): their admission, or the family's details for a new child. */
  const pickStudent = (next: string) => {
    setStudentId(next);
    setErrors({});
    const student = students.find((candidate) => candidate.student_id === next);
    if (!student) {
      setForm(forNewChild(form));
      setExistingId(null);
      return;
    }
    showStudent(student, form).catch((error: unknown) => logSilently('admission load', error));
  };

  const setField = <K extends keyof FormState>(field: K, value: FormState[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    // A field the user fixes loses its message; Aadhar and the rules box are re-checked as they change.
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      if (field === 'aadhar') {
        const check = validateAadhar(value as string);
        if (!check.ok) next.aadhar = check.message;
      }
      if (field === 'rulesAgreed' && value === false) next.rulesAgreed = TEXTS.AGREE_TO_PROCEED;
      return next;
    });
  };

  const onBlur = (field: AdmissionField) => {
    if (!isRequired(field)) return;
    const message = requireFields(form, [field])[field];
    if (message) setErrors((current) => ({ ...current, [field]: message }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { ...formatChecks(form), ...validateAdmission(form) };
    setErrors(found);
    if (hasErrors(found)) return;
    if (!userId) {
      // Saving needs the user's id: sign in first (the login page says why), then come back to
      // the form as it was.
      admissionDraftOf(storefront).getState().saveDraft(toDraft(form));
      storefront.returnPage.getState().rememberReturnPage(ROUTES.admissionForm);
      navigate(ROUTES.login);
      return;
    }
    setBusy(true);
    try {
      // A new child is added first (their own record, of this parent); the admission is then theirs only.
      let forStudent = students.find((student) => student.student_id === studentId);
      if (!forStudent) {
        forStudent = await (await academyOf(storefront)).addStudent({
          name: form.name.trim(),
          dob: form.dob,
          gender: form.gender as (typeof GENDERS)[number],
          school: form.school,
          fatherName: form.fatherName,
          motherName: form.motherName,
          center: form.center,
          user_id: userId,
        });
        const added = forStudent;
        setStudents((current) => [...current, added]);
        setStudentId(added.student_id);
      }
      const body = {
        ...form,
        aadhar: form.aadhar.trim(),
        gender: form.gender as (typeof GENDERS)[number],
        rulesAgreed: true as const,
        user_id: userId,
        user_name: userName,
        main_id: storefront.config.merchantCode,
        student_id: forStudent.student_id,
      };
      const saved = existingId
        ? await storefront.api.admissions.update(existingId, body)
        : await storefront.api.admissions.create(body);
      // A second submit (back button) updates this record instead of creating another.
      setExistingId(saved.id || saved._id || existingId);
      admissionDraftOf(storefront).getState().clearDraft();
      notify.success(TEXTS.ADMISSION_SUBMITTED);
      navigate(afterAdmissionRoute(checkoutOf(storefront).getState().data));
    } catch (error) {
      if (isSkateError(error) && error.code === 'network') notify.error(TEXTS.SUBMISSION_FAILED);
      else logSilently('admission refused', error);
      setBusy(false);
    }
  };

  if (loading) return <Loading />;

  const text = (field: Exclude<AdmissionField, 'rulesAgreed' | 'gender' | 'center'>) => ({
    name: field,
    value: form[field],
    error: errors[field],
    required: isRequired(field),
    onBlur: () => onBlur(field),
  });

  return (
    <FormPage
      title={TEXTS.ADMISSION_FORM}
      titleId="skate-admission-title"
      className="skate-admission"
      onSubmit={onSubmit}
    >
      {userId ? (
        <Suspense fallback={null}>
          <StudentPicker students={students} value={studentId} onChange={pickStudent} />
        </Suspense>
      ) : null}
      <div className="skate-form-row skate-form-row--2">
        <TextField
          label={TEXTS.STUDENT_NAME}
          autoComplete="name"
          {...text('name')}
          onChange={(e) => setField('name', e.target.value)}
        />
        <TextField
          label={TEXTS.DATE_OF_BIRTH}
          type="date"
          {...text('dob')}
          onChange={(e) => setField('dob', e.target.value)}
        />
        <TextField
          label={TEXTS.FATHER_NAME}
          {...text('fatherName')}
          onChange={(e) => setField('fatherName', e.target.value)}
        />
        <TextField
          label={TEXTS.MOTHER_NAME}
          {...text('motherName')}
          onChange={(e) => setField('motherName', e.target.value)}
        />
        <NumberField
          kind="aadhar"
          label={TEXTS.AADHAR_NUMBER}
          {...text('aadhar')}
          required
          onValueChange={(value) => setField('aadhar', value)}
        />
        <TextField
          label={TEXTS.SCHOOL}
          {...text('school')}
          onChange={(e) => setField('school', e.target.value)}
        />
      </div>
      <RadioGroupField
        label={TEXTS.GENDER}
        name="gender"
        options={GENDERS}
        value={form.gender}
        error={errors.gender}
        required
        onChange={(value) => setField('gender', value)}
      />
      <TextAreaField
        label={TEXTS.ADDRESS_LINE}
        autoComplete="street-address"
        rows={3}
        {...text('address')}
        onChange={(e) => setField('address', e.target.value)}
      />
      <div className="skate-form-row skate-form-row--2">
        <TextField
          label={TEXTS.PINCODE}
          inputMode="numeric"
          autoComplete="postal-code"
          {...text('pincode')}
          onChange={(e) => setField('pincode', e.target.value.replace(/\D/g, ''))}
        />
        <NumberField
          kind="mobile"
          label={TEXTS.MOBILE_NUMBER}
          autoComplete="tel-national"
          {...text('mobile')}
          onValueChange={(value) => setField('mobile', value)}
        />
        <TextField
          label={TEXTS.EMAIL}
          type="email"
          autoComplete="email"
          {...text('email')}
          onChange={(e) => setField('email', e.target.value)}
        />
        <SelectField
          label={TEXTS.CENTER}
          name="center"
          options={CENTERS}
          placeholder={TEXTS.SELECT_CENTER}
          value={form.center}
          error={errors.center}
          required
          onBlur={() => onBlur('center')}
          onChange={(e) => setField('center', e.target.value)}
        />
      </div>
      <CheckboxField
        name="rulesAgreed"
        checked={form.rulesAgreed}
        error={errors.rulesAgreed}
        onChange={(e) => setField('rulesAgreed', e.target.checked)}
        label={
          <>
            {TEXTS.AGREE_TO_RULES_PREFIX}{' '}
            <SkateLink to={ROUTES.rules}>{TEXTS.RULES_AND_REGULATIONS}</SkateLink>
          </>
        }
      />
      <Button type="submit" block loading={busy}>
        {TEXTS.SUBMIT}
      </Button>
    </FormPage>
  );
}
