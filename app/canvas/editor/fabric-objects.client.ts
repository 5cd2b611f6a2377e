import { Circle, FabricImage, FabricText, Group, Rect, Textbox, type FabricObject } from 'fabric';
import type { BoardObject, RoomNameLabel } from '../../../domain/canvas/board';
import { FAILED_IMAGE, IMAGE_RETRIES, PALETTE_RADIUS } from './editor-rules';
import { fabricGeometry, imageGeometry } from './fabric-binding';

/** fabric objects for each model object type (part 2 §3). Browser only. */

export interface Tagged {
  boardId?: string;
}

const tag = <T extends FabricObject>(fo: T, id: string): T => {
  (fo as T & Tagged).boardId = id;
  return fo;
};
export const idOf = (fo: FabricObject | undefined) => (fo as (FabricObject & Tagged) | undefined)?.boardId;

/** Load an image, retrying a failed load up to 6 times (part 2 §8) with a growing pause. */
export async function loadImage(src: string, retries = IMAGE_RETRIES): Promise<HTMLImageElement> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await new Promise<HTMLImageElement>((resolve, reject) => {
        const img = new Image();
        img.crossOrigin = 'anonymous';
        img.onload = () => resolve(img);
        img.onerror = () => reject(new Error(FAILED_IMAGE));
        img.src = src;
      });
    } catch (error) {
      if (attempt >= retries) throw error;
      await new Promise((r) => setTimeout(r, 150 * (attempt + 1)));
    }
  }
}

/** Put a group where the model says (its box comes from its parts). */
function placed<T extends FabricObject>(fo: T, o: BoardObject): T {
  fo.set({ left: o.left, top: o.top, scaleX: o.scaleX, scaleY: o.scaleY, angle: o.angle, flipX: o.flipX, flipY: o.flipY, originX: 'left', originY: 'top' });
  fo.setCoords();
  return fo;
}

/** The box an image shows while it loads, and when it failed. */
function imageBox(o: BoardObject, failed: boolean): FabricObject {
  const box = new Rect({ left: 0, top: 0, width: o.width, height: o.height, fill: failed ? '#fbeeee' : '#f3efe9', stroke: failed ? '#c0504d' : '#d9d2c7', strokeDashArray: [12, 8], strokeWidth: 3, originX: 'left', originY: 'top' });
  const parts: FabricObject[] = [box];
  if (failed) parts.push(new FabricText(FAILED_IMAGE, { left: 16, top: o.height / 2 - 14, fontSize: 22, fill: '#a33c39', fontFamily: 'system-ui, sans-serif', originX: 'left', originY: 'top' }));
  return placed(new Group(parts, { originX: 'left', originY: 'top' }), o);
}

export interface Built {
  fo: FabricObject;
  /** Images: settles when the picture is drawn (or has failed, with FAILED_IMAGE). */
  ready: Promise<FabricObject>;
}

/** `srcOf`: the address to load a picture from (pictures on the product storage / CDN hosts go through /cors/). */
export function buildObject(o: BoardObject, onFailed: (id: string) => void, srcOf: (src: string) => string = (src) => src): Built {
  switch (o.type) {
    case 'textbox': {
      const fo = tag(new Textbox(o.text ?? '', { ...fabricGeometry(o), fontSize: o.fontSize ?? 40, fill: o.fill ?? '#2b2622', fontFamily: 'Georgia, "Times New Roman", serif', splitByGrapheme: false }), o.id);
      return { fo, ready: Promise.resolve(fo) };
    }
    case 'color_palette': {
      const r = o.radius ?? PALETTE_RADIUS;
      const colors = o.colors?.length ? o.colors : ['#000000'];
      const back = new Rect({ left: 0, top: 0, width: 2 * r * colors.length + 20, height: 2 * r, rx: r, ry: r, fill: '#ffffff', stroke: '#e4ddd3', strokeWidth: 1, originX: 'left', originY: 'top' });
      const dots = colors.map((c, i) => new Circle({ left: 10 + 2 * r * i, top: 0, radius: r - 2, fill: c, stroke: '#ffffff', strokeWidth: 2, originX: 'left', originY: 'top' }));
      const fo = tag(placed(new Group([back, ...dots], { originX: 'left', originY: 'top' }), o), o.id);
      return { fo, ready: Promise.resolve(fo) };
    }
    case 'placeholder': {
      const box = new Rect({ left: 0, top: 0, width: o.width, height: o.height, fill: '#faf7f2', stroke: '#b9ad9c', strokeDashArray: [14, 10], strokeWidth: 3, originX: 'left', originY: 'top' });
      const plus = new FabricText('+', { left: o.width / 2 - 18, top: o.height / 2 - 44, fontSize: 72, fill: '#b9ad9c', fontFamily: 'system-ui, sans-serif', originX: 'left', originY: 'top' });
      const fo = tag(placed(new Group([box, plus], { originX: 'left', originY: 'top' }), o), o.id);
      return { fo, ready: Promise.resolve(fo) };
    }
    case 'product':
    case 'custom_img': {
      const box = tag(imageBox(o, false), o.id);
      if (!o.src) return { fo: box, ready: Promise.resolve(box) };
      const ready = loadImage(srcOf(o.src)).then(
        (img) => tag(new FabricImage(img, imageGeometry(o, { width: img.naturalWidth, height: img.naturalHeight })), o.id) as FabricObject,
        () => {
          onFailed(o.id);
          return tag(imageBox(o, true), o.id);
        },
      );
      return { fo: box, ready };
    }
  }
}

/** The room-name label: one non-selectable group (part 2 §4). */
export function buildRoomLabel(label: RoomNameLabel): FabricObject {
  const text = new FabricText(label.text, { left: 28, top: 14, fontSize: 40, fill: '#2b2622', fontFamily: 'Georgia, "Times New Roman", serif', originX: 'left', originY: 'top' });
  const back = new Rect({ left: 0, top: 0, width: (text.width ?? 200) + 56, height: 72, fill: '#ffffff', stroke: '#2b2622', strokeWidth: 2, originX: 'left', originY: 'top' });
  return new Group([back, text], { left: label.left, top: label.top, originX: 'left', originY: 'top', selectable: false, evented: false });
}
