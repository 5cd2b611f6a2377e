/**
 * How personal data is masked wherever someone who does not need it in full
 * reads it: the staff console's customers (e-mail, phones, addresses to the
 * town) and the analysts' event log and export (issue 20). Enough to recognise
 * a customer, not to copy their contacts.
 */
export function maskEmail(email: string): string {
  const [name, domain] = email.split('@');
  if (!domain) return '***';
  return `${name.slice(0, 1)}***@${domain}`;
}

export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  return digits.length <= 2 ? '***' : `***${digits.slice(-2)}`;
}

/** A street line: nothing of it (the console shows the town only). */
export const maskStreet = (line: string): string => (line ? '***' : line);

/** A ZIP code: its first two characters. */
export const maskZip = (zip: string): string => (zip ? `${zip.slice(0, 2)}***` : zip);

/** A last name: its initial ("Buyer" → "B."). */
export const maskLastName = (name: string): string => (name.trim() ? `${name.trim().slice(0, 1)}.` : name);

/** A full name: the first name and the initials of the rest ("Ada Mae Buyer" → "Ada M. B."), as the console names an address. */
export function maskFullName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/);
  return [first ?? '', ...rest.map(maskLastName)].join(' ');
}

/** A client's network address: its first half ("203.0.113.9" → "203.0.***", "2001:db8::1" → "2001:db8:***"). */
export function maskIp(address: string): string {
  if (/^\d{1,3}([._]\d{1,3}){3}$/.test(address)) return `${address.split(/[._]/).slice(0, 2).join('.')}.***`;
  const groups = address.split(':').filter(Boolean);
  return groups.length > 1 ? `${groups.slice(0, 2).join(':')}:***` : '***';
}
