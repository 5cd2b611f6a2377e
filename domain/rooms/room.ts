/**
 * The room a board is laid out in (issue 23): its shape (a rectangle or an L),
 * the walls that follow from it (walls.ts), the doors, windows and open
 * passages in those walls, the ceiling height and the finishes. Every length is
 * in centimetres, rounded to 0.1 cm (units.ts). `roomSchema` checks a room as a
 * command gives it and says what is wrong on the field's path.
 */
import { z } from 'zod';
import { lCorners, wallsOf, type RoomShape } from './walls';
import { formatLength, roundCm } from './units';

/** The limits a room is checked against (centimetres). */
export const ROOM_LIMITS = {
  /** Each side of the room's rectangle: 1 m to 30 m (a hall or a loft, never a stadium). */
  sideMin: 100,
  sideMax: 3000,
  /** Ceiling height: 2 m to 6 m. */
  ceilingMin: 200,
  ceilingMax: 600,
  /** What an L's cut-out must leave of the room on each side, and its own smallest side. */
  armMin: 100,
  cutMin: 30,
  /** Openings: the narrowest window or door and the lowest door. */
  openingMinWidth: 30,
  doorMinHeight: 180,
  openingMinHeight: 20,
  openingsMax: 20,
} as const;

export const openingTypes = ['door', 'window', 'passage'] as const;
export type OpeningType = (typeof openingTypes)[number];

/** The named colours a wall or floor can take; any '#rrggbb' is accepted too. */
export const palette = {
  white: '#f6f4ef', ivory: '#efe8d8', oat: '#e2d6c1', sand: '#d8c3a0', sage: '#b7c2a4', 'dusty-blue': '#a9b9c7',
  blush: '#e6c7bd', terracotta: '#c0714f', slate: '#6e7780', charcoal: '#3b3d40', navy: '#27354a', forest: '#2f4a3a',
  'natural-oak': '#c9a577', walnut: '#6b4a33', ash: '#d9c6a5', 'grey-tile': '#a8a7a2', concrete: '#9c9a94', teak: '#9a6b3f',
} as const;
export type PaletteName = keyof typeof palette;

export const floorMaterials = ['oak', 'walnut', 'ash', 'tile', 'stone', 'concrete', 'carpet', 'decking'] as const;
export type FloorMaterial = (typeof floorMaterials)[number];

/** A colour: a palette name or '#rrggbb'. */
export type Colour = PaletteName | `#${string}`;

export const colourHex = (c: Colour): string => (c.startsWith('#') ? c.toLowerCase() : palette[c as PaletteName]);

export interface Opening {
  id: string;
  type: OpeningType;
  /** The wall's index (walls.ts). */
  wall: number;
  /** From the wall's start to the opening's first edge, along the wall. */
  offset: number;
  width: number;
  height: number;
  /** Height of a window's sill above the floor; 0 for doors and passages. */
  sill: number;
  /** A door's hinge side seen from inside the room, and whether it opens into the room. */
  hinge: 'left' | 'right';
  swing: 'in' | 'out';
}

export interface Room {
  name: string;
  shape: RoomShape;
  ceiling: number;
  openings: Opening[];
  floor: { material: FloorMaterial; colour: Colour };
  wallColour: Colour;
}

export const roomMessages = {
  side: (side: string) => `The room's ${side} must be between ${ROOM_LIMITS.sideMin / 100} m and ${ROOM_LIMITS.sideMax / 100} m (${formatLength(ROOM_LIMITS.sideMin)} to ${formatLength(ROOM_LIMITS.sideMax)}).`,
  ceiling: `The ceiling must be between ${ROOM_LIMITS.ceilingMin / 100} m and ${ROOM_LIMITS.ceilingMax / 100} m high.`,
  cut: (side: 'width' | 'length') =>
    `The cut-out's ${side} must be at least ${ROOM_LIMITS.cutMin} cm and leave at least ${ROOM_LIMITS.armMin / 100} m of the room's ${side}.`,
  corner: 'Please choose which corner the L cuts out: ne, se, sw or nw.',
  shape: 'Please choose a rectangle or an L-shaped room.',
  wall: (count: number) => `There is no such wall: this room's walls are numbered 0 to ${count - 1}.`,
  offWall: (wallLength: number) => `The opening runs off the end of its wall (the wall is ${formatLength(wallLength)} long).`,
  overlap: (other: string) => `The opening overlaps ${other} on the same wall.`,
  openingWidth: `An opening must be at least ${ROOM_LIMITS.openingMinWidth} cm wide.`,
  openingHeight: `An opening must be at least ${ROOM_LIMITS.openingMinHeight} cm high.`,
  doorHeight: `A door must be at least ${ROOM_LIMITS.doorMinHeight} cm high.`,
  aboveCeiling: (what: string) => `The ${what} reaches above the ceiling.`,
  sill: 'A window\'s sill must be between the floor and the ceiling.',
  length: 'Please give a length in centimetres.',
  colour: 'Please choose a colour from the palette or give it as #rrggbb.',
  material: `Please choose a floor: ${floorMaterials.join(', ')}.`,
  name: 'Please name the room (at most 80 characters).',
  openingId: 'Each opening needs an id of letters, digits, _ or -, used once.',
  tooMany: `A room has at most ${ROOM_LIMITS.openingsMax} doors, windows and passages.`,
} as const;

/** A length in cm: a finite number, rounded to 0.1 cm. */
const cm = (message: string = roomMessages.length) =>
  z.number({ required_error: message, invalid_type_error: message }).finite(message).transform(roundCm);

const side = (name: string) => cm(roomMessages.side(name)).refine((v) => v >= ROOM_LIMITS.sideMin && v <= ROOM_LIMITS.sideMax, roomMessages.side(name));

const colourSchema = z.union([z.enum(Object.keys(palette) as [PaletteName, ...PaletteName[]]), z.string().regex(/^#[0-9a-fA-F]{6}$/)], { errorMap: () => ({ message: roomMessages.colour }) }) as z.ZodType<Colour>;

const rectangle = z.object({ type: z.literal('rectangle'), width: side('width'), length: side('length') });
const lShape = z.object({
  type: z.literal('L'),
  width: side('width'),
  length: side('length'),
  cut: z.object({
    corner: z.enum(lCorners, { errorMap: () => ({ message: roomMessages.corner }) }),
    width: cm(roomMessages.cut('width')),
    length: cm(roomMessages.cut('length')),
  }),
});

const shapeSchema = z
  .discriminatedUnion('type', [rectangle, lShape], { errorMap: (issue, ctx) => ({ message: issue.code === 'invalid_union_discriminator' ? roomMessages.shape : ctx.defaultError }) })
  .superRefine((s, ctx) => {
    if (s.type !== 'L') return;
    for (const sideName of ['width', 'length'] as const) {
      const cut = s.cut[sideName];
      if (cut < ROOM_LIMITS.cutMin || s[sideName] - cut < ROOM_LIMITS.armMin) ctx.addIssue({ code: 'custom', path: ['cut', sideName], message: roomMessages.cut(sideName) });
    }
  });

const openingSchema = z.object({
  id: z.string({ required_error: roomMessages.openingId }).regex(/^[A-Za-z0-9_-]{1,40}$/, roomMessages.openingId),
  type: z.enum(openingTypes, { errorMap: () => ({ message: 'Please choose a door, a window or an open passage.' }) }),
  wall: z.number({ invalid_type_error: roomMessages.wall(1), required_error: roomMessages.wall(1) }).int(),
  offset: cm(),
  width: cm(roomMessages.openingWidth).refine((v) => v >= ROOM_LIMITS.openingMinWidth, roomMessages.openingWidth),
  height: cm(roomMessages.openingHeight).refine((v) => v >= ROOM_LIMITS.openingMinHeight, roomMessages.openingHeight),
  sill: cm(roomMessages.sill).default(0),
  hinge: z.enum(['left', 'right']).default('left'),
  swing: z.enum(['in', 'out']).default('in'),
});

const kindName = (o: { type: OpeningType }) => (o.type === 'passage' ? 'open passage' : o.type);

/** A room as a command gives it: every problem on its field's path, in plain words. */
export const roomSchema = z
  .object({
    name: z.string({ required_error: roomMessages.name }).trim().min(1, roomMessages.name).max(80, roomMessages.name),
    shape: shapeSchema,
    ceiling: cm(roomMessages.ceiling).refine((v) => v >= ROOM_LIMITS.ceilingMin && v <= ROOM_LIMITS.ceilingMax, roomMessages.ceiling),
    openings: z.array(openingSchema).max(ROOM_LIMITS.openingsMax, roomMessages.tooMany),
    floor: z.object({ material: z.enum(floorMaterials, { errorMap: () => ({ message: roomMessages.material }) }), colour: colourSchema }),
    wallColour: colourSchema,
  })
  .superRefine((room, ctx) => {
    const walls = wallsOf(room.shape);
    // Refinements do not stop parsing: a ceiling out of bounds is reported once, not against every opening too.
    const ceilingOk = room.ceiling >= ROOM_LIMITS.ceilingMin && room.ceiling <= ROOM_LIMITS.ceilingMax;
    const seen = new Set<string>();
    room.openings.forEach((o, i) => {
      const at = (field: string) => ['openings', i, field];
      if (seen.has(o.id)) ctx.addIssue({ code: 'custom', path: at('id'), message: roomMessages.openingId });
      seen.add(o.id);
      const wall = walls[o.wall];
      if (!wall) return ctx.addIssue({ code: 'custom', path: at('wall'), message: roomMessages.wall(walls.length) });
      if (o.offset < 0 || o.offset + o.width > wall.length + 0.05) ctx.addIssue({ code: 'custom', path: at('offset'), message: roomMessages.offWall(wall.length) });
      if (o.type === 'door' && o.height < ROOM_LIMITS.doorMinHeight) ctx.addIssue({ code: 'custom', path: at('height'), message: roomMessages.doorHeight });
      if (!ceilingOk) {
        // Measured against the ceiling only once the ceiling itself is right.
      } else if (o.type === 'window' && (o.sill < 0 || o.sill >= room.ceiling)) ctx.addIssue({ code: 'custom', path: at('sill'), message: roomMessages.sill });
      else if ((o.type === 'window' ? o.sill : 0) + o.height > room.ceiling + 0.05) ctx.addIssue({ code: 'custom', path: at('height'), message: roomMessages.aboveCeiling(kindName(o)) });
      const other = room.openings.findIndex((p, j) => j < i && p.wall === o.wall && p.offset < o.offset + o.width - 0.05 && o.offset < p.offset + p.width - 0.05);
      if (other >= 0) ctx.addIssue({ code: 'custom', path: at('offset'), message: roomMessages.overlap(`the ${kindName(room.openings[other]!)} ${room.openings[other]!.id}`) });
    });
  });

export type RoomInput = z.input<typeof roomSchema>;

/** Field messages keyed by path ("shape.width", "openings.1.offset"), first message per field. */
export function roomProblems(input: unknown): Record<string, string> {
  const parsed = roomSchema.safeParse(input);
  if (parsed.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'room';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** A checked room, or null with the field messages. */
export function parseRoom(input: unknown): { room: Room; problems: null } | { room: null; problems: Record<string, string> } {
  const parsed = roomSchema.safeParse(input);
  return parsed.success ? { room: parsed.data as Room, problems: null } : { room: null, problems: roomProblems(input) };
}
