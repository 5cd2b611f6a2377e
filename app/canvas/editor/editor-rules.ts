/**
 * The editor's numbers and small rules (part 2 §5, §9): zoom, wheel, nudge, paste
 * offset, rotation snap, flip directions. Pure, so the renderer and the React
 * editor share them and unit tests pin them.
 */

export const ZOOM_MIN = 0.3;
export const ZOOM_MAX = 0.6;
/** The zoom applied on fit. */
export const ZOOM_FIT = 0.3;
/** Each wheel delta unit multiplies the zoom by this. */
export const WHEEL_FACTOR = 0.999;
export const NUDGE_STEP = 10;
export const PASTE_OFFSET = 20;
export const ROTATION_SNAP = 15;
export const POINTER_THROTTLE_MS = 100;
export const AUTOSAVE_MS = 30_000;
export const IMAGE_RETRIES = 6;
export const FAILED_IMAGE = 'Failed to load product image';

export const directions = ['left', 'right', 'up', 'down'] as const;
export type Direction = (typeof directions)[number];

export class DirectionError extends Error {
  constructor(direction: string) {
    super(`Unknown direction '${direction}': use left, right, up or down`);
    this.name = 'DirectionError';
  }
}

export function assertDirection(direction: string): Direction {
  if (!(directions as readonly string[]).includes(direction)) throw new DirectionError(direction);
  return direction as Direction;
}

export const clampZoom = (zoom: number) => (Number.isFinite(zoom) ? Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom)) : ZOOM_FIT);

/** The zoom after a wheel turn of `deltaY` (down zooms out, up zooms in). */
export const wheelZoom = (zoom: number, deltaY: number) => clampZoom(zoom * WHEEL_FACTOR ** deltaY);

/** The footer's label: 0.3 → '30%'. */
export const zoomPercent = (zoom: number) => `${Math.round(clampZoom(zoom) * 100)}%`;

/** Rotation snaps to 15° unless Shift is held; the result is in [0, 360). */
export function snapAngle(angle: number, shiftHeld: boolean): number {
  const a = shiftHeld ? angle : Math.round(angle / ROTATION_SNAP) * ROTATION_SNAP;
  return ((a % 360) + 360) % 360;
}

/** How an arrow key moves an object. */
export function nudgeDelta(direction: string): { dx: number; dy: number } {
  switch (assertDirection(direction)) {
    case 'left':
      return { dx: -NUDGE_STEP, dy: 0 };
    case 'right':
      return { dx: NUDGE_STEP, dy: 0 };
    case 'up':
      return { dx: 0, dy: -NUDGE_STEP };
    case 'down':
      return { dx: 0, dy: NUDGE_STEP };
  }
}

/** Which flip flag a direction toggles: left/right mirror horizontally, up/down vertically. */
export const flipAxis = (direction: string): 'flipX' | 'flipY' => (['left', 'right'].includes(assertDirection(direction)) ? 'flipX' : 'flipY');

export const arrowDirection: Record<string, Direction> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

export const copiedNotice = (n: number) => `Copied ${n} obj(s)`;
export const pastingNotice = (n: number) => `Pasting ${n} obj(s)`;

/** Colour palette size (part 2 §3): width 2·radius·count + 20, height 2·radius. */
export const PALETTE_RADIUS = 17;
export const paletteSize = (count: number, radius = PALETTE_RADIUS) => ({ width: 2 * radius * count + 20, height: 2 * radius });
