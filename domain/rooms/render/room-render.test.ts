import { describe, expect, it } from 'vitest';
import { Parts } from '../../catalogue/models3d/model';
import { box } from '../../catalogue/models3d/mesh';
import { lookAt, project } from '../../catalogue/models3d/render/camera';
import type { Picture } from '../../catalogue/models3d/render/raster';
import type { Placement } from '../placement';
import type { Room } from '../room';
import { wallsOf } from '../walls';
import { emptyBoard } from '../../canvas/board';
import { productObject } from '../../canvas/objects';
import { anchorOf, boardPlacements, convexCorners, EYE_HEIGHT_CM, renderRoomStill, roomRenderScene, viewpointsFor, wallFacesAway } from '.';

const room = (shape: Room['shape'] = { type: 'rectangle', width: 400, length: 400 }): Room => ({
  name: 'Test', shape, ceiling: 260, openings: [{ id: 'w1', type: 'window', wall: 1, offset: 100, width: 120, height: 140, sill: 90, hinge: 'left', swing: 'in' }],
  floor: { material: 'oak', colour: 'natural-oak' }, wallColour: 'white',
});

/** A red box of the footprint's size (cm): the model of a test piece. */
function redBox(w: number, d: number, h: number) {
  const p = new Parts();
  p.add('box', { name: 'red', baseColor: [0.9, 0.01, 0.01, 1], roughness: 0.9, metallic: 0 }, (g) => box(g, [-w / 200, 0, -d / 200], [w / 200, h / 100, d / 200]));
  return p;
}

const piece = (objectId: string, x: number, y: number, footprint: Placement['footprint'], rotation = 0, kind: Placement['kind'] = null): Placement =>
  ({ objectId, productId: objectId, name: objectId, kind, footprint, x, y, rotation, surface: { type: 'floor' } });

const W = 320, H = 180;
const top = { eye: [2, 7, 2.0001] as const, target: [2, 0, 2] as const, fov: 50 };

/** The picture's colour where a world point (metres) lands. */
function at(pic: Picture, p: readonly [number, number, number]) {
  const cam = lookAt(top, W, H);
  const [x, y] = project(cam, p);
  const px = Math.round(cam.cx + cam.scale * x), py = Math.round(cam.cy - cam.scale * y);
  const o = (py * pic.width + px) * 4;
  return { r: pic.rgba[o]!, g: pic.rgba[o + 1]!, b: pic.rgba[o + 2]! };
}
const isRed = (c: { r: number; g: number; b: number }) => c.r > 120 && c.g < 60 && c.b < 60;

describe('a room still', () => {
  it('draws a piece where its pose says: a red box at (100, 300) cm is red there and nowhere else', () => {
    const pic = renderRoomStill(room(), [{ placement: piece('a', 100, 300, { width: 40, depth: 40, height: 40 }), model: redBox(40, 40, 40) }], top, { width: W, height: H, supersample: 1 });
    expect(isRed(at(pic, [1, 0.4, 3]))).toBe(true);
    // Mirrored about either axis, or swapped x and y: the floor, not the box.
    for (const wrong of [[3, 0, 3], [1, 0, 1], [3, 0, 1]] as const) expect(isRed(at(pic, wrong))).toBe(false);
    // The floor is the room's oak, lit (not black, not the white card).
    const floor = at(pic, [2, 0, 2]);
    expect(floor.r).toBeGreaterThan(120);
    expect(floor.r).toBeLessThan(250);
    expect(floor.r).toBeGreaterThan(floor.b);
  });

  it('turns a piece by its rotation (clockwise from above): a long box turned 90° runs north–south', () => {
    const long = { width: 160, depth: 20, height: 30 };
    const still = (rotation: number) => renderRoomStill(room(), [{ placement: piece('a', 200, 200, long, rotation), model: redBox(160, 20, 30) }], top, { width: W, height: H, supersample: 1 });
    const straight = still(0), turned = still(90);
    expect(isRed(at(straight, [2.6, 0.3, 2]))).toBe(true);
    expect(isRed(at(straight, [2, 0.3, 2.6]))).toBe(false);
    expect(isRed(at(turned, [2, 0.3, 2.6]))).toBe(true);
    expect(isRed(at(turned, [2.6, 0.3, 2]))).toBe(false);
  });

  it('turns clockwise seen from above: a piece turned 90° faces west (its front, a red block, lands west of it)', () => {
    const front = new Parts();
    front.add('body', { name: 'grey', baseColor: [0.3, 0.3, 0.3, 1], roughness: 0.9, metallic: 0 }, (g) => box(g, [-0.3, 0, -0.3], [0.3, 0.3, 0.3]));
    front.add('front', { name: 'red', baseColor: [0.9, 0.01, 0.01, 1], roughness: 0.9, metallic: 0 }, (g) => box(g, [-0.1, 0, 0.3], [0.1, 0.3, 0.5]));
    const pic = renderRoomStill(room(), [{ placement: piece('a', 200, 200, { width: 60, depth: 80, height: 30 }, 90), model: front }], top, { width: W, height: H, supersample: 1 });
    expect(isRed(at(pic, [1.6, 0.3, 2]))).toBe(true);
    for (const wrong of [[2.4, 0.3, 2], [2, 0.3, 2.4], [2, 0.3, 1.6]] as const) expect(isRed(at(pic, wrong))).toBe(false);
  });

  it('hangs a wall piece at its elevation and stands a piece without a model as a box of its size', () => {
    const scene = roomRenderScene(room(), [
      { placement: { ...piece('art', 200, 2, { width: 60, depth: 4, height: 80 }), surface: { type: 'wall', wall: 0, elevation: 120 } }, model: redBox(60, 4, 80) },
      { placement: piece('x', 100, 100, { width: 50, depth: 60, height: 70 }), model: null },
    ]);
    expect(scene.placements[0]).toMatchObject({ x: 2, y: 1.2, z: 0.02 });
    const standIn = scene.placements[1]!.model.parts[0]!;
    expect([...standIn.min, ...standIn.max].map((v) => Math.round(v * 1000) / 1000)).toEqual([-0.25, 0, -0.3, 0.25, 0.7, 0.3]);
  });

  it('cuts away the walls a camera stands outside of, and none for a camera inside', () => {
    const walls = wallsOf(room().shape);
    expect(walls.filter((w) => wallFacesAway(w, [2, 1.5, 2])).length).toBe(0);
    expect(walls.filter((w) => wallFacesAway(w, [6, 5, 6])).map((w) => w.index)).toEqual([1, 2]);
  });
});

describe('the viewpoint rule', () => {
  const sofa = piece('sofa', 200, 60, { width: 213, depth: 94, height: 84 }, 0, 'sofa');
  const rug = piece('rug', 200, 200, { width: 300, depth: 240, height: 1 }, 0, 'rug');

  it('anchors on the largest sofa or bed, else the largest floor piece that is not a rug', () => {
    expect(anchorOf([rug, sofa])?.objectId).toBe('sofa');
    expect(anchorOf([rug, piece('t', 1, 1, { width: 50, depth: 50, height: 50 }, 0, 'coffee-table')])?.objectId).toBe('t');
    expect(anchorOf([])).toBeNull();
  });

  it('looks across the room from the corner farthest from the sofa at eye height, from the side, and from above', () => {
    const r = room({ type: 'rectangle', width: 500, length: 400 });
    const views = viewpointsFor(r, [rug, { ...sofa, x: 120 }]);
    expect(views.map((v) => v.name)).toEqual(['across', 'side', 'overview']);
    const [across, side, overview] = views;
    // The sofa is in the north-west: the south-east corner, 40 cm in from both walls.
    expect(across!.eye).toEqual([4.6, EYE_HEIGHT_CM / 100, 3.6]);
    expect(across!.target).toEqual([1.2, 0.8, 0.6]);
    // From the side: the neighbouring corner farther from the sofa (the north-east), looking at the centre.
    expect(side!.eye).toEqual([4.6, 1.5, 0.4]);
    expect(side!.target).toEqual([2.5, 1, 2]);
    // The overview stands outside the south-east corner, above the ceiling, looking down.
    expect(overview!.eye[0]).toBeGreaterThan(5);
    expect(overview!.eye[2]).toBeGreaterThan(4);
    expect(overview!.eye[1]).toBeGreaterThan(2.6);
    expect(overview!.target[1]).toBeLessThan(overview!.eye[1]);
  });

  it('uses only the convex corners of an L', () => {
    const l = room({ type: 'L', width: 600, length: 500, cut: { corner: 'ne', width: 200, length: 200 } });
    expect(convexCorners(l)).toHaveLength(5);
    for (const v of viewpointsFor(l, [sofa]).filter((v) => v.name !== 'overview')) {
      // The eye stands inside the L, not in its cut-out.
      expect(v.eye[0] * 100 > 400 && v.eye[2] * 100 < 200).toBe(false);
    }
  });
});

describe('the board in its room', () => {
  it('stands a piece where the board places it, and the others where the first layout puts them', () => {
    const objects = ['sofa', 'chair'].map((id, i) => productObject(id, 'd', { left: i * 200, top: 0, width: 150, height: 150 }, { productId: id, name: id, priceCents: 100, image: '/x.png' }));
    const board = { ...emptyBoard(), objects: Object.fromEntries(objects.map((o, i) => [o.id, { ...o, z: i }])) };
    const facts = (id: string) => ({ name: id, kind: id === 'sofa' ? ('sofa' as const) : ('armchair' as const), dimensions: { width: 84, depth: 37, height: 33, unit: 'in' as const } });
    const laid = boardPlacements(room(), board, facts);
    board.objects.chair = { ...board.objects.chair!, place: { x: 300, y: 310, rotation: 45, surface: 'floor', wall: null, on: null, elevation: 0 } };
    const placed = boardPlacements(room(), board, facts);
    expect(placed.find((p) => p.objectId === 'chair')).toMatchObject({ x: 300, y: 310, rotation: 45, surface: { type: 'floor' } });
    expect(placed.find((p) => p.objectId === 'sofa')).toEqual(laid.find((p) => p.objectId === 'sofa'));
  });
});
