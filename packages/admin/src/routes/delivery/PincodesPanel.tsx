import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminPincode, PincodeBody, PincodesBulkBody } from '@skatekit/core/admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCan } from '../../session/session';
import { DataTable } from '../../ui/DataTable';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Pagination } from '../../ui/Pagination';
import { SearchBox } from '../../ui/SearchBox';
import { EmptyState, ErrorState, FormError, LoadingState } from '../../ui/states';
import { useSearchState } from '../../ui/useSearchState';
import { toOptionalNumber, useDeliveryMutations, usePincodes } from './useDelivery';

type PincodeInput = z.input<typeof PincodeBody>;
const EMPTY: PincodeInput = { pincode: '', active: true, latitude: null, longitude: null };

/** Add a pincode, or edit one (`pincode` given). */
function PincodeDialog({ pincode }: { pincode?: AdminPincode }) {
  const [open, setOpen] = useState(false);
  const { savePincode } = useDeliveryMutations();
  const initial = (): PincodeInput =>
    pincode
      ? {
          pincode: pincode.pincode,
          active: pincode.active,
          latitude: pincode.latitude,
          longitude: pincode.longitude,
        }
      : EMPTY;
  const form = useForm<PincodeInput, unknown, z.output<typeof PincodeBody>>({
    resolver: zodResolver(PincodeBody),
    defaultValues: initial(),
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((body) =>
    savePincode.mutate({ id: pincode?.id, body }, { onSuccess: () => setOpen(false) }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(initial());
        else savePincode.reset();
      }}
      title={pincode ? `Edit pincode ${pincode.pincode}` : 'Add a pincode'}
      description="The delivery charge of an address is set by its distance from the shipping point, measured to the centre of its pincode."
      trigger={
        pincode ? (
          <button type="button" className="button" aria-label={`Edit ${pincode.pincode}`}>
            Edit
          </button>
        ) : (
          <button type="button" className="button button-primary">
            Add pincode
          </button>
        )
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Field label="Pincode" error={errors.pincode?.message}>
          {(props) => (
            <input {...props} {...form.register('pincode')} inputMode="numeric" autoComplete="off" />
          )}
        </Field>
        <Field
          label="Latitude"
          hint="Of the centre of the pincode's area, e.g. 19.1874."
          error={errors.latitude?.message}
        >
          {(props) => (
            <input
              {...props}
              {...form.register('latitude', { setValueAs: toOptionalNumber })}
              inputMode="decimal"
            />
          )}
        </Field>
        <Field label="Longitude" hint="e.g. 72.8484." error={errors.longitude?.message}>
          {(props) => (
            <input
              {...props}
              {...form.register('longitude', { setValueAs: toOptionalNumber })}
              inputMode="decimal"
            />
          )}
        </Field>
        <label className="check">
          <input type="checkbox" {...form.register('active')} /> Active (delivered to)
        </label>
        <FormError error={savePincode.error} />
        <div className="dialog-buttons">
          <button type="submit" className="button button-primary" disabled={savePincode.isPending}>
            {savePincode.isPending ? 'Saving…' : pincode ? 'Save pincode' : 'Add pincode'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Many pincodes at once; says which were new and which the store had. */
function BulkDialog() {
  const [open, setOpen] = useState(false);
  const { bulkPincodes } = useDeliveryMutations();
  const form = useForm<z.input<typeof PincodesBulkBody>, unknown, z.output<typeof PincodesBulkBody>>({
    resolver: zodResolver(PincodesBulkBody),
    defaultValues: { pincodes: '', active: true },
  });
  const onSubmit = form.handleSubmit((body) =>
    bulkPincodes.mutate({ pincodes: body.pincodes.join(' '), active: body.active }),
  );
  const result = bulkPincodes.data;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          bulkPincodes.reset();
          form.reset();
        }
      }}
      title="Add many pincodes"
      description="Pincodes added this way have no coordinates: edit one to give its centre, so its delivery charge can be worked out."
      trigger={
        <button type="button" className="button">
          Add many
        </button>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Field
          label="Pincodes"
          hint="Separated by commas, spaces or new lines."
          error={form.formState.errors.pincodes?.message}
        >
          {(props) => <textarea {...props} {...form.register('pincodes')} rows={5} />}
        </Field>
        <label className="check">
          <input type="checkbox" {...form.register('active')} /> Active (delivered to)
        </label>
        <FormError error={bulkPincodes.error} />
        {result ? (
          <p role="status">
            Added {result.added.length}
            {result.existing.length ? `; already listed: ${result.existing.join(', ')}` : ''}.
          </p>
        ) : null}
        <div className="dialog-buttons">
          <button type="submit" className="button button-primary" disabled={bulkPincodes.isPending}>
            {bulkPincodes.isPending ? 'Adding…' : 'Add pincodes'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function StatusToggle({ pincode }: { pincode: AdminPincode }) {
  const { savePincode } = useDeliveryMutations();
  const { id, ...rest } = pincode;
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={savePincode.isPending}
        onClick={() => savePincode.mutate({ id, body: { ...rest, active: !pincode.active } })}
      >
        {pincode.active ? `Make ${pincode.pincode} inactive` : `Make ${pincode.pincode} active`}
      </button>
      <FormError error={savePincode.error} />
    </>
  );
}

const column = createColumnHelper<AdminPincode>();
const place = (p: AdminPincode) =>
  p.latitude === null || p.longitude === null ? 'Not given' : `${p.latitude}, ${p.longitude}`;

/** The pincodes the store delivers to (Active) or not (Inactive). */
export function PincodesPanel() {
  const { params, update } = useSearchState();
  const mayManage = useCan('delivery.manage');
  const status = (params.get('status') as 'Active' | 'Inactive' | null) ?? undefined;
  const query = {
    q: params.get('q') ?? undefined,
    status,
    page: Number(params.get('page') ?? 1),
    pageSize: 50,
  };
  const list = usePincodes(query);
  const columns = [
    column.accessor('pincode', { header: 'Pincode' }),
    column.accessor('active', {
      header: 'Status',
      cell: (c) => (
        <span className={`badge ${c.getValue() ? 'badge-active' : 'badge-disabled'}`}>
          {c.getValue() ? 'Active' : 'Inactive'}
        </span>
      ),
    }),
    column.display({ id: 'centre', header: 'Centre', cell: (c) => place(c.row.original) }),
    ...(mayManage
      ? [
          column.display({
            id: 'actions',
            header: 'Actions',
            cell: (c) => (
              <div className="row-actions">
                <PincodeDialog pincode={c.row.original} />
                <StatusToggle pincode={c.row.original} />
              </div>
            ),
          }),
        ]
      : []),
  ];
  const counts = list.data?.counts;
  return (
    <>
      {mayManage ? (
        <div className="panel-actions">
          <PincodeDialog />
          <BulkDialog />
        </div>
      ) : null}
      <div className="filters">
        <SearchBox
          label="Search pincodes"
          placeholder="Pincode"
          value={query.q ?? ''}
          onSearch={(q) => update({ q })}
        />
        <fieldset className="chips">
          <legend className="visually-hidden">Status</legend>
          {(
            [
              [undefined, 'All'],
              ['Active', 'Active'],
              ['Inactive', 'Inactive'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={label}
              type="button"
              className="chip"
              aria-pressed={status === value}
              onClick={() => update({ status: value })}
            >
              {label}
              {counts && value ? (
                <span className="chip-count"> {value === 'Active' ? counts.active : counts.inactive}</span>
              ) : null}
            </button>
          ))}
        </fieldset>
      </div>
      {list.isPending ? (
        <LoadingState label="Loading pincodes" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState>No pincodes here.</EmptyState>
      ) : (
        <>
          <DataTable caption="Pincodes" columns={columns} data={list.data.data} rowKey={(p) => p.id} />
          <Pagination
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(page) => update({ page })}
            label="pincodes"
          />
        </>
      )}
    </>
  );
}
