import { z } from 'zod';

/** A merchant code in a path (`{store}`, `{merchant}`, `{property}`). */
export const merchantCode = () => z.string().trim().min(1).max(64);

/** An id in a path. */
export const pathId = () => z.string().trim().min(1).max(128);

/** `/{store}` params. */
export const StoreParams = z.object({ store: merchantCode() });

/** `/{id}` params. */
export const IdParams = z.object({ id: pathId() });
