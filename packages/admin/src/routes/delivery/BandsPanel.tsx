import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminDeliveryBand,
  type AdminFreeDeliveryBand,
  DeliveryBandBody,
  FreeDeliveryBandBody,
} from '@skatekit/core/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCan } from '../../session/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { money } from '../../ui/format';
import { EmptyState, ErrorState, FormError, LoadingState } from '../../ui/states';
import { toNumber, useBands, useDeliveryMutations } from './useDelivery';

type BandInput = z.input<typeof DeliveryBandBody>;
type FreeBandInput = z.input<typeof FreeDeliveryBandBody>;

const km = (value: number) => `${value.toLocaleString('en-IN')} km`;

/** Add or edit a delivery band: a charge for orders shipped between two distances. */
function BandDialog({ band }: { band?: AdminDeliveryBand }) {
  const [open, setOpen] = useState(false);
  const { saveBand } = useDeliveryMutations();
  const initial = (): BandInput =>
    band
      ? { minKm: band.minKm, maxKm: band.maxKm, price: band.price, active: band.active }
      : { minKm: 0, maxKm: 5, price: 50, active: true };
  const form = useForm<BandInput, unknown, z.output<typeof DeliveryBandBody>>({
    resolver: zodResolver(DeliveryBandBody),
    defaultValues: initial(),
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((body) =>
    saveBand.mutate({ id: band?.id, body }, { onSuccess: () => setOpen(false) }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(initial());
        else saveBand.reset();
      }}
      title={band ? 'Edit delivery band' : 'Add a delivery band'}
      description="Orders shipped from the nearest to the farthest distance pay this charge (a distance under 1 km counts as 1 km)."
      trigger={
        band ? (
          <button
            type="button"
            className="button"
            aria-label={`Edit band ${km(band.minKm)} to ${km(band.maxKm)}`}
          >
            Edit
          </button>
        ) : (
          <button type="button" className="button button-primary">
            Add delivery band
          </button>
        )
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Field label="From (km)" error={errors.minKm?.message}>
          {(props) => (
            <input
              {...props}
              {...form.register('minKm', { setValueAs: toNumber })}
              type="number"
              step="any"
            />
          )}
        </Field>
        <Field label="To (km)" error={errors.maxKm?.message}>
          {(props) => (
            <input
              {...props}
              {...form.register('maxKm', { setValueAs: toNumber })}
              type="number"
              step="any"
            />
          )}
        </Field>
        <Field label="Delivery charge (₹)" error={errors.price?.message}>
          {(props) => (
            <input
              {...props}
              {...form.register('price', { setValueAs: toNumber })}
              type="number"
              step="any"
            />
          )}
        </Field>
        <label className="check">
          <input type="checkbox" {...form.register('active')} /> Active
        </label>
        <FormError error={saveBand.error} />
        <div className="dialog-buttons">
          <button type="submit" className="button button-primary" disabled={saveBand.isPending}>
            {saveBand.isPending ? 'Saving…' : 'Save band'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Add or edit a free-delivery band: orders of at least a total ship free between two distances. */
function FreeBandDialog({ band }: { band?: AdminFreeDeliveryBand }) {
  const [open, setOpen] = useState(false);
  const { saveFreeBand } = useDeliveryMutations();
  const initial = (): FreeBandInput =>
    band
      ? { minKm: band.minKm, maxKm: band.maxKm, threshold: band.threshold, active: band.active }
      : { minKm: 0, maxKm: 10, threshold: 2000, active: true };
  const form = useForm<FreeBandInput, unknown, z.output<typeof FreeDeliveryBandBody>>({
    resolver: zodResolver(FreeDeliveryBandBody),
    defaultValues: initial(),
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((body) =>
    saveFreeBand.mutate({ id: band?.id, body }, { onSuccess: () => setOpen(false) }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(initial());
        else saveFreeBand.reset();
      }}
      title={band ? 'Edit free-delivery band' : 'Add a free-delivery band'}
      description="Orders shipped within these distances whose total reaches the amount ship free."
      trigger={
        band ? (
          <button
            type="button"
            className="button"
            aria-label={`Edit free band ${km(band.minKm)} to ${km(band.maxKm)}`}
          >
            Edit
          </button>
        ) : (
          <button type="button" className="button">
            Add free-delivery band
          </button>
        )
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Field label="From (km)" error={errors.minKm?.message}>
          {(props) => (
            <input
              {...props}
              {...form.register('minKm', { setValueAs: toNumber })}
              type="number"
              step="any"
            />
          )}
        </Field>
        <Field label="To (km)" error={errors.maxKm?.message}>
          {(props) => (
            <input
              {...props}
              {...form.register('maxKm', { setValueAs: toNumber })}
              type="number"
              step="any"
            />
          )}
        </Field>
        <Field label="Free for orders of (₹)" error={errors.threshold?.message}>
          {(props) => (
            <input
              {...props}
              {...form.register('threshold', { setValueAs: toNumber })}
              type="number"
              step="any"
            />
          )}
        </Field>
        <label className="check">
          <input type="checkbox" {...form.register('active')} /> Active
        </label>
        <FormError error={saveFreeBand.error} />
        <div className="dialog-buttons">
          <button type="submit" className="button button-primary" disabled={saveFreeBand.isPending}>
            {saveFreeBand.isPending ? 'Saving…' : 'Save band'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteBand({ label, onDelete }: { label: string; onDelete: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
      title={`Delete the band ${label}?`}
      description="Orders placed already keep their charge; new orders no longer use this band."
      confirmLabel="Delete band"
      danger
      pending={pending}
      error={error}
      trigger={
        <button type="button" className="button button-danger-quiet" aria-label={`Delete band ${label}`}>
          Delete
        </button>
      }
      onConfirm={() => {
        setPending(true);
        onDelete()
          .then(() => setOpen(false))
          .catch(setError)
          .finally(() => setPending(false));
      }}
    />
  );
}

const status = (active: boolean) => (
  <span className={`badge ${active ? 'badge-active' : 'badge-disabled'}`}>
    {active ? 'Active' : 'Inactive'}
  </span>
);

/** The delivery charge by distance, and where large orders ship free. */
export function BandsPanel() {
  const bands = useBands();
  const mayManage = useCan('delivery.manage');
  const { deleteBand, deleteFreeBand } = useDeliveryMutations();
  if (bands.isPending) return <LoadingState label="Loading delivery bands" />;
  if (bands.isError) return <ErrorState error={bands.error} onRetry={() => void bands.refetch()} />;
  return (
    <>
      <section className="card" aria-labelledby="bands-heading">
        <div className="section-head">
          <h2 id="bands-heading">Delivery charge by distance</h2>
          {mayManage ? <BandDialog /> : null}
        </div>
        {bands.data.bands.length === 0 ? (
          <EmptyState>No delivery bands: addresses cannot be charged for delivery.</EmptyState>
        ) : (
          <div className="table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">Delivery bands</caption>
              <thead>
                <tr>
                  <th scope="col">Distance</th>
                  <th scope="col">Charge</th>
                  <th scope="col">Status</th>
                  {mayManage ? <th scope="col">Actions</th> : null}
                </tr>
              </thead>
              <tbody>
                {bands.data.bands.map((band) => (
                  <tr key={band.id}>
                    <td data-label="Distance">
                      {km(band.minKm)} to {km(band.maxKm)}
                    </td>
                    <td data-label="Charge">{money(band.price)}</td>
                    <td data-label="Status">{status(band.active)}</td>
                    {mayManage ? (
                      <td data-label="Actions">
                        <div className="row-actions">
                          <BandDialog band={band} />
                          <DeleteBand
                            label={`${km(band.minKm)} to ${km(band.maxKm)}`}
                            onDelete={() => deleteBand.mutateAsync(band.id)}
                          />
                        </div>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="card" aria-labelledby="free-bands-heading">
        <div className="section-head">
          <h2 id="free-bands-heading">Free delivery</h2>
          {mayManage ? <FreeBandDialog /> : null}
        </div>
        {bands.data.freeBands.length === 0 ? (
          <EmptyState>No free-delivery bands.</EmptyState>
        ) : (
          <div className="table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">Free-delivery bands</caption>
              <thead>
                <tr>
                  <th scope="col">Distance</th>
                  <th scope="col">Free for orders of</th>
                  <th scope="col">Status</th>
                  {mayManage ? <th scope="col">Actions</th> : null}
                </tr>
              </thead>
              <tbody>
                {bands.data.freeBands.map((band) => (
                  <tr key={band.id}>
                    <td data-label="Distance">
                      {km(band.minKm)} to {km(band.maxKm)}
                    </td>
                    <td data-label="Free for orders of">{money(band.threshold)} or more</td>
                    <td data-label="Status">{status(band.active)}</td>
                    {mayManage ? (
                      <td data-label="Actions">
                        <div className="row-actions">
                          <FreeBandDialog band={band} />
                          <DeleteBand
                            label={`free ${km(band.minKm)} to ${km(band.maxKm)}`}
                            onDelete={() => deleteFreeBand.mutateAsync(band.id)}
                          />
                        </div>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
