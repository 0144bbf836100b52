import { z } from 'zod';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether `YYYY-MM-DD` names a day of the calendar (not 2025-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A date as `YYYY-MM-DD` that is a real day of the calendar; `message` when it is not. */
export const calendarDay = (message: string) =>
  z
    .string()
    .regex(DAY, message)
    .refine((text) => isCalendarDay(text), { message });
