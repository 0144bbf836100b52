import { zodResolver } from '@hookform/resolvers/zod';
import { ORDER_FLOW, type OrderAction, type OrderSummary } from '@skatekit/console-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useApi } from '../../api/context';
import { keys } from '../../api/keys';
import { useCan } from '../../session/session';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { DialogForm } from '../../ui/FormDialog';
import { plural } from '../../ui/format';
import { errorMessage } from '../../ui/states';
import { PRINT_DOCUMENTS, printPath } from './print-documents';

/** The moves the front desk makes for several orders at once. */
export const BULK_ACTIONS = ['confirm', 'pack', 'ship'] as const satisfies readonly OrderAction[];
type BulkAction = (typeof BULK_ACTIONS)[number];

/** One order's move: the ship's courier and tracking number ride along. */
interface Move {
  order: OrderSummary;
  courier?: string;
  trackingNumber?: string;
}
/** How each order's move went: moved, or the server's reason it was not. */
export interface MoveResult {
  order: OrderSummary;
  error: string | null;
}

/**
 * Moves each order through the console's own action route, one request per order: the server checks
 * the lifecycle's rule for each and audits each, so one refused order leaves the others moved.
 */
function useBulkMove(onDone: (action: BulkAction, results: MoveResult[]) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, moves }: { action: BulkAction; moves: Move[] }) => {
      const results: MoveResult[] = [];
      for (const { order, courier, trackingNumber } of moves) {
        const body = action === 'ship' ? { action, courier, trackingNumber } : { action };
        const error = await api.orders.act(order.id, body).then(
          () => null,
          (failure: unknown) => errorMessage(failure),
        );
        results.push({ order, error });
      }
      return { action, results };
    },
    onSuccess: async ({ action, results }) => {
      onDone(action, results);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.orders.all }),
        queryClient.invalidateQueries({ queryKey: keys.overview }),
      ]);
    },
  });
}

const ShipForm = z.object({
  courier: z.string().trim().min(1, 'Enter the courier').max(80),
  tracking: z.record(z.string(), z.string().trim().min(1, 'Enter the tracking number').max(80)),
});

/** Ship several: one courier, a tracking number per order. */
function BulkShipForm({
  orders,
  pending,
  onShip,
}: {
  orders: OrderSummary[];
  pending: boolean;
  onShip: (moves: Move[]) => Promise<unknown>;
}) {
  const form = useForm({
    resolver: zodResolver(ShipForm),
    defaultValues: { courier: '', tracking: Object.fromEntries(orders.map((o) => [o.id, ''])) },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async ({ courier, tracking }) => {
    if (pending) return;
    await onShip(orders.map((order) => ({ order, courier, trackingNumber: tracking[order.id] })));
  });
  return (
    <DialogForm
      onSubmit={onSubmit}
      error={null}
      pending={pending}
      submitLabel={`Ship ${plural(orders.length, 'order')}`}
    >
      <Field label="Courier" error={errors.courier?.message}>
        {(props) => <input {...props} {...form.register('courier')} autoComplete="off" />}
      </Field>
      {orders.map((order) => (
        <Field
          key={order.id}
          label={`Tracking number of ${order.number} (${order.customerName || order.mobile})`}
          error={errors.tracking?.[order.id]?.message}
        >
          {(props) => <input {...props} {...form.register(`tracking.${order.id}`)} autoComplete="off" />}
        </Field>
      ))}
    </DialogForm>
  );
}

/**
 * The bar over the orders list while orders are selected: move them all (confirm, pack, ship), print
 * their packing slips, labels or invoices, and what each move answered, order by order.
 */
export function BulkActions({ selected, onClear }: { selected: OrderSummary[]; onClear: () => void }) {
  const mayFulfil = useCan('orders.fulfil');
  const [shipOpen, setShipOpen] = useState(false);
  const [report, setReport] = useState<{ action: BulkAction; results: MoveResult[] } | null>(null);
  // The orders stay selected after a move: shipped, their labels are printed next.
  const move = useBulkMove((action, results) => setReport({ action, results }));
  const run = (action: BulkAction, moves: Move[]) => move.mutateAsync({ action, moves });
  const ids = selected.map((order) => order.id);
  const moved = report?.results.filter((r) => !r.error).length ?? 0;

  return (
    <section className="bulk-bar" aria-label="Selected orders">
      {selected.length ? (
        <>
          <p className="bulk-count">{plural(selected.length, 'order')} selected</p>
          <div className="button-row">
            {mayFulfil
              ? BULK_ACTIONS.map((action) =>
                  action === 'ship' ? (
                    <Dialog
                      key={action}
                      open={shipOpen}
                      onOpenChange={setShipOpen}
                      title={`Ship ${plural(selected.length, 'order')}`}
                      description="The shoppers see the courier and their tracking number on their track page and in the mail."
                      trigger={
                        <button type="button" className="button" disabled={move.isPending}>
                          {ORDER_FLOW.ship.label}
                        </button>
                      }
                    >
                      <BulkShipForm
                        orders={selected}
                        pending={move.isPending}
                        onShip={(moves) => run('ship', moves).then(() => setShipOpen(false))}
                      />
                    </Dialog>
                  ) : (
                    <button
                      key={action}
                      type="button"
                      className="button"
                      disabled={move.isPending}
                      onClick={() =>
                        run(
                          action,
                          selected.map((order) => ({ order })),
                        )
                      }
                    >
                      {ORDER_FLOW[action].label}
                    </button>
                  ),
                )
              : null}
            {PRINT_DOCUMENTS.map((doc) => (
              <Link key={doc.kind} className="button button-quiet" to={printPath(doc.kind, ids)}>
                {`Print ${doc.plural}`}
              </Link>
            ))}
            <button type="button" className="button button-quiet" onClick={onClear}>
              Clear selection
            </button>
          </div>
        </>
      ) : null}
      <div role="status" className="bulk-report">
        {report ? (
          <>
            <p>
              {`${ORDER_FLOW[report.action].label}: ${moved} of ${plural(report.results.length, 'order')} moved to ${ORDER_FLOW[report.action].to}.`}
            </p>
            {report.results.some((r) => r.error) ? (
              <ul className="plain-list">
                {report.results
                  .filter((r) => r.error)
                  .map((r) => (
                    <li key={r.order.id} className="form-error">
                      {`${r.order.number}: ${r.error}`}
                    </li>
                  ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
