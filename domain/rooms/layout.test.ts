import { describe, expect, it } from 'vitest';
import type { ModelKind } from '../catalogue/models3d/kinds';
import { checkLayout } from './checks';
import { defaultRoom } from './defaults';
import { convexInside, dot, facing, pointInPolygon, penetration, polygonGap, rotationFacing, sub } from './geometry';
import { COFFEE_GAP, firstLayout } from './layout';
import { cornersOf, type BoardItem, type Placement } from './placement';
import { roomSchema, type Room } from './room';
import { outline, wallsOf } from './walls';

const sets: Record<string, ModelKind[]> = {
  living: ['sofa', 'coffee-table', 'armchair', 'armchair', 'side-table', 'floor-lamp', 'rug', 'wall-art', 'curtain', 'curtain', 'tv-stand', 'table-lamp', 'pillow', 'pillow', 'vase', 'pendant', 'planter'],
  bedroom: ['bed', 'nightstand', 'nightstand', 'table-lamp', 'table-lamp', 'rug', 'dresser', 'mirror', 'wall-art', 'bedding', 'bench', 'shade'],
  dining: ['dining-table', 'dining-chair', 'dining-chair', 'dining-chair', 'dining-chair', 'dining-chair', 'dining-chair', 'rug', 'pendant', 'cabinet', 'wall-art'],
};

/** Board items five to a row, in the set's order. */
const board = (kinds: readonly ModelKind[]): BoardItem[] =>
  kinds.map((kind, i) => ({ objectId: `${kind}-${i}`, productId: `p${i}`, name: kind, kind, dimensions: null, left: (i % 5) * 250, top: Math.floor(i / 5) * 250, width: 200, height: 200 }));

const parse = (r: unknown) => roomSchema.parse(r) as Room;
const base = defaultRoom('living room');
const rooms: Record<string, { room: Room; roomy: boolean }> = {
  rect: { room: defaultRoom('living room'), roomy: true },
  L: {
    room: parse({ ...base, shape: { type: 'L', width: 800, length: 600, cut: { corner: 'ne', width: 350, length: 300 } }, openings: [{ id: 'd', type: 'door', wall: 5, offset: 400, width: 90, height: 203 }, { id: 'w', type: 'window', wall: 4, offset: 100, width: 150, height: 140, sill: 90 }] }),
    roomy: true,
  },
  small: { room: parse({ ...base, shape: { type: 'rectangle', width: 220, length: 200 }, openings: [{ id: 'd', type: 'door', wall: 2, offset: 20, width: 80, height: 200 }] }), roomy: false },
  large: { room: parse({ ...base, shape: { type: 'rectangle', width: 900, length: 700 }, openings: [{ id: 'd', type: 'door', wall: 2, offset: 100, width: 90, height: 203 }, { id: 'w1', type: 'window', wall: 0, offset: 300, width: 150, height: 140, sill: 90 }, { id: 'w2', type: 'window', wall: 1, offset: 250, width: 150, height: 140, sill: 90 }] }), roomy: true },
};

const byKind = (ps: readonly Placement[], kind: ModelKind) => ps.filter((p) => p.kind === kind);
const gap = (a: Placement, b: Placement) => polygonGap(cornersOf(a), cornersOf(b)).distance;

/** The wall a floor piece stands against, with its back to it and facing into the room. */
function backWall(room: Room, p: Placement) {
  return wallsOf(room.shape).find((w) => polygonGap(cornersOf(p), [w.start, w.end]).distance <= 5 && Math.abs(rotationFacing(w.inward) - p.rotation) < 0.5);
}

describe.each(Object.entries(rooms))('the first layout in the %s room', (roomName, { room, roomy }) => {
  describe.each(Object.entries(sets))('of the %s set', (setName, kinds) => {
    const items = board(kinds);
    const layout = firstLayout(room, items);
    const ps = layout.placements;
    const warnings = checkLayout(room, ps);
    const flagged = new Set(layout.flags.map((f) => f.objectId));

    it('places every piece once, the same way every time, whatever order the items come in', () => {
      expect(ps.map((p) => p.objectId)).toEqual(items.map((i) => i.objectId));
      const again = firstLayout(room, [...items].reverse());
      expect(again.placements).toEqual([...ps].reverse());
      expect(new Set(again.flags.map((f) => f.objectId))).toEqual(flagged);
    });

    if (roomy) {
      it('puts nothing outside the walls, and nothing on top of anything', () => {
        expect(warnings.filter((w) => w.kind === 'outside' || w.kind === 'collision' || w.kind === 'too-high' || w.kind === 'blocks-door').map((w) => w.message)).toEqual([]);
        expect(layout.flags).toEqual([]);
      });
    } else {
      it('flags the pieces that do not fit, and keeps them', () => {
        expect(layout.flags.length).toBeGreaterThan(0);
        for (const w of warnings.filter((x) => x.kind === 'outside' || x.kind === 'collision')) expect(w.objectIds.some((id) => flagged.has(id)), w.message).toBe(true);
      });
    }

    it('hangs art, mirrors, curtains and shades on walls, within them', () => {
      for (const p of ps.filter((x) => ['wall-art', 'mirror', 'curtain', 'shade'].includes(x.kind!))) {
        expect(p.surface.type).toBe('wall');
        const wall = wallsOf(room.shape)[(p.surface as { wall: number }).wall]!;
        const along = dot(sub(p, wall.start), wall.along);
        expect(along - p.footprint.width / 2).toBeGreaterThanOrEqual(-0.1);
        expect(along + p.footprint.width / 2).toBeLessThanOrEqual(wall.length + 0.1);
      }
    });

    if (roomy && setName === 'living') {
      const [sofa] = byKind(ps, 'sofa');
      const [table] = byKind(ps, 'coffee-table');
      it('the sofa against the longest wall free of doors, facing in; the coffee table 45 cm in front', () => {
        const wall = backWall(room, sofa!);
        expect(wall).toBeDefined();
        expect(room.openings.some((o) => o.wall === wall!.index && o.type === 'door')).toBe(false);
        expect(Math.round(gap(sofa!, table!))).toBe(COFFEE_GAP);
        expect(table!.rotation).toBe(sofa!.rotation);
      });
      it('the armchairs face the sofa; side pieces stand beside the seats', () => {
        for (const chair of byKind(ps, 'armchair')) {
          const towards = sub(table!, chair);
          expect(dot(facing(chair.rotation), towards)).toBeGreaterThan(0);
        }
        for (const p of [...byKind(ps, 'side-table'), ...byKind(ps, 'floor-lamp')]) {
          const seats = [...byKind(ps, 'sofa'), ...byKind(ps, 'armchair')];
          expect(Math.min(...seats.map((s) => gap(p, s)))).toBeLessThanOrEqual(6);
        }
      });
      it('the rug under the seating group: the coffee table on it, the sofa\'s front on it', () => {
        const [rug] = byKind(ps, 'rug');
        expect(pointInPolygon(table!, cornersOf(rug!))).toBe(true);
        expect(penetration(cornersOf(rug!), cornersOf(sofa!))).toBeGreaterThan(0);
      });
      it('curtains at a window; the table lamp on the side table; the pendant over the coffee table', () => {
        for (const c of byKind(ps, 'curtain')) expect(room.openings.some((o) => o.type === 'window' && o.wall === (c.surface as { wall: number }).wall)).toBe(true);
        expect(byKind(ps, 'table-lamp')[0]!.surface).toMatchObject({ type: 'on', objectId: byKind(ps, 'side-table')[0]!.objectId });
        expect(byKind(ps, 'pendant')[0]).toMatchObject({ x: table!.x, y: table!.y, surface: { type: 'ceiling' } });
      });
    }

    if (roomy && setName === 'bedroom') {
      const [bed] = byKind(ps, 'bed');
      it('the bed\'s headboard on a wall; nightstands either side of it', () => {
        expect(backWall(room, bed!)).toBeDefined();
        const stands = byKind(ps, 'nightstand');
        for (const n of stands) {
          expect(Math.round(gap(n, bed!))).toBe(5);
          expect(n.rotation).toBe(bed!.rotation);
        }
        const side = (p: Placement) => Math.sign(dot(sub(p, bed!), { x: Math.cos((bed!.rotation * Math.PI) / 180), y: Math.sin((bed!.rotation * Math.PI) / 180) }));
        expect(stands.map(side).sort()).toEqual([-1, 1]);
      });
      it('the rug under the bed\'s lower part; the bedding on the bed; a lamp on each nightstand', () => {
        const [rug] = byKind(ps, 'rug');
        expect(penetration(cornersOf(rug!), cornersOf(bed!))).toBeGreaterThan(0);
        expect(byKind(ps, 'bedding')[0]!.surface).toMatchObject({ type: 'on', objectId: bed!.objectId });
        expect(new Set(byKind(ps, 'table-lamp').map((l) => (l.surface as { objectId: string }).objectId))).toEqual(new Set(byKind(ps, 'nightstand').map((n) => n.objectId)));
      });
    }

    if (roomy && setName === 'dining') {
      const [table] = byKind(ps, 'dining-table');
      it('the table inside the room with all six chairs at it, facing it', () => {
        expect(convexInside(cornersOf(table!), outline(room.shape))).toBe(true);
        for (const chair of byKind(ps, 'dining-chair')) {
          expect(gap(chair, table!)).toBeLessThan(1);
          expect(dot(facing(chair.rotation), sub(table!, chair))).toBeGreaterThan(0);
        }
      });
      it('the rug under the table, the pendant over it, the art on a wall', () => {
        const [rug] = byKind(ps, 'rug');
        expect(pointInPolygon(table!, cornersOf(rug!))).toBe(true);
        expect(byKind(ps, 'pendant')[0]).toMatchObject({ x: table!.x, y: table!.y });
        expect(byKind(ps, 'wall-art')[0]!.surface.type).toBe('wall');
      });
    }
  });
});

describe('ties go to the board\'s order', () => {
  const room = defaultRoom('living room');
  it('of two equal sofas the first on the board goes against the wall', () => {
    const items = board(['sofa', 'sofa', 'coffee-table']);
    const [a, b] = firstLayout(room, items).placements;
    expect(backWall(room, a!)).toBeDefined();
    expect(backWall(room, b!)).toBeUndefined();
    const swapped = firstLayout(room, [{ ...items[0]!, left: 600 }, items[1]!, items[2]!]).placements;
    expect(backWall(room, swapped[1]!)).toBeDefined();
  });
  it('a side table left of the sofa on the board stands on the sofa\'s left', () => {
    const items = board(['side-table', 'sofa']);
    const [side, sofa] = firstLayout(room, items).placements;
    const right = { x: Math.cos((sofa!.rotation * Math.PI) / 180), y: Math.sin((sofa!.rotation * Math.PI) / 180) };
    expect(dot(sub(side!, sofa!), right)).toBeLessThan(0);
    const [side2, sofa2] = firstLayout(room, [{ ...items[0]!, left: 900 }, items[1]!]).placements;
    expect(dot(sub(side2!, sofa2!), right)).toBeGreaterThan(0);
  });
  it('a product of unknown kind and size stands against a wall, 46 cm a side', () => {
    const [p] = firstLayout(room, [{ objectId: 'x', productId: 'p', name: 'Gift card', kind: null, dimensions: null, left: 0, top: 0, width: 100, height: 100 }]).placements;
    expect(p!.footprint).toEqual({ width: 46, depth: 46, height: 46 });
    expect(backWall(room, p!)).toBeDefined();
  });
  it('uses the catalogue\'s true size in inches', () => {
    const [p] = firstLayout(room, [{ ...board(['sofa'])[0]!, dimensions: { width: 90, depth: 38, height: 34, unit: 'in' } }]).placements;
    expect(p!.footprint).toEqual({ width: 228.6, depth: 96.5, height: 86.4 });
  });
});

describe('the board\'s products', () => {
  it('are its product objects, alternatives left out, with their facts and their scaled size', async () => {
    const { boardItemsOf } = await import('./board-items');
    const { emptyBoard } = await import('../canvas/board');
    const { productObject } = await import('../canvas/objects');
    const b = emptyBoard();
    const info = (productId: string, customCategory: string | null = null) => ({ productId, name: `Name ${productId}`, priceCents: 100, image: '/x.png', customCategory });
    b.objects.a = { ...productObject('a', 'u', { left: 10, top: 20, width: 100, height: 50 }, info('p1')), scaleX: 2 };
    b.objects.b = productObject('b', 'u', { left: 0, top: 0 }, info('p2', 'alternative'));
    const items = boardItemsOf(b, (id) => (id === 'p1' ? { name: 'Sage Velvet Sofa', kind: 'sofa', dimensions: null } : undefined));
    expect(items).toEqual([{ objectId: 'a', productId: 'p1', name: 'Sage Velvet Sofa', kind: 'sofa', variant: null, dimensions: null, left: 10, top: 20, width: 200, height: 50 }]);
  });
});
