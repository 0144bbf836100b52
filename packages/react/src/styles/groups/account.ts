import type { SkateSheet } from '../sheet';
import { accountSheet } from '../../account/account.css';
import { admissionSheet } from '../../admission/admission.css';
import { authSheet } from '../../auth/auth.css';
import { ordersSheet } from '../../orders/orders.css';
import { shellSheet } from '../../shell/shell.css';
import { cartSheet } from '../cart';
import { catalogueSheet } from '../catalogue';
import { checkoutSheet } from '../checkout';
import { primitivesSheet } from '../primitives';

/** The sheets the account components ask the provider for (useSkateStyles). */
export const ACCOUNT_SHEETS: readonly SkateSheet[] = [
  primitivesSheet,
  catalogueSheet,
  cartSheet,
  checkoutSheet,
  shellSheet,
  authSheet,
  accountSheet,
  ordersSheet,
  admissionSheet,
];
