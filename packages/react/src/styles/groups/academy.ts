import type { SkateSheet } from '../sheet';
import { academySheet } from '../../academy/academy.css';
import { accountSheet } from '../../account/account.css';
import { admissionSheet } from '../../admission/admission.css';
import { authSheet } from '../../auth/auth.css';
import { shellSheet } from '../../shell/shell.css';
import { checkoutSheet } from '../checkout';
import { primitivesSheet } from '../primitives';

/** The sheets the academy components ask the provider for (useSkateStyles). */
export const ACADEMY_SHEETS: readonly SkateSheet[] = [
  primitivesSheet,
  checkoutSheet,
  shellSheet,
  authSheet,
  accountSheet,
  admissionSheet,
  academySheet,
];
