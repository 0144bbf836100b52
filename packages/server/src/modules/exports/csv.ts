/*
 * CSV as spreadsheets read it (RFC 4180): fields joined by commas, lines ended by CRLF, a field quoted
 * when it holds a comma, a quote, a line break or edge spaces (quotes doubled inside). The file starts
 * with a UTF-8 byte order mark so Excel reads ₹ and names in any script correctly.
 */

/** The UTF-8 byte order mark every export starts with. */
export const UTF8_BOM = '\uFEFF';

/**
 * A text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab / carriage return before
 * one) gets a `'` in front, so `=HYPERLINK(...)` typed into a name stays text. Numbers are numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: '' for null and undefined, numbers as they are, text defused and quoted as needed. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  let text = value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text) || text !== text.trim()) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** One line of cells, with its CRLF. */
export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Rupees as the accountant's sheet wants them: two decimals, no symbol, no grouping (`1180.00`). */
export function csvMoney(rupees: number): string {
  return (Math.round(rupees * 100) / 100).toFixed(2);
}

const IST_OFFSET_MS = 330 * 60_000;

/** An instant as India time `YYYY-MM-DD HH:mm:ss` (what spreadsheets parse as a date); '' for none. */
export function csvIndiaTime(date: Date | null | undefined): string {
  if (!date) return '';
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
