import type { SkateSheet } from '../sheet';
import { shellSheet } from '../../shell/shell.css';
import { primitivesSheet } from '../primitives';

/** The sheets the shell components ask the provider for (useSkateStyles). */
export const SHELL_SHEETS: readonly SkateSheet[] = [primitivesSheet, shellSheet];
