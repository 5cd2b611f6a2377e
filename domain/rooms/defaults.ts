/**
 * A room to start from: one per room type of ../projects/rooms.ts (typical
 * sizes, one door, one or two windows), and the room the questionnaire's
 * details describe. The ROOM DETAILS step asks for a remark (and a bed size, or
 * an address); a client often writes the size there ("about 12 x 15 ft"), and
 * the plan editor gives measurements outright. Whatever is missing or out of
 * bounds comes from the room type's default.
 */
import { roomNames } from '../projects/rooms';
import { parseRoom, ROOM_LIMITS, roomSchema, type Colour, type FloorMaterial, type Opening, type Room } from './room';
import { roundCm } from './units';
import { wallsOf } from './walls';

export type RoomName = (typeof roomNames)[number];

interface Preset {
  label: string;
  width: number;
  length: number;
  ceiling: number;
  floor: FloorMaterial;
  floorColour: Colour;
  wallColour: Colour;
  /** [type, wall, centre as a fraction of the wall, width, height, sill] */
  openings: [Opening['type'], number, number, number, number, number][];
}

const door = (wall: number, at: number): Preset['openings'][number] => ['door', wall, at, 86, 203, 0];
const window_ = (wall: number, at: number, width = 120, height = 140, sill = 90): Preset['openings'][number] => ['window', wall, at, width, height, sill];

const presets: Record<RoomName, Preset> = {
  'living room': { label: 'Living room', width: 520, length: 430, ceiling: 260, floor: 'oak', floorColour: 'natural-oak', wallColour: 'white', openings: [door(2, 0.85), window_(1, 0.5, 150), window_(3, 0.5, 120)] },
  open: { label: 'Open-plan living and dining', width: 800, length: 560, ceiling: 270, floor: 'oak', floorColour: 'natural-oak', wallColour: 'oat', openings: [door(2, 0.9), window_(0, 0.3, 180), window_(1, 0.5, 150)] },
  bedroom: { label: 'Bedroom', width: 420, length: 380, ceiling: 255, floor: 'oak', floorColour: 'ash', wallColour: 'sage', openings: [door(2, 0.85), window_(1, 0.5, 120)] },
  'home office': { label: 'Home office', width: 340, length: 300, ceiling: 255, floor: 'oak', floorColour: 'natural-oak', wallColour: 'slate', openings: [door(2, 0.8), window_(1, 0.5, 110)] },
  'dining room': { label: 'Dining room', width: 440, length: 380, ceiling: 260, floor: 'walnut', floorColour: 'walnut', wallColour: 'oat', openings: [door(3, 0.8), window_(0, 0.3, 110), window_(0, 0.7, 110)] },
  hallway: { label: 'Hallway', width: 180, length: 520, ceiling: 255, floor: 'tile', floorColour: 'grey-tile', wallColour: 'dusty-blue', openings: [door(2, 0.5), window_(1, 0.7, 80, 120, 100)] },
  outdoor: { label: 'Outdoor', width: 500, length: 400, ceiling: 300, floor: 'decking', floorColour: 'teak', wallColour: 'white', openings: [door(0, 0.2), window_(0, 0.65, 150, 140, 80)] },
  'kids bedroom': { label: 'Kids bedroom', width: 360, length: 330, ceiling: 255, floor: 'carpet', floorColour: 'oat', wallColour: 'blush', openings: [door(2, 0.8), window_(1, 0.5, 110)] },
  kitchen: { label: 'Kitchen', width: 420, length: 360, ceiling: 260, floor: 'tile', floorColour: 'grey-tile', wallColour: 'ivory', openings: [door(2, 0.8), window_(0, 0.5, 120, 110, 105)] },
  bathroom: { label: 'Bathroom', width: 260, length: 230, ceiling: 250, floor: 'tile', floorColour: 'grey-tile', wallColour: 'white', openings: [door(2, 0.75, ), window_(1, 0.5, 60, 80, 140)] },
};

/** The room type a name or label means ("Living Room", "kids bedroom", "Nursery"); living room when unknown. */
export function roomNameOf(type: string | null | undefined): RoomName {
  const t = (type ?? '').trim().toLowerCase();
  if (t === 'nursery') return 'kids bedroom';
  return (roomNames as readonly string[]).includes(t) ? (t as RoomName) : 'living room';
}

/** Openings of a preset fitted to a rectangle of this size (each one centred where the preset puts it, kept on its wall). */
function fitOpenings(p: Preset, width: number, length: number, ceiling: number): Opening[] {
  const walls = wallsOf({ type: 'rectangle', width, length });
  const counts = new Map<string, number>();
  const placed: Opening[] = [];
  for (const [type, wallIndex, at, w, h, sill] of p.openings) {
    const wall = walls[wallIndex]!;
    const width_ = Math.min(w, Math.max(ROOM_LIMITS.openingMinWidth, wall.length - 40));
    const offset = roundCm(Math.max(10, Math.min(wall.length - width_ - 10, wall.length * at - width_ / 2)));
    const n = (counts.get(type) ?? 0) + 1;
    counts.set(type, n);
    const height = type === 'window' ? Math.min(h, ceiling - sill - 20) : Math.min(h, ceiling - 10);
    const candidate: Opening = { id: `${type}-${n}`, type, wall: wallIndex, offset, width: width_, height, sill: type === 'window' ? sill : 0, hinge: 'left', swing: 'in' };
    // Two openings on one wall that no longer fit side by side: keep the first.
    if (placed.some((o) => o.wall === wallIndex && o.offset < offset + width_ && offset < o.offset + o.width)) continue;
    placed.push(candidate);
  }
  return placed;
}

/** The default room of a room type (../projects/rooms.ts names; a label such as "Living Room" works too). */
export function defaultRoom(roomType: string): Room {
  const p = presets[roomNameOf(roomType)];
  return sizedRoom(p, p.width, p.length, p.ceiling);
}

function sizedRoom(p: Preset, width: number, length: number, ceiling: number): Room {
  return roomSchema.parse({
    name: p.label,
    shape: { type: 'rectangle', width, length },
    ceiling,
    openings: fitOpenings(p, width, length, ceiling),
    floor: { material: p.floor, colour: p.floorColour },
    wallColour: p.wallColour,
  }) as Room;
}

const perUnit: Record<string, number> = { m: 100, metre: 100, meter: 100, metres: 100, meters: 100, cm: 1, ft: 30.48, feet: 30.48, foot: 30.48, "'": 30.48, '’': 30.48, in: 2.54, inch: 2.54, inches: 2.54, '"': 2.54 };

/** "12 x 15 ft", "4.2m × 3.6m", "12' by 15'", "380 x 420 cm": the first size written in a text, in cm (metres when no unit and both under 30). */
export function sizeFromText(text: string): { width: number; length: number } | null {
  const unit = `(m|cm|ft|feet|foot|in|inch|inches|metres?|meters?|'|’|")?`;
  const m = text.toLowerCase().match(new RegExp(`(\\d+(?:[.,]\\d+)?)\\s*${unit}\\s*(?:x|×|by|\\*)\\s*(\\d+(?:[.,]\\d+)?)\\s*${unit}`));
  if (!m) return null;
  const a = Number(m[1]!.replace(',', '.'));
  const b = Number(m[3]!.replace(',', '.'));
  const u = m[4] ?? m[2] ?? (a < 30 && b < 30 ? 'm' : 'cm');
  const k = perUnit[u] ?? 1;
  return { width: roundCm(a * k), length: roundCm(b * k) };
}

export interface RoomDetails {
  /** The ROOM DETAILS remark (free text). */
  remark?: string | null;
  /** Measurements from the plan editor, in centimetres. */
  width?: number | null;
  length?: number | null;
  ceiling?: number | null;
  name?: string | null;
}

const within = (v: number | null | undefined, min: number, max: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

/**
 * The room the questionnaire describes: measurements first, else a size written
 * in the remark, else the room type's default; a size out of bounds is ignored.
 * Always a valid rectangle (an L comes from the plan editor as a whole room).
 */
export function roomFromDetails(roomType: string, details: RoomDetails | null | undefined = {}): Room {
  const p = presets[roomNameOf(roomType)];
  const d = details ?? {};
  const fromText = d.remark ? sizeFromText(d.remark) : null;
  const { sideMin: lo, sideMax: hi } = ROOM_LIMITS;
  let width = p.width;
  let length = p.length;
  if (within(d.width, lo, hi) && within(d.length, lo, hi)) [width, length] = [d.width, d.length];
  else if (fromText && within(fromText.width, lo, hi) && within(fromText.length, lo, hi)) [width, length] = [fromText.width, fromText.length];
  const ceiling = within(d.ceiling, ROOM_LIMITS.ceilingMin, ROOM_LIMITS.ceilingMax) ? d.ceiling : p.ceiling;
  const room = sizedRoom(p, roundCm(width), roundCm(length), roundCm(ceiling));
  const name = d.name?.trim();
  return name && name.length <= 80 ? { ...room, name } : room;
}

/**
 * A design project's room from its brief's ROOM DETAILS answer: the room the
 * client measured on the plan editor (checked again: a stored answer is not
 * trusted blindly), else measurements or a size in the remark, else the room
 * type's default; `measured` says whether the client's answer shaped it.
 */
export function roomOfBrief(roomType: string, answer: unknown): { room: Room; measured: boolean } {
  const details = (answer && typeof answer === 'object' ? answer : null) as (RoomDetails & { room?: unknown }) | null;
  const drawn = details?.room ? parseRoom(details.room).room : null;
  if (drawn) return { room: drawn, measured: true };
  const measured = !!details && ((typeof details.width === 'number' && typeof details.length === 'number') || (!!details.remark && sizeFromText(details.remark) !== null));
  return { room: roomFromDetails(roomType, details ?? undefined), measured };
}
