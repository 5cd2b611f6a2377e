import { Group, Rect } from 'fabric';
import { describe, expect, it } from 'vitest';
import type { BoardObject } from '../../../domain/canvas/board';
import { paletteObject, productObject, textObject } from '../../../domain/canvas/objects';
import { actionOf, fabricGeometry, imageGeometry, looksKey, readGeometry } from './fabric-binding';

const product = (patch: Partial<BoardObject> = {}): BoardObject => ({
  ...productObject('o1', 'u1', { left: 120, top: 80, width: 300, height: 200 }, { productId: 'g1', name: 'Sofa', priceCents: 129900, image: '/p.png' }),
  ...patch,
});

describe('the fabric binding', () => {
  it('places objects by their top-left corner (fabric 7 defaults to the centre)', () => {
    const o = product();
    const rect = new Rect(fabricGeometry(o));
    expect(new Rect({ left: 0, top: 0, width: 10, height: 10 }).originX).toBe('center');
    expect(rect.originX).toBe('left');
    expect(rect.originY).toBe('top');
    // The centre is half the box away from left/top, so left/top really is the corner.
    const c = rect.getCenterPoint();
    expect(c.x).toBeCloseTo(120 + 150 + 0.5);
    expect(c.y).toBeCloseTo(80 + 100 + 0.5);
  });

  it.each([
    ['plain', {}],
    ['scaled', { scaleX: 1.5, scaleY: 0.75 }],
    ['rotated', { angle: 45 }],
    ['flipped', { flipX: true, flipY: true }],
    ['all at once', { left: -40.5, top: 1000.25, scaleX: 2, scaleY: 2, angle: 315, flipX: true }],
  ])('round-trips geometry model → fabric → model: %s', (_name, patch) => {
    const o = { ...paletteObject('p1', 'u1', { left: 10, top: 20 }, ['#111', '#222']), ...patch } as BoardObject;
    const rect = new Rect(fabricGeometry(o));
    const back = readGeometry(rect, o, false);
    expect(back).toEqual({ left: o.left, top: o.top, width: o.width, height: o.height, scaleX: o.scaleX, scaleY: o.scaleY, angle: o.angle, flipX: o.flipX, flipY: o.flipY });
  });

  it('reads a moved and rotated object back as the model geometry fabric shows', () => {
    const o = product();
    const rect = new Rect(fabricGeometry(o));
    rect.set({ left: 400, top: 300, angle: 30 });
    expect(readGeometry(rect, o, false)).toMatchObject({ left: 400, top: 300, angle: 30, width: 300, height: 200 });
  });

  it('draws a picture at its natural size scaled to the model box, and reads the scale back against the box', () => {
    const o = product({ scaleX: 1.2 });
    const g = imageGeometry(o, { width: 600, height: 400 });
    expect(g).toMatchObject({ width: 600, height: 400, scaleX: 0.6, scaleY: 0.5, originX: 'left', originY: 'top' });
    const img = new Rect(g);
    expect(readGeometry(img, o, true)).toMatchObject({ width: 300, height: 200, scaleX: 1.2, scaleY: 1 });
    img.set({ scaleX: 1.2 });
    expect(readGeometry(img, o, true).scaleX).toBeCloseTo(2.4);
  });

  it('keeps the model box of a group (palette) so that a drag never changes its scale', () => {
    const o = paletteObject('p1', 'u1', { left: 0, top: 0 }, ['#a', '#b', '#c']);
    const group = new Group([new Rect({ left: 0, top: 0, width: o.width, height: o.height, strokeWidth: 1 })], { originX: 'left', originY: 'top' });
    group.set({ left: 50, top: 60 });
    expect(readGeometry(group, o, false)).toMatchObject({ left: 50, top: 60, width: o.width, height: o.height, scaleX: 1, scaleY: 1 });
  });

  it('a textbox keeps the width its side handles give it', () => {
    const o = textObject('t1', 'u1', { left: 0, top: 0, width: 400, height: 60 }, 'Hello');
    expect(readGeometry({ ...fabricGeometry(o), width: 520, height: 90 }, o, false)).toMatchObject({ width: 520, height: 90 });
  });

  it('refuses to read an object placed by its centre', () => {
    expect(() => readGeometry(new Rect({ left: 0, top: 0, width: 10, height: 10 }), product(), false)).toThrow(/top-left/);
  });

  it('names the change action of a finished transform', () => {
    expect(actionOf('drag')).toBe('drag');
    expect(actionOf('scaleX')).toBe('scale');
    expect(actionOf('scale')).toBe('scale');
    expect(actionOf('rotate')).toBe('rotate');
    expect(actionOf(undefined)).toBe('drag');
  });

  it('rebuilds an object only when what it shows changes, not when it moves', () => {
    const o = product();
    expect(looksKey({ ...o, left: 999 })).toBe(looksKey(o));
    expect(looksKey({ ...o, src: '/other.png' })).not.toBe(looksKey(o));
  });
});
