/**
 * A CSV cell: quoted when it holds a comma, quote or line break; text a
 * spreadsheet would take for a formula (=, +, -, @, tab, CR first) starts with an
 * apostrophe so it stays text (CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as a CSV file's text: UTF-8 with a byte-order mark (so spreadsheet programs read it as such), CRLF line ends. */
export const csvText = (rows: readonly (readonly string[])[]): string => `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
