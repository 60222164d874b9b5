/**
 * CSV as RFC 4180 writes it (comma, CRLF, quotes doubled), safe to open in a spreadsheet: a text
 * cell that a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage
 * return) is written with a leading apostrophe, as OWASP advises against CSV injection.
 */
export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header and the rows as one CSV text, each line ended by CRLF. */
export function csvText(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
