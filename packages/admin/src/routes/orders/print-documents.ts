import type { OrderDetail } from '@skatekit/console-contract';
import { money } from '../../ui/format';
/** The papers the front desk prints for orders: their kind (in the address), title and plural. */
export const PRINT_DOCUMENTS = [
  { kind: 'slip', title: 'Packing slip', plural: 'packing slips' },
  { kind: 'label', title: 'Shipping label', plural: 'shipping labels' },
  { kind: 'invoice', title: 'Invoice', plural: 'invoices' },
] as const;
export type PrintKind = (typeof PRINT_DOCUMENTS)[number]['kind'];

/** The console address that prints `kind` for the orders `ids`, in their order. */
export function printPath(kind: PrintKind, ids: readonly string[]): string {
  return `/orders/print?${new URLSearchParams({ doc: kind, ids: ids.join(',') })}`;
}

/** The print address's kind and order ids; an unknown kind prints packing slips. */
export function printRequest(params: URLSearchParams): { kind: PrintKind; ids: string[] } {
  const doc = params.get('doc');
  const kind = PRINT_DOCUMENTS.find((d) => d.kind === doc)?.kind ?? 'slip';
  const ids = [...new Set((params.get('ids') ?? '').split(',').filter(Boolean))].slice(0, 100);
  return { kind, ids };
}

/** An order's address snapshot as papers show it: name, street, area / city / pincode, phone. */
export function addressLines(address: Record<string, unknown> | null): string[] {
  const text = (key: string) => {
    const value = address?.[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  return [
    text('user_name'),
    text('new_address'),
    [text('area'), text('city'), text('pincode')].filter(Boolean).join(', '),
    text('number'),
  ].filter(Boolean);
}

/** The first rows of an order's bill, the invoice's and the order page's: items to what was paid online. */
export function billRows(f: OrderDetail['figures']): [string, string][] {
  return [
    ['Items', money(f.itemsBeforeDiscount)],
    [
      f.couponCode ? `Discount (${f.couponCode})` : 'Discount',
      f.discount ? `− ${money(f.discount)}` : money(0),
    ],
    ['Delivery', money(f.deliveryCharge)],
    ['Total', money(f.total)],
    [`GST included (${f.gstRate}%)`, money(f.tax)],
    ['Paid online', money(f.paidOnline)],
  ];
}
