/**
 * "Recently viewed" (issue 22): the ids of the products this browser opened,
 * newest first, kept in localStorage on this device only (never on the server,
 * never shown to anyone else). Up to `shownCount` are shown besides the product
 * on screen, so one more is kept.
 */
export const recentlyViewedKey = 'roomcraft.recentlyViewed.v1';
export const shownCount = 8;
const keptCount = shownCount + 1;
const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The kept ids from what storage holds: anything malformed is ignored. */
export function parseRecentlyViewed(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((v): v is string => typeof v === 'string' && idPattern.test(v));
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

export function readRecentlyViewed(): string[] {
  try {
    return parseRecentlyViewed(storage()?.getItem(recentlyViewedKey) ?? null);
  } catch {
    return [];
  }
}

export function writeRecentlyViewed(ids: readonly string[]): void {
  try {
    const store = storage();
    if (!store) return;
    if (ids.length === 0) store.removeItem(recentlyViewedKey);
    else store.setItem(recentlyViewedKey, JSON.stringify(ids.slice(0, keptCount)));
  } catch {
    // A full or blocked storage only means the list is not kept.
  }
}
