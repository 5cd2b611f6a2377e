/**
 * "Recently viewed" (issue 22): the ids of the products this browser opened,
 * newest first, kept in localStorage on this device only (never on the server).
 * Up to `shownCount` are shown besides the product on screen, so one more is kept.
 * The list is tagged with who was signed in when it was written (a hash of the
 * e-mail, `ownerTag`; null for a visitor): another account, or a visitor after a
 * sign-out, starts afresh, so people sharing a browser do not see each other's.
 * A visitor's list is taken on by whoever signs in.
 */
export const recentlyViewedKey = 'roomcraft.recentlyViewed.v1';
export const shownCount = 8;
const keptCount = shownCount + 1;
const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** A short tag for a signed-in account (FNV-1a of the e-mail): enough to tell accounts apart on one device, without keeping the address. */
export function ownerTag(email: string | null | undefined): string | null {
  if (!email) return null;
  let hash = 0x811c9dc5;
  for (const ch of email.trim().toLowerCase()) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The kept ids from what storage holds, for `owner`: another account's list reads as empty; anything malformed is ignored. */
export function parseRecentlyViewed(raw: string | null, owner: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || !('ids' in value) || !Array.isArray(value.ids)) return [];
    const stored = 'owner' in value && typeof value.owner === 'string' ? value.owner : null;
    if (stored !== null && stored !== owner) return [];
    const ids = value.ids.filter((v): v is string => typeof v === 'string' && idPattern.test(v));
    return [...new Set(ids)].slice(0, keptCount);
  } catch {
    return [];
  }
}

/** The list after viewing `id`: it moves to the front, once. */
export function withViewed(ids: readonly string[], id: string): string[] {
  if (!idPattern.test(id)) return [...ids];
  return [id, ...ids.filter((other) => other !== id)].slice(0, keptCount);
}

/** What to show on a page: newest first, without the product on screen. */
export const toShow = (ids: readonly string[], current: string | null) => ids.filter((id) => id !== current).slice(0, shownCount);

/** Storage may be missing or refuse (private windows, full quota): then nothing is kept. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readRecentlyViewed(owner: string | null): string[] {
  try {
    return parseRecentlyViewed(storage()?.getItem(recentlyViewedKey) ?? null, owner);
  } catch {
    return [];
  }
}

export function writeRecentlyViewed(ids: readonly string[], owner: string | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (ids.length === 0) store.removeItem(recentlyViewedKey);
    else store.setItem(recentlyViewedKey, JSON.stringify({ owner, ids: ids.slice(0, keptCount) }));
  } catch {
    // A full or blocked storage only means the list is not kept.
  }
}
