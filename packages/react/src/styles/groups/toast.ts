import type { SkateSheet } from '../sheet';
import { toastSheet } from '../toast';

/** The sheets the toast components ask the provider for (useSkateStyles). */
export const TOAST_SHEETS: readonly SkateSheet[] = [toastSheet];
