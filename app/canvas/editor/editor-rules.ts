/**
 * The editor's numbers (part 2 §5, §9). The board rules live in domain/canvas
 * (zoom.ts, operations.ts, objects.ts); this adds what only the screen needs.
 */
export { clampZoom, FIT_ZOOM as ZOOM_FIT, MAX_ZOOM as ZOOM_MAX, MIN_ZOOM as ZOOM_MIN, navigation, WHEEL_FACTOR, wheelZoom, zoomLabel as zoomPercent } from '../../../domain/canvas/zoom';
export { directions, NUDGE_STEP, PASTE_OFFSET, ROTATION_SNAP, snapAngle, type Direction } from '../../../domain/canvas/operations';
export { PALETTE_RADIUS } from '../../../domain/canvas/objects';

export const POINTER_THROTTLE_MS = 100;
export const AUTOSAVE_MS = 30_000;
export const IMAGE_RETRIES = 6;
export const FAILED_IMAGE = 'Failed to load product image';

/** Arrow keys → the four nudge directions. */
export const arrowDirection: Record<string, 'left' | 'right' | 'up' | 'down'> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };
