import { badRequest } from '../platform/errors';

const IST_OFFSET_MS = 330 * 60_000;

/** The India date (`YYYY-MM-DD`, IST = UTC+5:30) of an instant. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The start of an India date (`YYYY-MM-DD`, IST = UTC+5:30) as an instant. */
export function indiaDayStart(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00+05:30`);
  if (Number.isNaN(start.getTime())) throw badRequest(`${day} is not a date`);
  return new Date(start.getTime() + plusDays * 86_400_000);
}
