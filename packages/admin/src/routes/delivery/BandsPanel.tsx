import {
  type AdminDeliveryBand,
  type AdminFreeDeliveryBand,
  DeliveryBandBody,
  FreeDeliveryBandBody,
} from '@skatekit/console-contract';
import type { z } from 'zod';
import { useCan } from '../../session/session';
import { ConfirmDialog, type MutationState } from '../../ui/ConfirmDialog';
import { actionsColumn, DataTable } from '../../ui/DataTable';
import { addOrEdit } from '../../ui/FormDialog';
import type { FieldSpec } from '../../ui/FormFields';
import { money } from '../../ui/format';
import { type SaveMutation, RecordDialog } from '../../ui/RecordDialog';
import { QueryView } from '../../ui/QueryView';
import { StatusBadge } from '../../ui/StatusBadge';
import { EmptyState } from '../../ui/states';
import { useBands, useDeliveryMutations } from './useDelivery';

const km = (value: number) => `${value.toLocaleString('en-IN')} km`;
const range = (band: Band) => `${km(band.minKm)} to ${km(band.maxKm)}`;

interface Band {
  id: string;
  minKm: number;
  maxKm: number;
  active: boolean;
}

/** What differs between the delivery bands and the free-delivery bands. */
interface BandKind<B extends Band> {
  id: string;
  heading: string;
  caption: string;
  empty: string;
  /** The third column and form field: the charge, or the order total that ships free. */
  amount: { header: string; cell: (band: B) => string; field: FieldSpec };
  schema: z.ZodType;
  values: (band?: B) => Record<string, unknown>;
  title: (editing: boolean) => string;
  description: string;
  add: string;
  addClass?: string;
  /** Names a row's Edit button. */
  edit: (range: string) => string;
  /** "band 0 km to 5 km", "band free 0 km to 10 km": names a row's Delete button and its question. */
  name: (range: string) => string;
}

const CHARGES: BandKind<AdminDeliveryBand> = {
  id: 'bands-heading',
  heading: 'Delivery charge by distance',
  caption: 'Delivery bands',
  empty: 'No delivery bands: addresses cannot be charged for delivery.',
  amount: {
    header: 'Charge',
    cell: (band) => money(band.price),
    field: { name: 'price', label: 'Delivery charge (₹)', kind: 'number' },
  },
  schema: DeliveryBandBody,
  values: (band) =>
    band
      ? { minKm: band.minKm, maxKm: band.maxKm, price: band.price, active: band.active }
      : { minKm: 0, maxKm: 5, price: 50, active: true },
  title: (editing) => (editing ? 'Edit delivery band' : 'Add a delivery band'),
  description:
    'Orders shipped from the nearest to the farthest distance pay this charge (a distance under 1 km counts as 1 km).',
  add: 'Add delivery band',
  edit: (range) => `Edit band ${range}`,
  name: (range) => `band ${range}`,
};

const FREE: BandKind<AdminFreeDeliveryBand> = {
  id: 'free-bands-heading',
  heading: 'Free delivery',
  caption: 'Free-delivery bands',
  empty: 'No free-delivery bands.',
  amount: {
    header: 'Free for orders of',
    cell: (band) => `${money(band.threshold)} or more`,
    field: { name: 'threshold', label: 'Free for orders of (₹)', kind: 'number' },
  },
  schema: FreeDeliveryBandBody,
  values: (band) =>
    band
      ? { minKm: band.minKm, maxKm: band.maxKm, threshold: band.threshold, active: band.active }
      : { minKm: 0, maxKm: 10, threshold: 2000, active: true },
  title: (editing) => (editing ? 'Edit free-delivery band' : 'Add a free-delivery band'),
  description: 'Orders shipped within these distances whose total reaches the amount ship free.',
  add: 'Add free-delivery band',
  addClass: 'button',
  edit: (range) => `Edit free band ${range}`,
  name: (range) => `band free ${range}`,
};

/** Add a band of a kind, or edit one (`band` given): a distance range, its amount, and whether it is active. */
function BandDialog<B extends Band>({
  kind,
  band,
  save,
}: {
  kind: BandKind<B>;
  band?: B;
  save: SaveMutation;
}) {
  return (
    <RecordDialog
      schema={kind.schema}
      fields={[
        { name: 'minKm', label: 'From (km)', kind: 'number' },
        { name: 'maxKm', label: 'To (km)', kind: 'number' },
        kind.amount.field,
        { name: 'active', label: 'Active', kind: 'checkbox' },
      ]}
      initial={() => kind.values(band)}
      save={save}
      id={band?.id}
      title={kind.title(Boolean(band))}
      description={kind.description}
      trigger={addOrEdit(band && kind.edit(range(band)), kind.add, kind.addClass)}
      submitLabel="Save band"
    />
  );
}

/** One kind of band: its heading, add button and table, each row with edit and delete for the owner. */
function BandSection<B extends Band>({
  kind,
  bands,
  save,
  remove,
}: {
  kind: BandKind<B>;
  bands: B[];
  save: SaveMutation;
  remove: MutationState & { mutate: (id: string, options: { onSuccess: () => void }) => void };
}) {
  const mayManage = useCan('delivery.manage');
  return (
    <section className="card" aria-labelledby={kind.id}>
      <div className="section-head">
        <h2 id={kind.id}>{kind.heading}</h2>
        {mayManage ? <BandDialog kind={kind} save={save} /> : null}
      </div>
      {bands.length === 0 ? (
        <EmptyState>{kind.empty}</EmptyState>
      ) : (
        <DataTable<B>
          caption={kind.caption}
          rowKey={(band) => band.id}
          data={bands}
          columns={[
            { id: 'distance', header: 'Distance', cell: (c) => range(c.row.original) },
            { id: 'amount', header: kind.amount.header, cell: (c) => kind.amount.cell(c.row.original) },
            { id: 'status', header: 'Status', cell: (c) => <StatusBadge active={c.row.original.active} /> },
            ...actionsColumn<B>(mayManage, (band) => (
              <>
                <BandDialog kind={kind} band={band} save={save} />
                <ConfirmDialog
                  title={`Delete the ${kind.name(range(band))}?`}
                  description="Orders placed already keep their charge; new orders no longer use this band."
                  confirmLabel="Delete band"
                  danger
                  mutation={remove}
                  trigger={
                    <button
                      type="button"
                      className="button button-danger-quiet"
                      aria-label={`Delete ${kind.name(range(band))}`}
                    >
                      Delete
                    </button>
                  }
                  onConfirm={(close) => remove.mutate(band.id, { onSuccess: close })}
                />
              </>
            )),
          ]}
        />
      )}
    </section>
  );
}

/** The delivery charge by distance, and where large orders ship free. */
export function BandsPanel() {
  const bands = useBands();
  const { saveBand, deleteBand, saveFreeBand, deleteFreeBand } = useDeliveryMutations();
  return (
    <QueryView query={bands} loading="Loading delivery bands">
      {(data) => (
        <>
          <BandSection kind={CHARGES} bands={data.bands} save={saveBand} remove={deleteBand} />
          <BandSection kind={FREE} bands={data.freeBands} save={saveFreeBand} remove={deleteFreeBand} />
        </>
      )}
    </QueryView>
  );
}
