/**
 * Zoom and panning rules (part 2 §5, §6, §9): zoom 0.3–0.6 shown as a
 * percentage, 0.3 on fit, wheel factor 0.999 per delta.
 */
export const MIN_ZOOM = 0.3;
export const MAX_ZOOM = 0.6;
export const FIT_ZOOM = 0.3;
export const WHEEL_FACTOR = 0.999;

export const clampZoom = (zoom: number) => (Number.isFinite(zoom) ? Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) : FIT_ZOOM);
/** '30%' … '60%'. */
export const zoomLabel = (zoom: number) => `${Math.round(clampZoom(zoom) * 100)}%`;
/** The zoom after a wheel event of `deltaY`: zoom · 0.999^delta, kept in bounds. */
export const wheelZoom = (zoom: number, deltaY: number) => clampZoom(zoom * WHEEL_FACTOR ** deltaY);

/**
 * Part 2 §6: when the user can edit (getIsCanEdit), mouse-wheel zoom and
 * right-button panning are off; when they cannot, they are on. Middle-button
 * panning on the canvas itself is always on.
 */
export function navigation(canEdit: boolean) {
  return { wheelZoom: !canEdit, rightButtonPan: !canEdit, middleButtonPan: true };
}
