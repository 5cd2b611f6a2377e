import { type Opening, type OpeningType, ROOM_LIMITS, type Room } from './room';
import { roundCm } from './units';
import { wallsOf } from './walls';

/** The size a new opening starts at: a standard interior door, a common window, a wide passage. */
export const newOpeningSizes: Record<OpeningType, { width: number; height: number; sill: number }> = {
  door: { width: 86, height: 203, sill: 0 },
  window: { width: 120, height: 120, sill: 90 },
  passage: { width: 120, height: 210, sill: 0 },
};

/**
 * A new door, window or passage for the room, where it fits: on the longest wall
 * with room for it, centred in the widest free stretch, at the standard size (or
 * as wide as the stretch allows, down to the narrowest opening). Null when the
 * room has its most openings or no wall has a free stretch that wide.
 * Its id is the type and the next free number ("window-3").
 */
export function newOpening(room: Room, type: OpeningType): Opening | null {
  if (room.openings.length >= ROOM_LIMITS.openingsMax) return null;
  const size = newOpeningSizes[type];
  const height = Math.min(size.height, room.ceiling - size.sill);
  let best: { wall: number; start: number; length: number } | null = null;
  for (const wall of wallsOf(room.shape)) {
    const taken = room.openings.filter((o) => o.wall === wall.index).sort((a, b) => a.offset - b.offset);
    let from = 0;
    for (const o of [...taken, { offset: wall.length, width: 0 }]) {
      const length = o.offset - from;
      if (!best || length > best.length + 0.05) best = { wall: wall.index, start: from, length };
      from = Math.max(from, o.offset + o.width);
    }
  }
  // A little wall on each side of the opening (10 cm) where the stretch allows.
  const room_ = best ? best.length - 20 : 0;
  const width = Math.min(size.width, room_);
  if (!best || width < ROOM_LIMITS.openingMinWidth) return null;
  const numbers = room.openings.map((o) => Number(/-(\d+)$/.exec(o.id)?.[1] ?? 0));
  const id = `${type}-${Math.max(0, ...numbers) + 1}`;
  return { id, type, wall: best.wall, offset: roundCm(best.start + (best.length - width) / 2), width: roundCm(width), height: roundCm(height), sill: size.sill, hinge: 'left', swing: 'in' };
}
