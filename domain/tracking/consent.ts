/**
 * Consent (issue 26): the cookie banner's choice, kept in the cookie `rc_consent`
 * (`analytics` or `essential`). Absent = not chosen yet = essential only; Do Not
 * Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`) = essential only,
 * whatever the cookie says.
 */
export const consentCookie = 'rc_consent';
export type Consent = 'analytics' | 'essential';
/** A year, in seconds. */
export const consentMaxAgeSeconds = 365 * 24 * 60 * 60;

interface HeaderSource {
  get(name: string): string | null;
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** True when the browser asks not to be tracked. */
export function doNotTrack(headers: HeaderSource): boolean {
  return headers.get('dnt')?.trim() === '1' || headers.get('sec-gpc')?.trim() === '1';
}

/** The visitor's effective consent for this request. */
export function consentOf(headers: HeaderSource): Consent {
  if (doNotTrack(headers)) return 'essential';
  return cookieValue(headers.get('cookie'), consentCookie) === 'analytics' ? 'analytics' : 'essential';
}

/** The Set-Cookie header that keeps a choice (readable by the page's script: it is no secret). */
export function consentSetCookie(choice: Consent, secure: boolean): string {
  return `${consentCookie}=${choice}; Path=/; Max-Age=${consentMaxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
