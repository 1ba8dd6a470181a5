/**
 * CSV as spreadsheets read it (RFC 4180): every cell quoted, quotes doubled, CRLF between rows. A cell a
 * spreadsheet would run as a formula (starting with =, +, -, @, or a tab or carriage return) gets a leading
 * apostrophe, so a visitor's name can never become a formula on staff's computer.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
