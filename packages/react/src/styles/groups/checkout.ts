import type { SkateSheet } from '../sheet';
import { admissionSheet } from '../../admission/admission.css';
import { authSheet } from '../../auth/auth.css';
import { ordersSheet } from '../../orders/orders.css';
import { cartSheet } from '../cart';
import { checkoutSheet, sandboxSheet } from '../checkout';
import { primitivesSheet } from '../primitives';

/** The sheets the checkout components ask the provider for (useSkateStyles). */
export const CHECKOUT_SHEETS: readonly SkateSheet[] = [
  primitivesSheet,
  cartSheet,
  checkoutSheet,
  sandboxSheet,
  authSheet,
  ordersSheet,
  admissionSheet,
];
