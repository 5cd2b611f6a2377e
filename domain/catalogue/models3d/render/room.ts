/**
 * Room tiles: a few product models of a room type arranged in a simple room
 * corner (a floor, a back wall and a left wall), rendered like the product
 * pictures. Every piece is a real model built by the kernel at a typical size;
 * only the room itself (floor, walls, window, a kitchen's counters, a bath)
 * is drawn here.
 */
import { buildModel } from '../build';
import { pbrOf, type PbrMaterial } from '../finish';
import type { ModelKind } from '../kinds';
import { box, ellipsoid, lathe, roundedBox } from '../mesh';
import { Parts, type Model } from '../model';
import { hash } from '../builders/common';
import { render, type Picture } from './raster';
import type { Placement, Scene } from './scene';

export const roomTypes = ['living-room', 'open-plan', 'bedroom', 'dining-room', 'kitchen', 'bathroom', 'home-office', 'hallway', 'outdoor', 'kids-bedroom'] as const;
export type RoomType = (typeof roomTypes)[number];

export const isRoomType = (value: unknown): value is RoomType => typeof value === 'string' && (roomTypes as readonly string[]).includes(value);

const inch = 0.0254;
/** The room: x from -roomW/2 (the left wall) to roomW/2, z from -roomD/2 (the back wall) to roomD/2. */
const roomW = 4, roomD = 3.4, wallT = 0.1;
const back = -roomD / 2, left = -roomW / 2;

interface Piece {
  kind: ModelKind;
  variant?: string;
  /** Inches: width × depth × height. */
  size: [number, number, number];
  material?: string;
  colour?: string;
  x: number;
  z: number;
  y?: number;
  /** Degrees, counter-clockwise seen from above; 90 faces +x (away from the left wall). */
  turn?: number;
}

/** Where a piece stands with its back against the back wall (or, turned 90°, the left wall). */
const againstBack = (depthIn: number, gap = 0.03) => back + (depthIn * inch) / 2 + gap;
const againstLeft = (depthIn: number, gap = 0.03) => left + (depthIn * inch) / 2 + gap;

function shellMaterials(type: RoomType) {
  const wall = {
    'living-room': pbrOf('Linen', 'cream', 'wall'), bedroom: pbrOf('Linen', 'sage', 'wall'), 'dining-room': pbrOf('Linen', 'oat', 'wall'),
    kitchen: pbrOf('Linen', 'ivory', 'wall'), bathroom: pbrOf('Linen', 'ivory', 'wall'), 'home-office': pbrOf('Linen', 'slate', 'wall'),
    outdoor: pbrOf('Linen', 'ivory', 'wall'), 'kids-bedroom': pbrOf('Linen', 'blush', 'wall'),
    'open-plan': pbrOf('Linen', 'oat', 'wall'), hallway: pbrOf('Linen', 'teal', 'wall'),
  }[type];
  const lighter = (m: PbrMaterial, k: number): PbrMaterial => ({ ...m, baseColor: [m.baseColor[0] + (1 - m.baseColor[0]) * k, m.baseColor[1] + (1 - m.baseColor[1]) * k, m.baseColor[2] + (1 - m.baseColor[2]) * k, 1] });
  const floor = type === 'kitchen' || type === 'bathroom'
    ? { name: 'floor', baseColor: [0.62, 0.6, 0.57, 1], roughness: 0.35, metallic: 0 } as PbrMaterial
    : type === 'outdoor' ? pbrOf('Teak', 'teak', 'floor') : pbrOf('Oak', 'natural-oak', 'floor');
  return { wall: lighter(wall, 0.35), floor, seam: { ...floor, name: 'seam', baseColor: [floor.baseColor[0] * 0.55, floor.baseColor[1] * 0.55, floor.baseColor[2] * 0.55, 1] } as PbrMaterial, trim: pbrOf('Linen', 'ivory', 'trim') };
}

function asModel(p: Parts): Pick<Model, 'parts' | 'materials'> {
  return { parts: p.parts, materials: p.materials };
}

/** Floor (planks or tiles), two walls with a skirting, and a window in the left wall. */
function shell(type: RoomType): Placement[] {
  const m = shellMaterials(type);
  const p = new Parts();
  const outdoor = type === 'outdoor';
  const wallH = outdoor ? 1.1 : 2.6;
  p.add('floor', m.floor, (g) => box(g, [left - wallT, -0.08, back - wallT], [roomW / 2, 0, roomD / 2]));
  const tiles = type === 'kitchen' || type === 'bathroom';
  p.add('floor seams', m.seam, (g) => {
    const step = tiles ? 0.45 : 0.19;
    for (let x = left + step; x < roomW / 2 - 0.01; x += step) box(g, [x - 0.002, 0, back], [x + 0.002, 0.0006, roomD / 2]);
    if (tiles) for (let z = back + step; z < roomD / 2 - 0.01; z += step) box(g, [left, 0, z - 0.002], [roomW / 2, 0.0006, z + 0.002]);
    else for (let x = left + step / 2, i = 0; x < roomW / 2; x += step, i++) {
      // Plank ends, staggered.
      for (let z = back + 0.4 + hash(i, 3) * 0.9; z < roomD / 2 - 0.05; z += 1.2) box(g, [x - step / 2, 0, z - 0.002], [x + step / 2, 0.0006, z + 0.002]);
    }
  });
  p.add('back wall', m.wall, (g) => box(g, [left - wallT, 0, back - wallT], [roomW / 2, wallH, back]));
  p.add('left wall', m.wall, (g) => box(g, [left - wallT, 0, back - wallT], [left, wallH, roomD / 2]));
  if (!outdoor) {
    p.add('skirting', m.trim, (g) => {
      box(g, [left, 0, back], [roomW / 2, 0.08, back + 0.012]);
      box(g, [left, 0, back], [left + 0.012, 0.08, roomD / 2]);
    });
    const sky: PbrMaterial = { name: 'window', baseColor: [0.55, 0.7, 0.85, 1], roughness: 0.05, metallic: 0, emissive: [0.45, 0.55, 0.65] };
    const z0 = 0.05, z1 = 1.25, y0 = 0.9, y1 = 2.2;
    p.add('window', sky, (g) => box(g, [left, y0, z0], [left + 0.004, y1, z1]));
    p.add('window frame', m.trim, (g) => {
      box(g, [left, y0 - 0.05, z0 - 0.05], [left + 0.03, y0, z1 + 0.05]);
      box(g, [left, y1, z0 - 0.05], [left + 0.03, y1 + 0.05, z1 + 0.05]);
      box(g, [left, y0, z0 - 0.05], [left + 0.03, y1, z0]);
      box(g, [left, y0, z1], [left + 0.03, y1, z1 + 0.05]);
      box(g, [left, y0, (z0 + z1) / 2 - 0.02], [left + 0.03, y1, (z0 + z1) / 2 + 0.02]);
    });
  } else {
    // A garden: a hedge along the top of the low walls.
    const hedge: PbrMaterial = { name: 'hedge', baseColor: [0.06, 0.16, 0.05, 1], roughness: 0.9, metallic: 0 };
    p.add('hedge', hedge, (g) => {
      for (let i = 0; i < 14; i++) {
        const x = left + 0.1 + i * 0.3;
        if (x < roomW / 2 - 0.1) ellipsoid(g, [x, wallH + 0.12, back - 0.02], [0.24, 0.3 + hash(i, 7) * 0.12, 0.16], 10, 6);
        const z = back + 0.2 + i * 0.3;
        if (z < roomD / 2 - 0.1) ellipsoid(g, [left - 0.02, wallH + 0.12, z], [0.16, 0.3 + hash(i, 8) * 0.12, 0.24], 10, 6);
      }
    });
  }
  return [{ model: asModel(p) }];
}

/** Leaves in a pot: a cluster of leaf ellipsoids rising from (x, y, z). */
function plant(x: number, y: number, z: number, size: number): Placement {
  const p = new Parts();
  const leaf: PbrMaterial = { name: 'leaf', baseColor: [0.05, 0.2, 0.06, 1], roughness: 0.6, metallic: 0 };
  p.add('leaves', leaf, (g) => {
    for (let i = 0; i < 11; i++) {
      const a = hash(i, 1) * Math.PI * 2, r = 0.1 + hash(i, 2) * 0.35, h = 0.35 + hash(i, 3) * 0.6;
      ellipsoid(g, [Math.cos(a) * r * size * 0.5, h * size, Math.sin(a) * r * size * 0.5], [size * 0.16, size * 0.09, size * 0.16], 8, 5);
    }
    ellipsoid(g, [0, size * 0.3, 0], [size * 0.08, size * 0.3, size * 0.08], 6, 4);
  });
  return { model: asModel(p), x, y, z };
}

/** A kitchen: a run of base cabinets with a stone top and wall cabinets along the back wall, and an island. */
function kitchenFittings(): Placement[] {
  const p = new Parts();
  const front = pbrOf('Lacquered', 'slate', 'cabinet'), top = pbrOf('Marble', 'white-marble', 'counter'), metal = pbrOf('Brass', 'brass', 'pulls');
  const x0 = left + 0.02, x1 = roomW / 2 - 0.3, d = 0.6;
  p.add('base run', front, (g) => box(g, [x0, 0, back], [x1, 0.86, back + d]));
  p.add('counter', top, (g) => box(g, [x0, 0.86, back], [x1, 0.9, back + d + 0.02]));
  p.add('splashback', top, (g) => box(g, [x0, 0.9, back], [x1, 1.4, back + 0.015]));
  p.add('wall cabinets', front, (g) => box(g, [x0, 1.5, back], [x1, 2.25, back + 0.35]));
  p.add('doors', front, (g) => {
    for (let x = x0 + 0.005; x + 0.45 <= x1; x += 0.45) {
      box(g, [x, 0.1, back + d], [x + 0.44, 0.84, back + d + 0.012]);
      box(g, [x, 1.52, back + 0.35], [x + 0.44, 2.23, back + 0.362]);
    }
  });
  p.add('pulls', metal, (g) => {
    for (let x = x0 + 0.005; x + 0.45 <= x1; x += 0.45) {
      box(g, [x + 0.15, 0.76, back + d + 0.012], [x + 0.29, 0.775, back + d + 0.03]);
      box(g, [x + 0.2, 1.56, back + 0.362], [x + 0.24, 1.7, back + 0.38]);
    }
  });
  p.add('sink', { name: 'sink', baseColor: [0.25, 0.26, 0.27, 1], roughness: 0.3, metallic: 0.8 }, (g) => box(g, [-0.2, 0.885, back + 0.12], [0.4, 0.902, back + 0.48]));
  p.add('island', front, (g) => box(g, [-0.85, 0, 0.05], [0.85, 0.88, 0.85]));
  p.add('island top', top, (g) => box(g, [-0.95, 0.88, 0], [0.95, 0.92, 1.05]));
  return [{ model: asModel(p) }];
}

/** A bathroom's bath along the left wall and a basin on the vanity. */
function bathFittings(vanityTop: number, vanityX: number, vanityZ: number): Placement[] {
  const p = new Parts();
  const porcelain: PbrMaterial = { name: 'porcelain', baseColor: [0.88, 0.88, 0.86, 1], roughness: 0.15, metallic: 0 };
  const water: PbrMaterial = { name: 'water', baseColor: [0.55, 0.7, 0.75, 1], roughness: 0.05, metallic: 0 };
  const chrome: PbrMaterial = { name: 'chrome', baseColor: [0.8, 0.8, 0.82, 1], roughness: 0.12, metallic: 1 };
  p.add('bath', porcelain, (g) => roundedBox(g, [left, 0, back], [left + 0.8, 0.58, back + 1.7], 0.06, 2));
  p.add('bath water', water, (g) => roundedBox(g, [left + 0.08, 0.3, back + 0.08], [left + 0.72, 0.585, back + 1.62], 0.05, 1));
  p.add('basin', porcelain, (g) => lathe(g, [[0, vanityTop], [0.85, vanityTop], [1, vanityTop + 0.12], [0.9, vanityTop + 0.12], [0, vanityTop + 0.04]], { cx: vanityX, cz: vanityZ + 0.04, sx: 0.22, sz: 0.18, segments: 28 }));
  p.add('tap', chrome, (g) => {
    box(g, [vanityX - 0.015, vanityTop, vanityZ - 0.18], [vanityX + 0.015, vanityTop + 0.22, vanityZ - 0.15]);
    box(g, [vanityX - 0.015, vanityTop + 0.19, vanityZ - 0.18], [vanityX + 0.015, vanityTop + 0.22, vanityZ - 0.06]);
  });
  return [{ model: asModel(p) }];
}

const H = (sizeIn: number) => sizeIn * inch;

/** The pieces of each room type: kinds at typical sizes, finishes that go together. */
function pieces(type: RoomType): Piece[] {
  switch (type) {
    case 'living-room': return [
      { kind: 'rug', size: [96, 66, 0.6], material: 'Wool', colour: 'slate', x: 0.25, z: 0.15 },
      { kind: 'sofa', size: [84, 37, 33], material: 'Velvet', colour: 'sage', x: 0.25, z: againstBack(37) },
      { kind: 'coffee-table', variant: 'round', size: [36, 36, 16], material: 'Walnut', colour: 'walnut', x: 0.25, z: 0.25 },
      { kind: 'armchair', size: [32, 34, 31], material: 'Boucle', colour: 'ivory', x: 1.45, z: 0.55, turn: -65 },
      { kind: 'floor-lamp', variant: 'arc', size: [58, 16, 80], material: 'Brass', colour: 'brass', x: -1.1, z: againstBack(16, 0.1), turn: 0 },
      { kind: 'wall-art', variant: 'abstract', size: [30, 1.5, 40], material: 'Canvas', colour: 'terracotta', x: 0.25, z: againstBack(1.5, 0), y: 1.25 },
      { kind: 'curtain', size: [30, 2, 96], material: 'Linen', colour: 'cream', x: againstLeft(2, 0), z: -0.38, turn: 90 },
      { kind: 'planter', size: [14, 14, 13], material: 'Ceramic', colour: 'terracotta', x: 1.65, z: back + 0.3 },
    ];
    case 'bedroom': return [
      { kind: 'rug', size: [108, 72, 0.6], material: 'Wool', colour: 'oat', x: 0.2, z: 0.2 },
      { kind: 'bed', variant: 'upholstered', size: [64, 86, 50], material: 'Linen', colour: 'slate', x: 0.2, z: againstBack(86, 0.02) },
      { kind: 'nightstand', size: [22, 16, 24], material: 'Oak', colour: 'natural-oak', x: 0.2 - 0.81 - 0.35, z: againstBack(16) },
      { kind: 'nightstand', size: [22, 16, 24], material: 'Oak', colour: 'natural-oak', x: 0.2 + 0.81 + 0.35, z: againstBack(16) },
      { kind: 'table-lamp', size: [14, 14, 24], material: 'Ceramic', colour: 'terracotta', x: 0.2 - 0.81 - 0.35, z: againstBack(16) - 0.02, y: H(24) },
      { kind: 'table-lamp', size: [14, 14, 24], material: 'Ceramic', colour: 'terracotta', x: 0.2 + 0.81 + 0.35, z: againstBack(16) - 0.02, y: H(24) },
      { kind: 'dresser', size: [56, 20, 32], material: 'Walnut', colour: 'walnut', x: againstLeft(20), z: 1.0, turn: 90 },
      { kind: 'mirror', variant: 'round', size: [30, 1.5, 30], material: 'Brass', colour: 'brass', x: againstLeft(1.5, 0), z: 1.0, y: 1.15, turn: 90 },
    ];
    case 'dining-room': {
      const chairs: Piece[] = [-0.45, 0.45].flatMap((x) => [
        { kind: 'dining-chair', size: [19, 21, 32], material: 'Oak', colour: 'natural-oak', x: 0.3 + x, z: 0.2 - 0.62, turn: 0 } as Piece,
        { kind: 'dining-chair', size: [19, 21, 32], material: 'Oak', colour: 'natural-oak', x: 0.3 + x, z: 0.2 + 0.62, turn: 180 } as Piece,
      ]);
      return [
        { kind: 'rug', size: [108, 84, 0.6], material: 'Wool', colour: 'terracotta', x: 0.3, z: 0.2 },
        { kind: 'dining-table', size: [72, 38, 30], material: 'Walnut', colour: 'walnut', x: 0.3, z: 0.2 },
        ...chairs,
        { kind: 'pendant', variant: 'chandelier', size: [28, 28, 26], material: 'Brass', colour: 'brass', x: 0.3, z: 0.2, y: 2.6 - H(26) },
        { kind: 'cabinet', size: [66, 18, 30], material: 'Lacquered', colour: 'forest', x: againstLeft(18), z: 0.1, turn: 90 },
        { kind: 'wall-art', variant: 'landscape', size: [40, 1.5, 28], material: 'Canvas', colour: 'mustard', x: 0.3, z: againstBack(1.5, 0), y: 1.2 },
        { kind: 'planter', size: [14, 14, 13], material: 'Ceramic', colour: 'ivory', x: 1.6, z: back + 0.3 },
      ];
    }
    case 'kitchen': return [
      ...[-0.55, 0, 0.55].map((x): Piece => ({ kind: 'stool', size: [17, 17, 26], material: 'Walnut', colour: 'walnut', x, z: 1.35, turn: 180 })),
      ...[-0.45, 0.45].map((x): Piece => ({ kind: 'pendant', variant: 'globe', size: [12, 12, 40], material: 'Glass', colour: 'smoked-glass', x, z: 0.5, y: 2.6 - H(40) })),
      { kind: 'vase', size: [7, 7, 14], material: 'Ceramic', colour: 'sage', x: 0.5, z: 0.4, y: 0.92 },
      { kind: 'runner', size: [30, 96, 0.5], material: 'Wool', colour: 'rust', x: 0, z: back + 0.6 + 0.02 + H(15), turn: 90 },
    ];
    case 'bathroom': return [
      { kind: 'cabinet', variant: 'sideboard', size: [40, 21, 32], material: 'Lacquered', colour: 'sage', x: 0.6, z: againstBack(21, 0.005) },
      { kind: 'mirror', variant: 'arched', size: [28, 1.5, 40], material: 'Brass', colour: 'brass', x: 0.6, z: againstBack(1.5, 0), y: 1.15 },
      { kind: 'runner', size: [24, 40, 0.6], material: 'Cotton', colour: 'teal', x: left + 1.15, z: back + 0.9 },
      { kind: 'planter', variant: 'stand', size: [12, 12, 24], material: 'Ceramic', colour: 'ivory', x: 1.65, z: back + 0.35 },
      { kind: 'shade', variant: 'roman', size: [48, 3, 52], material: 'Linen', colour: 'oat', x: againstLeft(3, 0), z: 0.65, y: 1.0, turn: 90 },
    ];
    case 'home-office': return [
      { kind: 'rug', size: [96, 66, 0.6], material: 'Jute', colour: 'jute', x: 0.35, z: 0.1 },
      { kind: 'desk', variant: 'pedestal', size: [56, 26, 30], material: 'Walnut', colour: 'walnut', x: 0.35, z: againstBack(26, 0.04) },
      { kind: 'dining-chair', variant: 'upholstered', size: [20, 22, 33], material: 'Leather', colour: 'rust', x: 0.2, z: back + 0.04 + H(26) + 0.12, turn: 180 },
      { kind: 'bookcase', size: [34, 14, 76], material: 'Oak', colour: 'natural-oak', x: againstLeft(14), z: -0.2, turn: 90 },
      { kind: 'table-lamp', variant: 'stem', size: [10, 10, 20], material: 'Brass', colour: 'brass', x: 0.35 - 0.45, z: back + 0.25, y: H(30) },
      { kind: 'floor-lamp', variant: 'tripod', size: [22, 22, 62], material: 'Oak', colour: 'natural-oak', x: 1.45, z: back + 0.45 },
      { kind: 'wall-art', variant: 'botanical', size: [24, 1.5, 32], material: 'Canvas', colour: 'forest', x: 0.35, z: againstBack(1.5, 0), y: 1.35 },
    ];
    case 'outdoor': return [
      { kind: 'rug', size: [96, 72, 0.5], material: 'Cotton', colour: 'teal', x: 0.3, z: 0.3 },
      { kind: 'outdoor-sofa', size: [80, 34, 30], material: 'Teak', colour: 'teak', x: 0.3, z: againstBack(34) },
      { kind: 'outdoor-chair', variant: 'lounge', size: [30, 32, 30], material: 'Teak', colour: 'teak', x: 1.5, z: 0.75, turn: -70 },
      { kind: 'outdoor-table', variant: 'rectangular', size: [44, 24, 16], material: 'Teak', colour: 'teak', x: 0.3, z: 0.45 },
      { kind: 'planter', size: [18, 18, 16], material: 'Ceramic', colour: 'terracotta', x: left + 0.45, z: back + 0.45 },
      { kind: 'planter', size: [14, 14, 13], material: 'Ceramic', colour: 'terracotta', x: left + 0.4, z: 0.9 },
    ];
    case 'open-plan': {
      // Living at the front left, dining at the back right: one room, two zones.
      const chairs: Piece[] = [-0.3, 0.3].flatMap((x) => [
        { kind: 'dining-chair', size: [18, 20, 31], material: 'Walnut', colour: 'walnut', x: 1.05 + x, z: -0.95 - 0.5, turn: 0 } as Piece,
        { kind: 'dining-chair', size: [18, 20, 31], material: 'Walnut', colour: 'walnut', x: 1.05 + x, z: -0.95 + 0.5, turn: 180 } as Piece,
      ]);
      return [
        { kind: 'rug', size: [84, 60, 0.6], material: 'Jute', colour: 'jute', x: -0.75, z: 0.65 },
        { kind: 'sofa', size: [78, 36, 32], material: 'Linen', colour: 'oat', x: againstLeft(36, 0.05), z: 0.6, turn: 90 },
        { kind: 'coffee-table', size: [40, 22, 16], material: 'Oak', colour: 'natural-oak', x: -0.6, z: 0.6, turn: 90 },
        { kind: 'armchair', size: [30, 32, 30], material: 'Velvet', colour: 'rust', x: 0.2, z: 0.75, turn: -90 },
        { kind: 'dining-table', size: [54, 34, 30], material: 'Walnut', colour: 'walnut', x: 1.05, z: -0.95 },
        ...chairs,
        { kind: 'pendant', variant: 'globe', size: [14, 14, 30], material: 'Glass', colour: 'smoked-glass', x: 1.05, z: -0.95, y: 2.6 - H(30) },
        { kind: 'wall-art', variant: 'landscape', size: [36, 1.5, 26], material: 'Canvas', colour: 'sage', x: 1.05, z: againstBack(1.5, 0), y: 1.35 },
        { kind: 'floor-lamp', variant: 'tripod', size: [22, 22, 62], material: 'Oak', colour: 'natural-oak', x: left + 0.35, z: back + 0.45 },
      ];
    }
    case 'hallway': return [
      { kind: 'runner', size: [30, 120, 0.5], material: 'Wool', colour: 'rust', x: 0.3, z: 0.45, turn: 90 },
      { kind: 'console', variant: 'shelf', size: [56, 15, 30], material: 'Oak', colour: 'natural-oak', x: 0.3, z: againstBack(15) },
      { kind: 'mirror', variant: 'round', size: [32, 1.5, 32], material: 'Brass', colour: 'brass', x: 0.3, z: againstBack(1.5, 0), y: 1.2 },
      { kind: 'table-lamp', variant: 'stem', size: [10, 10, 22], material: 'Brass', colour: 'brass', x: 0.3 - 0.5, z: againstBack(15), y: H(30) },
      { kind: 'vase', size: [7, 7, 14], material: 'Ceramic', colour: 'ivory', x: 0.3 + 0.45, z: againstBack(15), y: H(30) },
      { kind: 'bench', variant: 'upholstered', size: [48, 16, 18], material: 'Velvet', colour: 'teal', x: againstLeft(16), z: 0.3, turn: 90 },
      { kind: 'pendant', variant: 'globe', size: [12, 12, 24], material: 'Glass', colour: 'smoked-glass', x: 0.3, z: 0.45, y: 2.6 - H(24) },
      { kind: 'planter', variant: 'stand', size: [12, 12, 24], material: 'Ceramic', colour: 'terracotta', x: 1.65, z: back + 0.35 },
    ];
    case 'kids-bedroom': return [
      { kind: 'rug', variant: 'round', size: [72, 72, 0.6], material: 'Wool', colour: 'mustard', x: 0.5, z: 0.55 },
      { kind: 'bed', variant: 'upholstered', size: [42, 80, 40], material: 'Velvet', colour: 'blush', x: -0.85, z: againstBack(80, 0.02) },
      { kind: 'bookcase', size: [30, 12, 48], material: 'Lacquered', colour: 'ivory', x: 1.35, z: againstBack(12) },
      { kind: 'ottoman', variant: 'pouf', size: [18, 18, 14], material: 'Velvet', colour: 'teal', x: 0.75, z: 0.85 },
      { kind: 'nightstand', variant: 'open', size: [18, 15, 22], material: 'Lacquered', colour: 'sage', x: 0.2, z: againstBack(15) },
      { kind: 'table-lamp', variant: 'stem', size: [10, 10, 18], material: 'Ceramic', colour: 'mustard', x: 0.2, z: againstBack(15), y: H(22) },
      { kind: 'wall-art', variant: 'botanical', size: [20, 1.5, 26], material: 'Canvas', colour: 'teal', x: 0.55, z: againstBack(1.5, 0), y: 1.3 },
    ];
  }
}

/** The models of a room type, placed; and the room around them. */
export function roomScene(type: RoomType): Scene {
  const placements: Placement[] = pieces(type).map((piece) => {
    const model = buildModel({ kind: piece.kind, variant: piece.variant, dimensions: { width: piece.size[0], depth: piece.size[1], height: piece.size[2], unit: 'in' }, material: piece.material, colour: piece.colour });
    return { model, x: piece.x, z: piece.z, y: piece.y ?? 0, turn: ((piece.turn ?? 0) * Math.PI) / 180 };
  });
  if (type === 'living-room') placements.push(plant(1.65, H(13) * 0.8, back + 0.3, 0.9));
  if (type === 'dining-room') placements.push(plant(1.6, H(13) * 0.8, back + 0.3, 0.8));
  if (type === 'bathroom') placements.push(plant(1.65, H(24) * 0.92, back + 0.35, 0.55));
  if (type === 'hallway') placements.push(plant(1.65, H(24) * 0.92, back + 0.35, 0.6));
  if (type === 'outdoor') placements.push(plant(left + 0.45, H(16) * 0.8, back + 0.45, 1.1), plant(left + 0.4, H(13) * 0.8, 0.9, 0.8));
  const fittings = type === 'kitchen' ? kitchenFittings() : type === 'bathroom' ? bathFittings(H(32), 0.6, againstBack(21, 0.005)) : [];
  return { placements: [...placements, ...fittings], shell: shell(type), receiver: 'none' };
}

/** The kinds a room tile of this type shows (for tests and alt text). */
export const roomKinds = (type: RoomType): ModelKind[] => [...new Set(pieces(type).map((p) => p.kind))];

export interface RoomOptions {
  width?: number;
  height?: number;
  supersample?: number;
}

/** A small rendered room of this type, seen from the front right into its corner. */
export function renderRoom(type: RoomType, options: RoomOptions = {}): Picture {
  const width = options.width ?? 480, height = options.height ?? 360;
  const wallH = type === 'outdoor' ? 1.6 : 2.6;
  return render(roomScene(type), {
    width,
    height,
    supersample: options.supersample ?? 2,
    camera: { azimuth: 36, elevation: 24, fov: 34, margin: 0.02 },
    focus: { min: [left - wallT, 0, back - wallT], max: [roomW / 2, wallH, roomD / 2] },
    key: [0.45, 0.8, 0.5],
    shadowMapSize: 1024,
  });
}
