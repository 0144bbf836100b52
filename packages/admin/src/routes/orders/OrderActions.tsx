import { ORDER_FLOW, type OrderAction, type OrderDetail } from '@skatekit/console-contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../session/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { money } from '../../ui/format';
import { FormError } from '../../ui/states';
import { PRINT_DOCUMENTS, printPath } from './print-documents';
import { RefundDialog } from './RefundDialog';
import { ShipDialog } from './ShipDialog';
import { useOrderMutations } from './useOrders';

/**
 * What the next refund may give back: an extra payment not yet refunded in full goes first (core's
 * refundTarget), else what is left of the order's own payment.
 */
function refundableNow(order: OrderDetail): number {
  const extra = order.extraPayments.find((p) => !p.refunded);
  if (extra) return Math.round((extra.amount - extra.refundedAmount) * 100) / 100;
  return order.figures.refundable;
}

/**
 * The buttons of the order page: exactly the moves the API says are allowed now (`actions`, labelled
 * by core's ORDER_FLOW), the remainder when it can be collected, a refund for those who may, and
 * the order's papers to print.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const { act, collectRemainder } = useOrderMutations(order.id);
  const mayFulfil = useCan('orders.fulfil');
  const mayCollect = useCan('orders.collect');
  const mayRefund = useCan('orders.refund');
  const [cancelOpen, setCancelOpen] = useState(false);
  const [collectOpen, setCollectOpen] = useState(false);
  const [pendingAction, setPendingAction] = useState<OrderAction | null>(null);
  const busy = act.isPending || collectRemainder.isPending;

  const step = (action: OrderAction) => {
    if (busy) return;
    setPendingAction(action);
    act.mutate({ action }, { onSettled: () => setPendingAction(null) });
  };

  const buttons = (mayFulfil ? order.actions : []).map((action) => {
    const label = ORDER_FLOW[action].label;
    if (action === 'ship')
      return <ShipDialog key={action} orderId={order.id} label={label} disabled={busy} />;
    if (action === 'cancel')
      return (
        <ConfirmDialog
          key={action}
          open={cancelOpen}
          onOpenChange={(open) => {
            setCancelOpen(open);
            if (!open) act.reset();
          }}
          trigger={
            <button type="button" className="button button-danger-quiet" disabled={busy}>
              {label}
            </button>
          }
          title={`Cancel order ${order.number}?`}
          description="Stock and any coupon use are given back and the shopper is told. This cannot be undone."
          confirmLabel={label}
          cancelLabel="Keep the order"
          danger
          pending={act.isPending}
          error={cancelOpen ? act.error : null}
          onConfirm={() => act.mutate({ action: 'cancel' }, { onSuccess: () => setCancelOpen(false) })}
        />
      );
    return (
      <button
        key={action}
        type="button"
        className="button button-primary"
        disabled={busy}
        onClick={() => step(action)}
      >
        {pendingAction === action ? 'Saving…' : label}
      </button>
    );
  });

  return (
    <div className="order-actions">
      <div className="button-row">
        {buttons}
        {order.canCollectRemainder && mayCollect ? (
          <ConfirmDialog
            open={collectOpen}
            onOpenChange={(open) => {
              setCollectOpen(open);
              if (!open) collectRemainder.reset();
            }}
            trigger={
              <button type="button" className="button" disabled={busy}>
                Mark remainder collected
              </button>
            }
            title="Remainder collected?"
            description={`${money(order.figures.remaining)} was collected on delivery. The invoice will show the order paid in full.`}
            confirmLabel="Mark collected"
            pending={collectRemainder.isPending}
            error={collectRemainder.error}
            onConfirm={() => collectRemainder.mutate({}, { onSuccess: () => setCollectOpen(false) })}
          />
        ) : order.payment === 'cod-due' && mayCollect ? (
          <p className="muted">{`${money(order.figures.remaining)} is collected on delivery: it can be marked collected once the order is out for delivery.`}</p>
        ) : null}
        {mayRefund && order.figures.refundable > 0 ? (
          <RefundDialog
            order={order}
            refundable={refundableNow(order)}
            byAmount={order.extraPayments.some((p) => !p.refunded) || order.lines.length === 0}
          />
        ) : null}
      </div>
      {!cancelOpen ? <FormError error={act.error} /> : null}
      <div className="button-row print-links">
        {PRINT_DOCUMENTS.map((doc) => (
          <Link key={doc.kind} className="button button-quiet" to={printPath(doc.kind, [order.id])}>
            {`Print ${doc.title.toLowerCase()}`}
          </Link>
        ))}
      </div>
    </div>
  );
}
