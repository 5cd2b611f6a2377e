/**
 * A board's room as the software renderer draws it (issue 23, ADR 038): the
 * floor in its finish, the walls with their doors, windows and passages cut
 * out, no ceiling, and every product's own model at its pose and true size.
 * Pure: the models come in built (the caller builds them from the catalogue's
 * specs); a piece without a model stands as a neutral box of its size.
 *
 * Room centimetres in (x east, y south, walls.ts), renderer metres out:
 * X = x / 100, Z = y / 100, Y up — the 3D page's own mapping. A pose's
 * rotation is clockwise seen from above; the renderer's turn is
 * counter-clockwise, so turn = -rotation.
 *
 * A camera inside the room sees no triangle that reaches its near plane
 * (raster.ts), so the floor and the walls are made of tiles no larger than
 * TILE: the few beside the eye drop out, the rest of a wall stays.
 */
import type { PbrMaterial } from '../../catalogue/models3d/finish';
import { box, type Mesh, type Vec3 } from '../../catalogue/models3d/mesh';
import { Parts, type Model } from '../../catalogue/models3d/model';
import type { Placement as ScenePlacement, Scene } from '../../catalogue/models3d/render/scene';
import { pointInPolygon } from '../geometry';
import type { Placement } from '../placement';
import { colourHex, type FloorMaterial, type Room } from '../room';
import { outline, wallsOf, type Wall } from '../walls';

/** Largest side of a floor or wall tile, metres. */
export const TILE = 0.5;
/** How thick a wall is drawn, outside the room's inside outline (the 3D page's WALL_THICKNESS_CM). */
export const WALL_THICKNESS = 0.12;

export interface RoomPiece {
  placement: Placement;
  /** The product's model (true size), or null: a box of the footprint stands in. */
  model: Pick<Model, 'parts' | 'materials'> | null;
}

export interface RoomSceneOptions {
  /** The camera's eye (metres): walls it stands outside of are cut away, as the 3D page's overview does. */
  eye?: Vec3;
}

const m = (cm: number) => cm / 100;

/** '#rrggbb' → linear RGB. */
export function linearOfHex(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return [lin((v >> 16) & 255), lin((v >> 8) & 255), lin(v & 255)];
}

const floorSurface: Record<FloorMaterial, { roughness: number; seams: 'planks' | 'tiles' | 'none'; step: number }> = {
  oak: { roughness: 0.55, seams: 'planks', step: 0.19 },
  walnut: { roughness: 0.5, seams: 'planks', step: 0.19 },
  ash: { roughness: 0.55, seams: 'planks', step: 0.19 },
  decking: { roughness: 0.75, seams: 'planks', step: 0.14 },
  tile: { roughness: 0.3, seams: 'tiles', step: 0.45 },
  stone: { roughness: 0.45, seams: 'tiles', step: 0.6 },
  concrete: { roughness: 0.7, seams: 'none', step: 1 },
  carpet: { roughness: 0.97, seams: 'none', step: 1 },
};

function materials(room: Room) {
  const floorColour = linearOfHex(colourHex(room.floor.colour));
  const wallColour = linearOfHex(colourHex(room.wallColour));
  const surface = floorSurface[room.floor.material];
  const floor: PbrMaterial = { name: 'floor', baseColor: [...floorColour, 1], roughness: surface.roughness, metallic: 0 };
  const seam: PbrMaterial = { name: 'seam', baseColor: [floorColour[0] * 0.55, floorColour[1] * 0.55, floorColour[2] * 0.55, 1], roughness: surface.roughness, metallic: 0 };
  const wall: PbrMaterial = { name: 'wall', baseColor: [...wallColour, 1], roughness: 0.95, metallic: 0 };
  const trim: PbrMaterial = { name: 'trim', baseColor: [0.86, 0.84, 0.8, 1], roughness: 0.6, metallic: 0 };
  const door: PbrMaterial = { name: 'door', baseColor: [0.78, 0.76, 0.72, 1], roughness: 0.5, metallic: 0 };
  const sky: PbrMaterial = { name: 'window', baseColor: [0.55, 0.7, 0.85, 1], roughness: 0.05, metallic: 0, emissive: [0.45, 0.55, 0.65] };
  const beyond: PbrMaterial = { name: 'beyond', baseColor: [0.5, 0.49, 0.47, 1], roughness: 0.9, metallic: 0 };
  return { floor, seam, wall, trim, door, sky, beyond, surface };
}

/** Cuts [a, b] into steps no longer than `step`. */
function cuts(a: number, b: number, step: number): number[] {
  const n = Math.max(1, Math.ceil((b - a) / step - 1e-9));
  return Array.from({ length: n + 1 }, (_, i) => a + ((b - a) * i) / n);
}

/** Every distinct value, sorted, with steps of at most `step` between. */
function grid(values: number[], step: number): number[] {
  const sorted = [...new Set(values.map((v) => Math.round(v * 1e4) / 1e4))].sort((a, b) => a - b);
  const out: number[] = [];
  for (let i = 0; i + 1 < sorted.length; i++) out.push(...cuts(sorted[i]!, sorted[i + 1]!, TILE).slice(0, -1));
  out.push(sorted[sorted.length - 1]!);
  return out;
}

/** The floor in tiles (cells of a grid through the outline's corners, so each is wholly in or out), with its seams. */
function floor(room: Room, p: Parts, mat: ReturnType<typeof materials>) {
  const corners = outline(room.shape);
  const xs = grid(corners.map((c) => m(c.x)), TILE);
  const zs = grid(corners.map((c) => m(c.y)), TILE);
  const inside: [number, number, number, number][] = [];
  for (let i = 0; i + 1 < xs.length; i++) for (let j = 0; j + 1 < zs.length; j++) {
    const cx = (xs[i]! + xs[i + 1]!) / 2, cz = (zs[j]! + zs[j + 1]!) / 2;
    if (pointInPolygon({ x: cx * 100, y: cz * 100 }, corners, 0)) inside.push([xs[i]!, zs[j]!, xs[i + 1]!, zs[j + 1]!]);
  }
  p.add('floor', mat.floor, (g) => { for (const [x0, z0, x1, z1] of inside) box(g, [x0, -0.04, z0], [x1, 0, z1]); });
  const { seams, step } = mat.surface;
  if (seams === 'none') return;
  p.add('floor seams', mat.seam, (g) => {
    for (const [x0, z0, x1, z1] of inside) {
      // Plank sides run north–south every `step`; tiles add east–west joints.
      for (let x = Math.ceil(x0 / step) * step; x < x1 - 0.005; x += step) if (x > x0 + 0.005) box(g, [x - 0.002, 0, z0], [x + 0.002, 0.0006, z1]);
      if (seams === 'tiles') for (let z = Math.ceil(z0 / step) * step; z < z1 - 0.005; z += step) if (z > z0 + 0.005) box(g, [x0, 0, z - 0.002], [x1, 0.0006, z + 0.002]);
    }
  });
}

/** A box on a wall: `a`–`b` along it (metres from its start), `y0`–`y1` high, `d0`–`d1` out of the room from its inside face; in tiles. */
function wallBox(g: Mesh, wall: Wall, a: number, b: number, y0: number, y1: number, d0: number, d1: number, tiled = true) {
  if (b - a < 0.005 || y1 - y0 < 0.005) return;
  const sx = m(wall.start.x), sz = m(wall.start.y);
  const ox = -wall.inward.x, oz = -wall.inward.y;
  const along = tiled ? cuts(a, b, TILE) : [a, b];
  const up = tiled ? cuts(y0, y1, TILE * 2) : [y0, y1];
  for (let i = 0; i + 1 < along.length; i++) for (let j = 0; j + 1 < up.length; j++) {
    const p0x = sx + wall.along.x * along[i]! + ox * d0, p0z = sz + wall.along.y * along[i]! + oz * d0;
    const p1x = sx + wall.along.x * along[i + 1]! + ox * d1, p1z = sz + wall.along.y * along[i + 1]! + oz * d1;
    box(g, [Math.min(p0x, p1x), up[j]!, Math.min(p0z, p1z)], [Math.max(p0x, p1x), up[j + 1]!, Math.max(p0z, p1z)]);
  }
}

/** Whether the eye stands outside this wall's inside face (it would hide the room): the wall is cut away. */
export function wallFacesAway(wall: Wall, eye: Vec3 | undefined): boolean {
  if (!eye) return false;
  const dx = eye[0] - m(wall.start.x), dz = eye[2] - m(wall.start.y);
  return dx * -wall.inward.x + dz * -wall.inward.y > 0.01;
}

function walls(room: Room, p: Parts, mat: ReturnType<typeof materials>, eye: Vec3 | undefined) {
  const H = m(room.ceiling), T = WALL_THICKNESS;
  const shown = wallsOf(room.shape).filter((w) => !wallFacesAway(w, eye));
  const draw = (name: string, material: PbrMaterial, each: (g: Mesh, wall: Wall, openings: Room['openings']) => void) =>
    p.add(name, material, (g) => { for (const w of shown) each(g, w, room.openings.filter((o) => o.wall === w.index).sort((a, b) => a.offset - b.offset)); });
  draw('walls', mat.wall, (g, w, openings) => {
    let at = 0;
    for (const o of openings) {
      const a = m(o.offset), b = m(o.offset + o.width), sill = m(o.sill), top = m(o.sill + o.height);
      wallBox(g, w, at, a, 0, H, 0, T);
      wallBox(g, w, a, b, 0, sill, 0, T);
      wallBox(g, w, a, b, top, H, 0, T);
      at = b;
    }
    wallBox(g, w, at, m(w.length), 0, H, 0, T);
  });
  draw('skirting', mat.trim, (g, w, openings) => {
    let at = 0;
    for (const o of openings) {
      if (o.type === 'window') continue;
      wallBox(g, w, at, m(o.offset), 0, 0.08, -0.012, 0);
      at = m(o.offset + o.width);
    }
    wallBox(g, w, at, m(w.length), 0, 0.08, -0.012, 0);
  });
  draw('openings', mat.trim, (g, w, openings) => {
    for (const o of openings) {
      if (o.type === 'passage') continue;
      const a = m(o.offset), b = m(o.offset + o.width), sill = m(o.sill), top = m(o.sill + o.height), f = 0.05;
      // A frame round the opening, standing a little proud of the wall.
      wallBox(g, w, a - f, a, sill, top + f, -0.015, T, false);
      wallBox(g, w, b, b + f, sill, top + f, -0.015, T, false);
      wallBox(g, w, a, b, top, top + f, -0.015, T, false);
      if (o.type === 'window') {
        wallBox(g, w, a, b, sill - 0.03, sill, -0.04, T, false);
        wallBox(g, w, (a + b) / 2 - 0.02, (a + b) / 2 + 0.02, sill, top, T / 2 - 0.02, T / 2, false);
      }
    }
  });
  draw('doors', mat.door, (g, w, openings) => {
    for (const o of openings) if (o.type === 'door') wallBox(g, w, m(o.offset), m(o.offset + o.width), 0, m(o.height), T * 0.6, T * 0.6 + 0.04, false);
  });
  draw('glass', mat.sky, (g, w, openings) => {
    for (const o of openings) if (o.type === 'window') wallBox(g, w, m(o.offset), m(o.offset + o.width), m(o.sill), m(o.sill + o.height), T / 2, T / 2 + 0.005, false);
  });
  // Through a passage: a dim room beyond, not the white card.
  draw('beyond', mat.beyond, (g, w, openings) => {
    for (const o of openings) if (o.type === 'passage') wallBox(g, w, m(o.offset), m(o.offset + o.width), 0, m(o.height), T + 0.6, T + 0.62, false);
  });
}

/** A stand-in for a piece without a model: a box of its footprint in a neutral finish. */
function standIn(placement: Placement): Pick<Model, 'parts' | 'materials'> {
  const { width, depth, height } = placement.footprint;
  const p = new Parts();
  p.add('stand-in', { name: 'stand-in', baseColor: [0.55, 0.52, 0.48, 1], roughness: 0.8, metallic: 0 }, (g) => box(g, [-m(width) / 2, 0, -m(depth) / 2], [m(width) / 2, m(height), m(depth) / 2]));
  return p;
}

/** Where a piece's model goes: its footprint's centre, the height of its bottom, its turn. */
export function poseInScene(placement: Placement): Required<Omit<ScenePlacement, 'model'>> {
  const s = placement.surface;
  return { x: m(placement.x), y: s.type === 'floor' ? 0 : m(s.elevation), z: m(placement.y), turn: (-placement.rotation * Math.PI) / 180 };
}

/** The room and its pieces as a scene for `render` (raster.ts). */
export function roomRenderScene(room: Room, pieces: readonly RoomPiece[], options: RoomSceneOptions = {}): Scene {
  const mat = materials(room);
  const shell = new Parts();
  floor(room, shell, mat);
  walls(room, shell, mat, options.eye);
  const placements: ScenePlacement[] = pieces.map((piece) => ({ model: piece.model ?? standIn(piece.placement), ...poseInScene(piece.placement) }));
  return { placements, shell: [{ model: shell }], receiver: 'none' };
}
