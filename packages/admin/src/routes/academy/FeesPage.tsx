import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEE_DESK_METHODS,
  FeeDeskPaymentBody,
  FeeFineBody,
  FeePauseBody,
  type FeeRow,
  type FeesQuery,
  type FeesResponse,
} from '@skatekit/console-contract';
import { FEE_STATUSES } from '@skatekit/core/academy';
import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useCan } from '../../session/session';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { FigureList } from '../../ui/FigureList';
import { DialogForm } from '../../ui/FormDialog';
import { toNumber } from '../../ui/FormFields';
import { ListFilters, SelectFilter } from '../../ui/ListFilters';
import { money, time } from '../../ui/format';
import { Page } from '../../ui/Page';
import { FormError } from '../../ui/states';
import { useSearchState } from '../../ui/useSearchState';
import { AcademyList } from './AcademyList';
import { indiaToday, useBatches, whenOf } from './useAcademy';
import { useCollectFee, useEndPause, useFees, useFine, usePause, usePauses } from './useFees';

const STATUS_LABELS: Record<FeeRow['status'], string> = {
  due: 'Due',
  overdue: 'Overdue',
  paid: 'Paid',
  waived: 'Waived',
};
const STATUS_BADGES: Record<FeeRow['status'], string> = {
  due: 'badge-unpaid',
  overdue: 'badge-refund-needed',
  paid: 'badge-paid',
  waived: 'badge-disabled',
};
const METHOD_LABELS: Record<NonNullable<FeeRow['paidBy']>, string> = {
  online: 'Online',
  cash: 'Cash',
  upi: 'UPI',
};
const FILTERS = ['centre', 'batch', 'month', 'status'] as const;

/** The fee's total as the desk collects it: priced by the server as of today (core's fine rule). */
function RecordPaymentForm({ fee, onDone }: { fee: FeeRow; onDone: () => void }) {
  const collect = useCollectFee();
  const form = useForm({
    resolver: zodResolver(FeeDeskPaymentBody),
    defaultValues: { method: 'cash' as FeeDeskPaymentBody['method'], reference: '', total: fee.total },
  });
  const method = form.watch('method');
  const onSubmit = form.handleSubmit(async ({ method: how, reference }) => {
    if (collect.isPending) return;
    const body = { method: how, total: fee.total, ...(how === 'upi' && reference ? { reference } : {}) };
    await collect.mutateAsync({ id: fee.id, body }).then(onDone, () => undefined);
  });
  return (
    <DialogForm
      onSubmit={onSubmit}
      error={collect.error}
      pending={collect.isPending}
      submitLabel={`Record ${money(fee.total)}`}
      pendingLabel="Recording…"
    >
      <FigureList
        rows={[
          ['Fee', money(fee.amount)],
          ['Late fine', money(fee.lateFine)],
          ['Total to collect', <strong key="total">{money(fee.total)}</strong>],
        ]}
      />
      <fieldset className="field">
        <legend>Paid by</legend>
        {FEE_DESK_METHODS.map((value) => (
          <label key={value} className="check">
            <input type="radio" value={value} {...form.register('method')} /> {METHOD_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {method === 'upi' ? (
        <Field
          label="UPI reference (optional)"
          hint="The transaction id on the parent's phone"
          error={form.formState.errors.reference?.message}
        >
          {(props) => <input {...props} {...form.register('reference')} autoComplete="off" />}
        </Field>
      ) : null}
    </DialogForm>
  );
}

function FineForm({ fee, onDone }: { fee: FeeRow; onDone: () => void }) {
  const fine = useFine();
  const form = useForm({
    resolver: zodResolver(FeeFineBody),
    defaultValues: { lateFine: 0, reason: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (body) => {
    if (fine.isPending) return;
    await fine.mutateAsync({ id: fee.id, body }).then(onDone, () => undefined);
  });
  return (
    <DialogForm onSubmit={onSubmit} error={fine.error} pending={fine.isPending} submitLabel="Save the fine">
      <Field
        label="Late fine from now on (INR)"
        hint={`Now ${money(fee.lateFine)}; 0 waives it`}
        error={errors.lateFine?.message}
      >
        {(props) => (
          <input
            {...props}
            {...form.register('lateFine', { setValueAs: toNumber })}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
          />
        )}
      </Field>
      <Field label="Reason" error={errors.reason?.message}>
        {(props) => <textarea {...props} {...form.register('reason')} rows={2} />}
      </Field>
    </DialogForm>
  );
}

const thisMonth = () => indiaToday().slice(0, 7);

function PauseForm({ fee }: { fee: FeeRow }) {
  const pauses = usePauses(fee.studentId);
  const pause = usePause();
  const end = useEndPause();
  const mayManage = useCan('academy.manage');
  const form = useForm({
    resolver: zodResolver(FeePauseBody),
    defaultValues: { from: thisMonth(), to: thisMonth(), reason: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (body) => {
    if (pause.isPending) return;
    await pause.mutateAsync({ studentId: fee.studentId, body }).then(
      () => form.reset({ from: body.from, to: body.to, reason: '' }),
      () => undefined,
    );
  });
  const rows = pauses.data ?? [];
  return (
    <>
      <h3>Pauses</h3>
      {pauses.isPending ? <p>Loading pauses…</p> : null}
      {pauses.isError ? <FormError error={pauses.error} /> : null}
      {pauses.isSuccess && rows.length === 0 ? <p>No pause yet.</p> : null}
      {rows.length ? (
        <ul className="plain-list">
          {rows.map((p) => (
            <li key={p.id}>
              {p.from === p.to ? p.from : `${p.from} to ${p.to}`}: {p.reason}
              {p.endedAt ? ' (ended)' : null}
              {!p.endedAt && mayManage ? (
                <>
                  {' '}
                  <button
                    type="button"
                    className="button button-quiet"
                    disabled={end.isPending}
                    onClick={() => end.mutate({ studentId: fee.studentId, pauseId: p.id })}
                  >
                    End pause
                  </button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <FormError error={end.error} />
      {mayManage ? (
        <DialogForm
          onSubmit={onSubmit}
          error={pause.error}
          pending={pause.isPending}
          submitLabel="Pause fees"
        >
          <Field label="From month" error={errors.from?.message}>
            {(props) => <input {...props} {...form.register('from')} type="month" />}
          </Field>
          <Field label="To month" error={errors.to?.message}>
            {(props) => <input {...props} {...form.register('to')} type="month" />}
          </Field>
          <Field label="Reason" hint="Holiday, injury…" error={errors.reason?.message}>
            {(props) => <input {...props} {...form.register('reason')} autoComplete="off" />}
          </Field>
        </DialogForm>
      ) : null}
    </>
  );
}

/** One of a row's actions: a button, named for the student, that opens its dialog. */
function FeeDialog({
  title,
  description,
  label,
  name,
  className,
  children,
}: {
  title: string;
  description: string;
  label: string;
  name: string;
  className: string;
  children: (close: () => void) => ReactNode;
}) {
  return (
    <Dialog
      title={title}
      description={description}
      trigger={
        <button type="button" className={className} aria-label={name}>
          {label}
        </button>
      }
    >
      {children}
    </Dialog>
  );
}

/** A row's actions: record a desk payment, waive or reduce its fine (owners), pause the student. */
function FeeActions({ fee }: { fee: FeeRow }) {
  const mayCollect = useCan('orders.collect');
  const mayWaive = useCan('fees.waive');
  const mayPause = useCan('academy.manage');
  const open = fee.status === 'due' || fee.status === 'overdue';
  return (
    <div className="button-row">
      {open && mayCollect ? (
        <FeeDialog
          title={`Record a payment: ${fee.student}, ${fee.period}`}
          description="A fee paid at the rink, in cash or by UPI."
          label="Record payment"
          name={`Record payment for ${fee.student}`}
          className="button button-primary"
        >
          {(close) => <RecordPaymentForm fee={fee} onDone={close} />}
        </FeeDialog>
      ) : null}
      {open && mayWaive && fee.lateFine > 0 ? (
        <FeeDialog
          title={`Waive or reduce the fine: ${fee.student}, ${fee.period}`}
          description="Owners only; the reason is kept in the audit log."
          label="Waive / reduce fine"
          name={`Waive or reduce the fine for ${fee.student}`}
          className="button"
        >
          {(close) => <FineForm fee={fee} onDone={close} />}
        </FeeDialog>
      ) : null}
      {mayPause ? (
        <FeeDialog
          title={`Pause ${fee.student}'s fees`}
          description="No fee is billed for a paused month."
          label="Pause"
          name={`Pause ${fee.student}`}
          className="button button-quiet"
        >
          {() => <PauseForm fee={fee} />}
        </FeeDialog>
      ) : null}
    </div>
  );
}

const column = createColumnHelper<FeeRow>();
const columns = [
  column.accessor('student', {
    header: 'Student',
    enableSorting: false,
    cell: (info) => (
      <>
        {info.getValue()}
        <br />
        <small>{info.row.original.parentName}</small>
      </>
    ),
  }),
  column.accessor('batch', {
    header: 'Batch',
    enableSorting: false,
    cell: (info) => info.getValue() || '—',
  }),
  column.accessor('period', { header: 'Month', enableSorting: false }),
  column.accessor('amount', { header: 'Fee', enableSorting: false, cell: (info) => money(info.getValue()) }),
  column.accessor('lateFine', {
    header: 'Fine',
    enableSorting: false,
    cell: (info) => money(info.getValue()),
  }),
  column.accessor('total', { header: 'Total', enableSorting: false, cell: (info) => money(info.getValue()) }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => (
      <span className={`badge ${STATUS_BADGES[info.getValue()]}`}>{STATUS_LABELS[info.getValue()]}</span>
    ),
  }),
  column.accessor('paidAt', {
    header: 'Paid',
    enableSorting: false,
    cell: (info) => {
      const fee = info.row.original;
      return fee.paidAt ? `${time(fee.paidAt)}${fee.paidBy ? `, ${METHOD_LABELS[fee.paidBy]}` : ''}` : '—';
    },
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: (info) => <FeeActions fee={info.row.original} />,
  }),
];

function Totals({ page }: { page: FeesResponse }) {
  const today = page.collectedToday;
  return (
    <div className="detail-grid">
      <section className="card" aria-labelledby="fee-totals">
        <h2 id="fee-totals">Totals</h2>
        <FigureList
          rows={[
            ['Due', money(page.totals.due)],
            ['Overdue (with fines)', money(page.totals.overdue)],
            ['Collected', money(page.totals.collected)],
          ]}
        />
      </section>
      <section className="card" aria-labelledby="fee-today">
        <h2 id="fee-today">Collected today</h2>
        <FigureList
          rows={[
            ['Cash', money(today.cash)],
            ['UPI', money(today.upi)],
            ['Online', money(today.online)],
            ['Total', money(today.total)],
          ]}
        />
      </section>
    </div>
  );
}

/**
 * Fees: every student's monthly fee with today's fine (the server's, by core's rule), filtered by centre,
 * batch, month and status and searched by student; the totals and today's collection; the front desk
 * records a fee paid at the rink, an owner waives or reduces a fine, and a student's fees are paused.
 */
export default function FeesPage() {
  const { params, update } = useSearchState();
  const query: Partial<FeesQuery> = {
    page: Number(params.get('page')) || undefined,
    q: params.get('q') || undefined,
    centre: params.get('centre') || undefined,
    batch: params.get('batch') || undefined,
    month: params.get('month') || undefined,
    status: (params.get('status') as FeeRow['status'] | null) || undefined,
  };
  const list = useFees(query);
  const batches = useBatches();
  const centres = [...new Set((batches.data ?? []).map((b) => b.centre))].sort();
  const filtered = FILTERS.some((key) => params.get(key)) || Boolean(query.q);
  return (
    <Page title="Fees">
      <ListFilters
        search="Search fees by student name"
        placeholder="Student name"
        folded={{ active: FILTERS.filter((key) => params.get(key)).length }}
      >
        <div className="filter-row">
          <SelectFilter
            label="Centre"
            param="centre"
            value={query.centre}
            any="All centres"
            options={centres}
          />
          <SelectFilter
            label="Batch"
            param="batch"
            value={query.batch}
            any="All batches"
            options={(batches.data ?? []).map((b) => ({
              value: b.id,
              label: `${b.course}, ${b.centre}, ${whenOf(b)}`,
            }))}
          />
          <label>
            Month
            <input
              type="month"
              value={query.month ?? ''}
              onChange={(event) => update({ month: event.target.value })}
            />
          </label>
          <SelectFilter
            label="Status"
            param="status"
            value={query.status}
            any="All statuses"
            options={FEE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          />
          {filtered ? (
            <button
              type="button"
              className="button button-quiet"
              onClick={() => update({ centre: '', batch: '', month: '', status: '', q: '' })}
            >
              Clear filters
            </button>
          ) : null}
        </div>
      </ListFilters>
      {list.data ? <Totals page={list.data} /> : null}
      <AcademyList
        list={list}
        noun="fee"
        empty={filtered ? 'No fees match these filters.' : 'No fees billed yet.'}
        columns={columns}
      />
    </Page>
  );
}
