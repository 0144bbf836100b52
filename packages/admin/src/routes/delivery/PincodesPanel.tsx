import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminPincode, PincodeBody, PincodesBulkBody } from '@skatekit/console-contract';
import { createColumnHelper } from '@tanstack/react-table';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCan } from '../../session/session';
import { actionsColumn } from '../../ui/DataTable';
import { addOrEdit, FormDialog } from '../../ui/FormDialog';
import { type FieldSpec, FormFields } from '../../ui/FormFields';
import { Chips, ListFilters } from '../../ui/ListFilters';
import { PagedList } from '../../ui/PagedList';
import { RecordDialog } from '../../ui/RecordDialog';
import { StatusBadge } from '../../ui/StatusBadge';
import { FormError } from '../../ui/states';
import { useSearchState } from '../../ui/useSearchState';
import { useDeliveryMutations, usePincodes } from './useDelivery';

const ACTIVE: FieldSpec = { name: 'active', label: 'Active (delivered to)', kind: 'checkbox' };
const FIELDS: FieldSpec[] = [
  { name: 'pincode', label: 'Pincode', kind: 'text', inputMode: 'numeric' },
  { name: 'place', label: 'Place', kind: 'text', hint: 'Found with the pincode, or typed.' },
  {
    name: 'latitude',
    label: 'Latitude',
    kind: 'optional-number',
    hint: "Of the centre of the pincode's area, e.g. 19.1874.",
  },
  { name: 'longitude', label: 'Longitude', kind: 'optional-number', hint: 'e.g. 72.8484.' },
  ACTIVE,
];

/**
 * Asks the maps service for the typed pincode's place and centre and fills them in (still editable);
 * says what it found, or why not (unknown pincode, no maps service: the centre can be typed).
 */
function FindPlace({ form }: { form: UseFormReturn<Record<string, unknown>> }) {
  const { findPlace } = useDeliveryMutations();
  const find = () => {
    const pincode = String(form.getValues('pincode') ?? '').trim();
    if (!/^[1-9]\d{5}$/.test(pincode)) {
      form.setError('pincode', { message: 'Enter a 6-digit pincode' });
      return;
    }
    findPlace.mutate(pincode, {
      onSuccess: ({ data }) => {
        form.setValue('place', data.place, { shouldDirty: true });
        form.setValue('latitude', data.latitude, { shouldDirty: true });
        form.setValue('longitude', data.longitude, { shouldDirty: true });
      },
    });
  };
  return (
    <div className="field-action">
      <button type="button" className="button" onClick={find} disabled={findPlace.isPending}>
        {findPlace.isPending ? 'Finding…' : 'Find place'}
      </button>
      {findPlace.data ? <p role="status">Found {findPlace.data.data.place}.</p> : null}
      <FormError error={findPlace.error} />
    </div>
  );
}

/** Add a pincode, or edit one (`pincode` given). */
function PincodeDialog({ pincode }: { pincode?: AdminPincode }) {
  const { savePincode } = useDeliveryMutations();
  return (
    <RecordDialog
      schema={PincodeBody}
      fields={FIELDS}
      initial={() =>
        pincode
          ? {
              pincode: pincode.pincode,
              active: pincode.active,
              place: pincode.place ?? '',
              latitude: pincode.latitude,
              longitude: pincode.longitude,
            }
          : { pincode: '', active: true, place: '', latitude: null, longitude: null }
      }
      save={savePincode}
      id={pincode?.id}
      after={{ field: 'pincode', render: (form) => <FindPlace form={form} /> }}
      title={pincode ? `Edit pincode ${pincode.pincode}` : 'Add a pincode'}
      description="The delivery charge of an address is set by its distance from the shipping point, measured to the centre of its pincode: Find place fills it in from the maps service."
      trigger={addOrEdit(pincode && `Edit ${pincode.pincode}`, 'Add pincode')}
      submitLabel={pincode ? 'Save pincode' : 'Add pincode'}
    />
  );
}

/** Many pincodes at once; says which were new and which the store had. */
function BulkDialog() {
  const { bulkPincodes } = useDeliveryMutations();
  const form = useForm<z.input<typeof PincodesBulkBody>, unknown, z.output<typeof PincodesBulkBody>>({
    resolver: zodResolver(PincodesBulkBody),
    defaultValues: { pincodes: '', active: true },
  });
  const result = bulkPincodes.data;
  return (
    <FormDialog
      title="Add many pincodes"
      description="Each new pincode's place and centre are looked up on the maps service; one it does not know is listed, to be given its centre by hand."
      trigger={
        <button type="button" className="button">
          Add many
        </button>
      }
      mutation={bulkPincodes}
      onClose={() => form.reset()}
      onSubmit={() =>
        form.handleSubmit((body) =>
          bulkPincodes.mutate({ pincodes: body.pincodes.join(' '), active: body.active }),
        )
      }
      submitLabel="Add pincodes"
      pendingLabel="Adding…"
      status={
        result ? (
          <p role="status">
            Added {result.added.length}
            {result.existing.length ? `; already listed: ${result.existing.join(', ')}` : ''}
            {result.unplaced.length ? `; no place found for: ${result.unplaced.join(', ')}` : ''}.
          </p>
        ) : null
      }
    >
      <FormFields
        form={form}
        fields={[
          {
            name: 'pincodes',
            label: 'Pincodes',
            kind: 'textarea',
            rows: 5,
            hint: 'Separated by commas, spaces or new lines.',
          },
          ACTIVE,
        ]}
      />
    </FormDialog>
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
const centre = (p: AdminPincode) =>
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
    column.accessor('active', { header: 'Status', cell: (c) => <StatusBadge active={c.getValue()} /> }),
    column.accessor('place', { header: 'Place', cell: (c) => c.getValue() ?? 'Not found' }),
    column.display({ id: 'centre', header: 'Centre', cell: (c) => centre(c.row.original) }),
    ...actionsColumn<AdminPincode>(mayManage, (pincode) => (
      <>
        <PincodeDialog pincode={pincode} />
        <StatusToggle pincode={pincode} />
      </>
    )),
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
      <ListFilters search="Search pincodes" placeholder="Pincode">
        <Chips
          legend="Status"
          value={status}
          onChange={(value) => update({ status: value })}
          options={[
            { value: undefined, label: 'All' },
            ...(['Active', 'Inactive'] as const).map((value) => ({
              value,
              label: (
                <>
                  {value}
                  {counts ? (
                    <span className="chip-count">
                      {' '}
                      {value === 'Active' ? counts.active : counts.inactive}
                    </span>
                  ) : null}
                </>
              ),
            })),
          ]}
        />
      </ListFilters>
      <PagedList
        list={list}
        loading="Loading pincodes"
        empty="No pincodes here."
        pagesLabel="pincodes"
        table={{ caption: 'Pincodes', columns, rowKey: (p) => p.id }}
      />
    </>
  );
}
