import type { BoardObject, Geometry } from '../../../domain/canvas/board';

/**
 * The one-way binding from the board model to fabric objects, and back from a
 * finished gesture to model geometry. fabric 7 places objects by their centre
 * unless told otherwise; the model's geometry is left/top, so every object the
 * renderer makes gets originX 'left' / originY 'top' here and nowhere else.
 */

/** The fabric properties that carry a model object's geometry. */
export function fabricGeometry(o: Geometry) {
  return {
    left: o.left,
    top: o.top,
    width: o.width,
    height: o.height,
    scaleX: o.scaleX,
    scaleY: o.scaleY,
    angle: o.angle,
    flipX: o.flipX,
    flipY: o.flipY,
    originX: 'left' as const,
    originY: 'top' as const,
  };
}

/** What a fabric object needs of the model to be drawn as an image: its natural size. */
export interface Natural {
  width: number;
  height: number;
}

/**
 * An image is drawn at its natural size, scaled to the model's box: the model's
 * width × scaleX is what shows. (A model box of 300 showing a 600 px picture at
 * scale 1 draws it at scale 0.5.)
 */
export function imageGeometry(o: Geometry, natural: Natural) {
  const nw = natural.width || o.width || 1;
  const nh = natural.height || o.height || 1;
  return { ...fabricGeometry(o), width: nw, height: nh, scaleX: (o.width * o.scaleX) / nw, scaleY: (o.height * o.scaleY) / nh };
}

/** The fields of a fabric object (or anything shaped like one) the model reads back. */
export type FabricLike = Omit<Geometry, 'originX' | 'originY'> & { originX: unknown; originY: unknown };

const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Model geometry from a fabric object after a gesture (not inside a group: the
 * renderer ungroups a multi-selection before reading). `model` is the object as
 * the board had it. A picture drawn at its natural size carries the change in its
 * scale against the model's box; a textbox's width is its own (side handles
 * resize it); every other object keeps the model's box and its scale.
 */
export function readGeometry(f: FabricLike, model: Pick<BoardObject, 'width' | 'height' | 'type'>, drawnAsImage: boolean): Omit<Geometry, 'originX' | 'originY'> {
  if (f.originX !== 'left' || f.originY !== 'top') throw new Error('A board object must be placed by its top-left corner');
  const text = model.type === 'textbox';
  return {
    left: round(f.left),
    top: round(f.top),
    width: round(text ? f.width : model.width),
    height: round(text ? f.height : model.height),
    scaleX: round(drawnAsImage ? (f.width * f.scaleX) / (model.width || 1) : f.scaleX),
    scaleY: round(drawnAsImage ? (f.height * f.scaleY) / (model.height || 1) : f.scaleY),
    angle: round(((f.angle % 360) + 360) % 360),
    flipX: Boolean(f.flipX),
    flipY: Boolean(f.flipY),
  };
}

/** Which change action a finished fabric transform is. */
export function actionOf(fabricAction: string | undefined): 'drag' | 'scale' | 'rotate' {
  if (!fabricAction) return 'drag';
  if (fabricAction.startsWith('scale') || fabricAction.startsWith('resiz')) return 'scale';
  if (fabricAction === 'rotate') return 'rotate';
  return 'drag';
}

/** A fingerprint of what a fabric object shows beyond geometry: a change of it rebuilds the object. */
export function looksKey(o: BoardObject): string {
  return JSON.stringify([o.type, o.src ?? null, o.text ?? null, o.fontSize ?? null, o.fill ?? null, o.colors ?? null, o.radius ?? null, o.type === 'textbox' ? null : [o.width, o.height]]);
}

export const geometryKey = (o: BoardObject) => JSON.stringify([o.left, o.top, o.width, o.height, o.scaleX, o.scaleY, o.angle, o.flipX, o.flipY]);
