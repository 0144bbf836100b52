import { zodResolver } from '@hookform/resolvers/zod';
import { type FeePlan, FeePlanBody } from '@skatekit/console-contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCan } from '../../session/session';
import { FormFields } from '../../ui/FormFields';
import { FormFooter } from '../../ui/FormFooter';
import { QueryView } from '../../ui/QueryView';
import { useFeePlan, useSaveFeePlan } from './useFeePlans';

function PlanForm({ batchId, plan, mayManage }: { batchId: string; plan: FeePlan; mayManage: boolean }) {
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
  const onSubmit = form.handleSubmit((body) => save.mutate(body));
  return (
    <form onSubmit={onSubmit} noValidate className="card">
      {plan.custom ? null : (
        <p className="field-hint">
          The batch's price with the academy's due day and fine: no plan of its own yet.
        </p>
      )}
      <fieldset disabled={!mayManage}>
        <legend>Billed monthly</legend>
        <FormFields
          form={form}
          fields={[
            { name: 'amount', label: 'Monthly fee (₹)', kind: 'amount' },
            {
              name: 'dueDay',
              label: 'Due by day of the month',
              kind: 'number',
              inputMode: 'numeric',
              hint: '1 to 28: every month has it.',
            },
            {
              name: 'lateFine',
              label: 'Late fine (₹)',
              kind: 'number',
              inputMode: 'decimal',
              hint: 'Added after the due day.',
            },
          ]}
        />
      </fieldset>
      <FormFooter
        mutation={save}
        saved="Fee plan saved. The next billing run uses it."
        submitLabel="Save fee plan"
        mayManage={mayManage}
      />
    </form>
  );
}

/**
 * A batch's monthly fee plan (issue 38): the fee, the due day and the late fine; the batch's price with the
 * academy's defaults until the owner sets one. Owners (`settings.update`) change it; staff read it.
 */
export function FeePlanSection({ batchId }: { batchId: string }) {
  const canRead = useCan('admissions.read');
  const mayManage = useCan('settings.update');
  const plan = useFeePlan(batchId, canRead);
  if (!canRead) return null;
  return (
    <section aria-labelledby="fee-plan-title">
      <h2 id="fee-plan-title">Fee plan</h2>
      <QueryView query={plan} loading="Loading the fee plan">
        {(data) => <PlanForm batchId={batchId} plan={data} mayManage={mayManage} />}
      </QueryView>
    </section>
  );
}
