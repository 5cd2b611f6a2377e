/**
 * The first 3D layout of a board (issue 23): every product of the board placed
 * in the room at its true size by this rule, in this order.
 *
 * 1. Beds: the widest bed with its headboard against the wall with the
 *    longest stretch free of doors (centred on that stretch, with 60 cm free
 *    at its foot); nightstands either side, 5 cm off, backs to the same wall;
 *    a bench at the foot of the bed, 10 cm off.
 * 2. Seating: the widest sofa (sofa, sectional, loveseat) with its back against
 *    the wall with the longest stretch free of doors, centred on it, facing into
 *    the room, on the first wall where its coffee table also fits in front. The
 *    coffee table 45 cm in front of the sofa, parallel to it. Armchairs (and
 *    other sofas, then ottomans) face the sofa across the coffee table, 45 cm
 *    beyond it (two side by side), then at the coffee table's ends facing it.
 *    Side tables, floor lamps and plants beside the seats, 5 cm off, backs in
 *    line: the sofa's ends first (the board's left piece on the sofa's left),
 *    then the armchairs'.
 * 3. A desk against a wall (centred under a window when its wall has one),
 *    its chair in front of it.
 * 4. Storage (consoles, dressers, chests, bookcases, TV stands, cabinets)
 *    against walls: a TV stand on the wall the sofa faces, a dresser on the wall
 *    the bed faces, others on the walls with the longest free stretch. Pieces
 *    taller than a window's sill keep clear of the window.
 * 5. The dining table in the most open part of the floor left (with room for
 *    its chairs), its long side along the room's long side; the chairs around
 *    it, the long sides first, then the ends, facing the table.
 * 6. Whatever is left of the floor pieces against a wall, else the nearest
 *    free floor.
 * 7. Rugs centred under the seating group (the sofa's front legs on it, its
 *    long side along the sofa), then under the dining table, then under the
 *    lower two-thirds of the bed; runners along the room's long side.
 * 8. What rests on other pieces: a table lamp on a side table, nightstand,
 *    console, desk or dresser (one each); vases on tables and consoles; pillows
 *    and throws on the sofa (else the bed); bedding on the bed.
 * 9. Wall pieces (layout-walls.ts): shades centred on windows, curtain panels
 *    either side of windows; art above the sofa, then the bed, then storage;
 *    mirrors above consoles and dressers first; the rest centred on the free
 *    walls at eye level (centre 145 cm). Pendants over the dining table, else
 *    the coffee table, else the middle of the room.
 *
 * Ties go to the board's order: left to right along a row, rows top to bottom
 * (layout-context.ts). The searches walk fixed grids in fixed order, so the
 * same room and board always give the same layout. A piece that cannot be put
 * where its rule says goes to the nearest free place; a piece that fits
 * nowhere is still placed (where the rule wanted it) and flagged, never dropped.
 */
import { LayoutContext, local, mid, turn, type Flag } from './layout-context';
import { Space, WALL_GAP, type Piece } from './layout-space';
import { layOnPieces, layWallsAndCeiling } from './layout-walls';
import type { BoardItem, Placement } from './placement';
import type { Room } from './room';
import { dot, facing } from './geometry';

/** The sofa-to-coffee-table gap and the gap between a coffee table and the seats facing it. */
export const COFFEE_GAP = 45;
/** Side pieces and nightstands stand this far off the piece they go with. */
export const BESIDE_GAP = 5;

export interface Layout {
  /** One per board item, in the order given. */
  placements: Placement[];
  /** Pieces that could not be put where the rule says, and why. */
  flags: Flag[];
}

export function firstLayout(room: Room, items: readonly BoardItem[]): Layout {
  const cx = new LayoutContext(new Space(room), items);
  const bed = layBed(cx);
  const seating = laySeating(cx);
  layDesk(cx);
  layStorage(cx, seating.sofa, bed);
  const dining = layDining(cx);
  for (const e of cx.pending('sofa', 'chair', 'ottoman', 'coffee-table', 'beside', 'nightstand', 'bench', 'dining-table', 'dining-chair', 'desk', 'storage', 'bed', 'other')) cx.fallback(e);
  layRugs(cx, seating.group, dining, bed);
  layOnPieces(cx);
  layWallsAndCeiling(cx);
  const byId = new Map(cx.space.pieces.map((p) => [p.placement.objectId, p.placement]));
  return { placements: items.map((i) => byId.get(i.objectId)!), flags: cx.flags };
}

/** Walls by free length, each tried from the middle of its free stretch. */
const wallFirst = (cx: LayoutContext) => cx.space.wallsByFreeLength();
const stretchMid = (cx: LayoutContext) => (w: { index: number }) => mid(cx.space.freeStretch(cx.space.walls[w.index]!));

function layBed(cx: LayoutContext): Piece | null {
  const e = cx.largest('bed');
  if (!e) return null;
  const { width: W, depth: D } = e.size;
  const at = cx.space.alongWalls(e.size, wallFirst(cx), stretchMid(cx), (a) =>
    cx.space.fits({ ...localAt(a, 0, D / 2 + 30), width: W, depth: 60, rotation: a.rotation }, 1));
  const bed = at ? cx.put(e, at, { type: 'floor' }, at.wall.index) : cx.fallback(e);
  const b = bed.placement;
  for (const [i, n] of cx.pending('nightstand').entries()) {
    const side = i % 2 === 0 ? -1 : 1;
    const spot = (s: number) => ({ ...local(b, s * (W / 2 + BESIDE_GAP + n.size.width / 2), -D / 2 + n.size.depth / 2), rotation: b.rotation });
    if (i >= 2 || !cx.tryAt(n, [spot(side), spot(-side)])) cx.fallback(n);
  }
  const bench = cx.pending('bench')[0];
  if (bench) cx.tryAt(bench, [{ ...local(b, 0, D / 2 + 10 + bench.size.depth / 2), rotation: b.rotation }]);
  return bed;
}

/** A point in the frame of a piece about to be put at `a` (its centre and rotation). */
const localAt = (a: { x: number; y: number; rotation: number }, dx: number, dy: number) =>
  local({ x: a.x, y: a.y, rotation: a.rotation } as Placement, dx, dy);

function laySeating(cx: LayoutContext): { sofa: Piece | null; group: Piece[] } {
  const e = cx.largest('sofa');
  if (!e) return { sofa: null, group: [] };
  const { width: W, depth: D } = e.size;
  const table = cx.pending('coffee-table')[0];
  const tableAt = (a: { x: number; y: number; rotation: number }) => ({ ...localAt(a, 0, D / 2 + COFFEE_GAP + (table?.size.depth ?? 0) / 2), rotation: a.rotation });
  const withTable = table
    ? cx.space.alongWalls(e.size, wallFirst(cx), stretchMid(cx), (a) => cx.space.fits({ ...tableAt(a), width: table.size.width, depth: table.size.depth }, table.size.height))
    : null;
  const at = withTable ?? cx.space.alongWalls(e.size, wallFirst(cx), stretchMid(cx));
  const sofa = at ? cx.put(e, at, { type: 'floor' }, at.wall.index) : cx.fallback(e);
  const s = sofa.placement;
  const group: Piece[] = [sofa];
  if (table) group.push(cx.tryAt(table, [tableAt(s)]) ?? cx.fallback(table, tableAt(s)));
  for (const t of cx.pending('coffee-table')) group.push(cx.fallback(t));

  // Seats facing the sofa across the coffee table, then at the table's ends.
  const tw = table?.size.width ?? W * 0.6;
  const td = table?.size.depth ?? 60;
  const across = D / 2 + COFFEE_GAP + td + COFFEE_GAP;
  const seats = [...cx.pending('sofa'), ...cx.pending('chair'), ...cx.pending('ottoman')];
  const opposite = seats.filter((x) => x.role !== 'ottoman').length >= 2;
  for (const seat of seats) {
    const { width: w, depth: d } = seat.size;
    const slots = [
      ...(opposite ? [-1, 1].map((k) => ({ ...local(s, k * (w / 2 + 10), across + d / 2), rotation: turn(s, 180) })) : [{ ...local(s, 0, across + d / 2), rotation: turn(s, 180) }]),
      { ...local(s, -(tw / 2 + COFFEE_GAP + d / 2), D / 2 + COFFEE_GAP + td / 2), rotation: turn(s, -90) },
      { ...local(s, tw / 2 + COFFEE_GAP + d / 2, D / 2 + COFFEE_GAP + td / 2), rotation: turn(s, 90) },
    ];
    const placed = cx.tryAt(seat, slots);
    if (placed) group.push(placed);
  }

  // Side tables, floor lamps and plants beside the seats.
  const boardLeft = (x: { item: BoardItem }) => x.item.left + x.item.width / 2 < e.item.left + e.item.width / 2;
  for (const b of cx.pending('beside')) {
    const spots = group
      .filter((g) => g.role === 'sofa' || g.role === 'chair')
      .flatMap((g) => {
        const p = g.placement;
        const sides = boardLeft(b) ? [-1, 1] : [1, -1];
        return sides.map((k) => ({ ...local(p, k * (p.footprint.width / 2 + BESIDE_GAP + b.size.width / 2), -p.footprint.depth / 2 + b.size.depth / 2), rotation: p.rotation }));
      });
    const placed = cx.tryAt(b, spots);
    if (placed) group.push(placed);
  }
  return { sofa, group };
}

function layDesk(cx: LayoutContext) {
  const e = cx.largest('desk');
  if (!e) return;
  const windowMid = (w: { index: number }) => {
    const win = cx.space.room.openings.find((o) => o.wall === w.index && o.type === 'window');
    return win ? win.offset + win.width / 2 : mid(cx.space.freeStretch(cx.space.walls[w.index]!));
  };
  const at = cx.space.alongWalls(e.size, wallFirst(cx), windowMid);
  const desk = at ? cx.put(e, at, { type: 'floor' }, at.wall.index) : cx.fallback(e);
  const chair = cx.pending('dining-table').length === 0 ? cx.pending('dining-chair', 'chair')[0] : undefined;
  if (chair) cx.tryAt(chair, [{ ...local(desk.placement, 0, e.size.depth / 2 + chair.size.depth / 2), rotation: turn(desk.placement, 180) }]);
}

function layDining(cx: LayoutContext): Piece | null {
  const e = cx.largest('dining-table');
  if (!e) return null;
  const chairs = cx.pending('dining-chair');
  const chairDepth = Math.max(0, ...chairs.map((c) => c.size.depth));
  const { width: W, depth: D } = e.size;
  const room = cx.space.room.shape;
  const rotation = W >= D === room.width >= room.length ? 0 : 90;
  const ring = { width: W + 2 * chairDepth, depth: D + 2 * chairDepth, height: e.size.height };
  const centre = cx.centre();
  const spot = cx.space.mostOpen(centre, ring, rotation) ?? cx.space.mostOpen(centre, e.size, rotation);
  const table = spot ? cx.put(e, { ...spot, rotation }) : cx.fallback(e, { ...centre, rotation });
  const t = table.placement;

  const chairW = Math.max(0, ...chairs.map((c) => c.size.width));
  const perSide = Math.max(1, Math.floor(W / (chairW + 10)));
  const onSides = Math.min(chairs.length, 2 * perSide);
  const back = Math.ceil(onSides / 2);
  const front = onSides - back;
  const row = (n: number, k: number) => (k - (n - 1) / 2) * (W / n);
  const slots: { x: number; y: number; rotation: number }[] = [];
  for (let k = 0; k < Math.max(back, front); k++) {
    if (k < back) slots.push({ ...local(t, row(back, k), -(D / 2 + chairDepth / 2)), rotation: t.rotation });
    if (k < front) slots.push({ ...local(t, row(front, k), D / 2 + chairDepth / 2), rotation: turn(t, 180) });
  }
  slots.push({ ...local(t, -(W / 2 + chairDepth / 2), 0), rotation: turn(t, -90) }, { ...local(t, W / 2 + chairDepth / 2, 0), rotation: turn(t, 90) });
  const taken = new Set<number>();
  for (const c of chairs) {
    const i = slots.findIndex((sl, j) => !taken.has(j) && cx.space.fits({ ...sl, width: c.size.width, depth: c.size.depth }, c.size.height));
    if (i < 0) continue;
    taken.add(i);
    cx.put(c, slots[i]!);
  }
  return table;
}

/** The wall a piece faces: the one whose inside faces it most squarely, nearest first. */
function wallFaced(cx: LayoutContext, p: Piece | null): number | null {
  if (!p) return null;
  const f = facing(p.placement.rotation);
  const opposite = cx.space.walls.filter((w) => dot(w.inward, f) < -0.99);
  const dist = (w: (typeof opposite)[number]) => dot({ x: w.start.x - p.placement.x, y: w.start.y - p.placement.y }, f);
  return opposite.filter((w) => dist(w) > 0).sort((a, b) => dist(a) - dist(b))[0]?.index ?? null;
}

function layStorage(cx: LayoutContext, sofa: Piece | null, bed: Piece | null) {
  const facedBySofa = wallFaced(cx, sofa);
  const facedByBed = wallFaced(cx, bed);
  for (const e of cx.pending('storage')) {
    const first = e.item.kind === 'tv-stand' ? facedBySofa ?? facedByBed : e.item.kind === 'dresser' || e.item.kind === 'chest' ? facedByBed : null;
    const walls = first === null ? wallFirst(cx) : [first, ...wallFirst(cx).filter((w) => w !== first)];
    const at = cx.space.alongWalls(e.size, walls, stretchMid(cx));
    if (at) cx.put(e, at, { type: 'floor' }, at.wall.index);
    else cx.fallback(e);
  }
}

function layRugs(cx: LayoutContext, group: Piece[], dining: Piece | null, bed: Piece | null) {
  const targets: { x: number; y: number; rotation: number; long: 'width' | 'depth' }[] = [];
  const sofa = group.find((g) => g.role === 'sofa');
  if (sofa) {
    const s = sofa.placement;
    // The group's extent in the sofa's frame, from the sofa's front legs forward.
    const ys = group.filter((g) => g !== sofa).flatMap((g) => g.poly.map((p) => dot({ x: p.x - s.x, y: p.y - s.y }, facing(s.rotation))));
    const front = s.footprint.depth / 2 - 20;
    const far = Math.max(front + 60, ...ys);
    targets.push({ ...local(s, 0, (front + far) / 2), rotation: s.rotation, long: 'width' });
  }
  if (dining) targets.push({ x: dining.placement.x, y: dining.placement.y, rotation: dining.placement.rotation, long: dining.placement.footprint.width >= dining.placement.footprint.depth ? 'width' : 'depth' });
  if (bed) targets.push({ ...local(bed.placement, 0, bed.placement.footprint.depth / 6), rotation: bed.placement.rotation, long: 'width' });
  const centre = cx.centre();
  for (const e of cx.pending('rug')) {
    const t = targets.shift() ?? { ...centre, rotation: 0, long: 'width' as const };
    // Turn the rug a quarter when its long side would not run the way the target's does.
    const rugLong = e.size.width >= e.size.depth ? 'width' : 'depth';
    const rotation = rugLong === t.long ? t.rotation : turn({ rotation: t.rotation } as Placement, 90);
    const at = cx.space.nearestFree(t, e.size, rotation, true);
    if (at) cx.put(e, { ...at, rotation });
    else {
      cx.flag(e, 'The rug is larger than the floor: it is placed where the rule puts it.');
      cx.put(e, { ...t, rotation });
    }
  }
  for (const e of cx.pending('runner')) {
    const room = cx.space.room.shape;
    const rotation = (e.size.depth >= e.size.width) === (room.length >= room.width) ? 0 : 90;
    const at = cx.space.nearestFree(centre, e.size, rotation, true);
    if (at) cx.put(e, { ...at, rotation });
    else {
      cx.flag(e, 'The runner is longer than the floor: it is placed where the rule puts it.');
      cx.put(e, { ...centre, rotation });
    }
  }
}

export { WALL_GAP };
