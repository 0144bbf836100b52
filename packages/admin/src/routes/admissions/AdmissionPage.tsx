import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMISSION_FEE_STATUS,
  ADMISSION_REVIEW,
  ADMISSION_REVIEW_STATES,
  AdmissionReviewBody,
  type AdmissionDetail,
} from '@skatekit/console-contract';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { InternalNotes } from '../../ui/InternalNotes';
import { FigureList } from '../../ui/FigureList';
import { useCan } from '../../session/session';
import { Field } from '../../ui/Field';
import { money, time } from '../../ui/format';
import { Page } from '../../ui/Page';
import { ErrorState, FormError, LoadingState } from '../../ui/states';
import { AuditTrail } from '../audit/AuditTrail';
import { useAdmission, useReviewAdmission } from './useAdmissions';

function ReviewForm({ admission }: { admission: AdmissionDetail }) {
  const review = useReviewAdmission(admission.id);
  const form = useForm({
    resolver: zodResolver(AdmissionReviewBody),
    defaultValues: { status: admission.reviewStatus, message: admission.parentMessage },
  });
  const onSubmit = form.handleSubmit((body) => review.mutate(body));
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset className="radio-group">
        <legend>Decision</legend>
        {ADMISSION_REVIEW_STATES.map((status) => (
          <label key={status}>
            <input type="radio" value={status} {...form.register('status')} />{' '}
            {ADMISSION_REVIEW[status].label}
          </label>
        ))}
      </fieldset>
      <Field
        label="Message to the parent"
        hint="Mailed to the parent with a confirmation. For the team only, add an internal note below."
        error={form.formState.errors.message?.message}
      >
        {(props) => <textarea {...props} {...form.register('message')} rows={3} />}
      </Field>
      <FormError error={review.error} />
      {review.isSuccess ? <p role="status">Review saved.</p> : null}
      <button type="submit" className="button button-primary" disabled={review.isPending}>
        {review.isPending ? 'Saving…' : 'Save review'}
      </button>
    </form>
  );
}

/** One admission: the student, the course, documents, the fee and its payments, and the review. */
export default function AdmissionPage() {
  const { id = '' } = useParams();
  const admission = useAdmission(id);
  const mayReview = useCan('admissions.review');
  const a = admission.data;
  return (
    <Page
      title={a ? `Admission: ${a.student}` : 'Admission'}
      back={<Link to="/admissions">← Admissions</Link>}
    >
      {admission.isPending ? (
        <LoadingState label="Loading the admission" lines={8} />
      ) : admission.isError ? (
        <ErrorState error={admission.error} onRetry={() => void admission.refetch()} />
      ) : a ? (
        <div className="detail-grid">
          <section className="card">
            <h2>Student</h2>
            <FigureList
              rows={(
                [
                  ['Name', a.student],
                  ['Date of birth', a.dob],
                  ['Gender', a.gender],
                  ['School', a.school],
                  ["Father's name", a.fatherName],
                  ["Mother's name", a.motherName],
                  ['E-mail', a.email],
                  ['Phone', a.mobile],
                  ['Address', `${a.address}${a.pincode ? ` ${a.pincode}` : ''}`],
                ] as const
              ).map(([label, value]) => [label, value || '—'] as const)}
            />
          </section>
          <section className="card">
            <h2>Course and fee</h2>
            <FigureList
              rows={[
                ['Course', a.course],
                ['Centre', a.center],
                ['Received', time(a.createdAt)],
                [
                  'Fee',
                  <>
                    {money(a.fee)} · {a.feeStatus === ADMISSION_FEE_STATUS.paid ? 'paid' : 'due'}
                  </>,
                ],
                [
                  'Documents given',
                  <>
                    {a.aadharLast4 ? `Aadhaar ending ${a.aadharLast4}` : 'No Aadhaar number'}
                    {a.rulesAgreed ? ' · rules agreed' : ' · rules not agreed'}
                  </>,
                ],
              ]}
            />
            <h3>Fee payments</h3>
            {a.feePayments.length ? (
              <ul className="plain-list">
                {a.feePayments.map((payment) => (
                  <li key={payment.id}>
                    {payment.number} · {money(payment.amount)} · {payment.paymentStatus}
                    {payment.paidAt ? ` · paid ${time(payment.paidAt)}` : ''}
                    {payment.refundNeeded ? (
                      <span className="badge badge-refund-needed">Refund needed</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">No fee payments.</p>
            )}
          </section>
          <section className="card">
            <h2>Review</h2>
            <p>
              <span className={`badge badge-${a.reviewStatus}`}>{a.reviewStatus}</span>
              {a.reviewedAt ? ` · ${time(a.reviewedAt)}` : ''}
            </p>
            {mayReview ? <ReviewForm key={a.reviewedAt ?? 'new'} admission={a} /> : <p>{a.parentMessage}</p>}
          </section>
          <InternalNotes entity="admission" id={a.id} />
          <section className="card">
            <h2>Audit trail</h2>
            <AuditTrail entries={a.audit} />
          </section>
        </div>
      ) : null}
    </Page>
  );
}
