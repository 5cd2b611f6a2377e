/** Part 1 §3: a project id shows as the letter C and the id left-padded with zeros to 10 digits (C0000000123). */
export function displayProjectId(id: number | string): string {
  const digits = String(id).trim();
  if (!/^\d{1,10}$/.test(digits)) throw new RangeError(`A project number is 1 to 10 digits: ${digits}`);
  return `C${digits.padStart(10, '0')}`;
}

/** C0000000123 → 123; null for anything else. */
export function parseProjectId(display: string): number | null {
  const m = /^C(\d{10})$/i.exec(display.trim());
  return m ? Number(m[1]) : null;
}
