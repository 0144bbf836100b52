import { zodResolver } from '@hookform/resolvers/zod';
import { type FeePlan, FeePlanBody } from '@skatekit/console-contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCan } from '../../session/session';
import { Field } from '../../ui/Field';
import { money } from '../../ui/format';
import { QueryView } from '../../ui/QueryView';
import { FormError } from '../../ui/states';
import { useFeePlan, useSaveFeePlan } from './useFeePlans';

function PlanForm({ batchId, plan }: { batchId: string; plan: FeePlan }) {
  const save = useSaveFeePlan(batchId);
  const form = useForm<z.input<typeof FeePlanBody>, unknown, FeePlanBody>({
    resolver: zodResolver(FeePlanBody),
    defaultValues: {
      amount: plan.amount,
      dueDay: plan.dueDay,
      lateFine: plan.lateFine,
      frequency: 'monthly',
    },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((body) => save.mutate(body));
  return (
    <form onSubmit={onSubmit} noValidate className="card">
      <Field label="Monthly fee (₹)" error={errors.amount?.message}>
        {(props) => (
          <input
            {...props}
            {...form.register('amount', { valueAsNumber: true })}
            type="number"
            step="0.01"
            min="0"
          />
        )}
      </Field>
      <Field
        label="Due by day of the month"
        hint="1 to 28: every month has it."
        error={errors.dueDay?.message}
      >
        {(props) => (
          <input
            {...props}
            {...form.register('dueDay', { valueAsNumber: true })}
            type="number"
            min="1"
            max="28"
          />
        )}
      </Field>
      <Field label="Late fine (₹)" hint="Added after the due day." error={errors.lateFine?.message}>
        {(props) => (
          <input
            {...props}
            {...form.register('lateFine', { valueAsNumber: true })}
            type="number"
            step="0.01"
            min="0"
          />
        )}
      </Field>
      <p className="field-hint">Billed monthly. The next billing run uses the new plan.</p>
      <FormError error={save.error} />
      {save.isSuccess ? <p role="status">Fee plan saved.</p> : null}
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save fee plan'}
      </button>
    </form>
  );
}

function PlanFigures({ plan }: { plan: FeePlan }) {
  return (
    <dl className="detail-grid card">
      <div>
        <dt>Monthly fee</dt>
        <dd>{money(plan.amount)}</dd>
      </div>
      <div>
        <dt>Due by</dt>
        <dd>{`day ${plan.dueDay} of the month`}</dd>
      </div>
      <div>
        <dt>Late fine</dt>
        <dd>{money(plan.lateFine)}</dd>
      </div>
    </dl>
  );
}

/**
 * A batch's monthly fee plan (issue 38): the fee, the due day and the late fine; the batch's price with the
 * academy's defaults until the owner sets one. Owners (`settings.update`) change it; staff read it.
 */
export function FeePlanSection({ batchId }: { batchId: string }) {
  const canRead = useCan('admissions.read');
  const canSet = useCan('settings.update');
  const plan = useFeePlan(batchId, canRead);
  if (!canRead) return null;
  return (
    <section aria-labelledby="fee-plan-title">
      <h2 id="fee-plan-title">Fee plan</h2>
      <QueryView query={plan} loading="Loading the fee plan">
        {(data) => (
          <>
            {data.custom ? null : (
              <p className="muted">
                The batch's price with the academy's due day and fine: no plan of its own yet.
              </p>
            )}
            {canSet ? <PlanForm batchId={batchId} plan={data} /> : <PlanFigures plan={data} />}
          </>
        )}
      </QueryView>
    </section>
  );
}
