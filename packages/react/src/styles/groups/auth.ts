import type { SkateSheet } from '../sheet';
import { accountSheet } from '../../account/account.css';
import { authSheet } from '../../auth/auth.css';
import { shellSheet } from '../../shell/shell.css';
import { primitivesSheet } from '../primitives';

/** The sheets the auth components ask the provider for (useSkateStyles). */
export const AUTH_SHEETS: readonly SkateSheet[] = [primitivesSheet, shellSheet, authSheet, accountSheet];
