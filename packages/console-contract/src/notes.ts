import { z } from 'zod';
import { id, isoDate, note } from './fields';

/*
 * Internal notes (issue 39): staff's own notes on an order, an admission or a customer, never shown to a
 * shopper or mailed (a "message to the parent/shopper" is a field of its own, and is mailed). Each
 * records its author and time, and each is in the audit log.
 */

/** What a note may be written on, and the console path of its list. */
export const NOTE_ENTITIES = { order: 'orders', admission: 'admissions', customer: 'customers' } as const;
export type NoteEntity = keyof typeof NOTE_ENTITIES;

/** `POST /admin/api/{orders|admissions|customers}/:id/notes`. */
export const InternalNoteBody = z.strictObject({ note: note.min(1, 'Write the note') });
export type InternalNoteBody = z.infer<typeof InternalNoteBody>;

export const InternalNote = z.object({ id, note: z.string(), staffEmail: z.string(), createdAt: isoDate });
export type InternalNote = z.infer<typeof InternalNote>;

/** The notes of one record, oldest first. */
export const InternalNotesResponse = z.object({ data: z.array(InternalNote) });
export type InternalNotesResponse = z.infer<typeof InternalNotesResponse>;
