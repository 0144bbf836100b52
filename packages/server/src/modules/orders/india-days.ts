export { indiaDayStart } from './orders-repository';

const IST_OFFSET_MS = 330 * 60_000;

/** The India date (`YYYY-MM-DD`, IST = UTC+5:30) of an instant. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
