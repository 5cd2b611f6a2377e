/**
 * A public handle (issue 24): the name after "/@" in a profile's address.
 * 3–30 characters of a–z, 0–9, "_" and "."; unique without regard to case
 * (reserved on the stream `handle-<lowercased>`); never one that passes for
 * the site or its staff ("admin", "roomcraft_support", "adm1n", …).
 */
export const handleLimits = { min: 3, max: 30, bioMax: 300 } as const;

export const handleMessages = {
  missing: 'Please choose a handle.',
  length: `A handle is ${handleLimits.min} to ${handleLimits.max} characters long.`,
  markup: 'A handle cannot hold markup such as <, >, &, quotes or slashes.',
  characters: 'A handle uses only letters a–z, digits 0–9, underscores (_) and dots (.).',
  dots: 'A handle cannot start or end with a dot, nor have two dots in a row.',
  impersonation: 'This handle could be taken for Roomcraft or its staff. Please choose another.',
  taken: 'This handle is taken. Please choose another.',
  notYours: 'This handle is not yours.',
  bio: `Please keep your bio to ${handleLimits.bioMax} characters or fewer.`,
  bioMarkup: 'Your bio cannot hold markup such as < or >.',
  notAPerson: 'Only clients and designers have a public profile.',
  saved: 'Your profile is saved.',
} as const;

/**
 * Words a handle may not pass for. `anywhere`: refused wherever they appear
 * in the handle once dots, underscores and look-alike digits are set aside
 * ("roomcraft_support", "the.adm1n"); `whole`: refused as the whole handle or
 * one of its dot/underscore/digit-separated parts ("help", "team_2") but
 * allowed inside a longer word ("helpful.hannah").
 */
export const reservedHandleWords = {
  anywhere: ['roomcraft', 'admin', 'administrator', 'moderator', 'official', 'staff', 'support', 'customercare', 'webmaster', 'sysadmin', 'superuser'],
  whole: ['help', 'helpdesk', 'mod', 'mods', 'team', 'root', 'system', 'security', 'service', 'services', 'info', 'contact', 'billing', 'owner', 'api', 'www', 'mail', 'noreply', 'null', 'undefined', 'care', 'legal', 'press', 'abuse', 'verified'],
} as const;

/** Digits that stand in for letters ("adm1n", "5taff", "r00mcraft"). */
const lookAlikes: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '2': 'z', '6': 'g' };
const unLeet = (s: string) => s.replace(/[0-9]/g, (d) => lookAlikes[d] ?? d);

/** The handle as stored in the reservation: lowercase, without a leading "@". */
export const normalHandle = (raw: string) => raw.trim().replace(/^@/, '').toLowerCase();
export const handleStream = (handle: string) => `handle-${normalHandle(handle)}`;

function passesForStaff(lower: string): boolean {
  const collapsed = lower.replace(/[._]/g, '');
  const readings = [collapsed, unLeet(collapsed), collapsed.replace(/[0-9]/g, '')];
  if (readings.some((r) => reservedHandleWords.anywhere.some((w) => r.includes(w)))) return true;
  if (readings.some((r) => (reservedHandleWords.whole as readonly string[]).includes(r))) return true;
  const parts = lower.split(/[._]+/).filter(Boolean);
  const partReadings = parts.flatMap((p) => [p, unLeet(p), p.replace(/[0-9]+/g, '')]).concat(lower.split(/[._0-9]+/).filter(Boolean));
  return partReadings.some((r) => (reservedHandleWords.whole as readonly string[]).includes(r));
}

/** Why a handle cannot be used, or null. Markup is named before other characters. */
export function handleProblem(raw: string): string | null {
  const value = raw.trim().replace(/^@/, '');
  if (!value) return handleMessages.missing;
  if (/[<>&"'`/\\]/.test(value)) return handleMessages.markup;
  if (!/^[A-Za-z0-9_.]+$/.test(value)) return handleMessages.characters;
  if (value.length < handleLimits.min || value.length > handleLimits.max) return handleMessages.length;
  if (value.startsWith('.') || value.endsWith('.') || value.includes('..')) return handleMessages.dots;
  if (passesForStaff(value.toLowerCase())) return handleMessages.impersonation;
  return null;
}

/** Why a bio cannot be used, or null. Plain text only. */
export function bioProblem(bio: string): string | null {
  if (bio.length > handleLimits.bioMax) return handleMessages.bio;
  if (/[<>]/.test(bio)) return handleMessages.bioMarkup;
  return null;
}
