import type { SkateSheet } from '../sheet';
import { accountSheet } from '../../account/account.css';
import { admissionSheet } from '../../admission/admission.css';
import { authSheet } from '../../auth/auth.css';
import { ordersSheet } from '../../orders/orders.css';
import { shellSheet } from '../../shell/shell.css';
import { cartSheet } from '../cart';
import { catalogueSheet } from '../catalogue';
import { checkoutSheet, sandboxSheet } from '../checkout';
import { primitivesSheet } from '../primitives';

/** The sheets the admission components ask the provider for (useSkateStyles). */
export const ADMISSION_SHEETS: readonly SkateSheet[] = [
  primitivesSheet,
  catalogueSheet,
  cartSheet,
  checkoutSheet,
  sandboxSheet,
  shellSheet,
  authSheet,
  accountSheet,
  ordersSheet,
  admissionSheet,
];
