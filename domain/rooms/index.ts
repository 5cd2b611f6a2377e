/**
 * The room a board is laid out in, in 3D and on a floor plan (issue 23, ADR
 * 036): pure TypeScript, no DOM, no IO; the same input always gives the same
 * output. Lengths in centimetres (units.ts).
 *
 *   roomSchema / parseRoom / roomProblems — a room as a command gives it, with
 *     field messages ("shape.width", "openings.1.offset").
 *   defaultRoom(roomType), roomFromDetails(roomType, details) — a room to start from.
 *   wallsOf(shape), outline(shape) — walls clockwise from the north wall.
 *   boardItemsOf(board, facts) → firstLayout(room, items) → { placements, flags }.
 *   validatePlacement(room, placement) — field messages for a 3D move.
 *   checkLayout(room, placements) → warnings (collisions, outside, doors, walkways).
 *   planModel(room, placements) → planSvg(plan) / planPdf(plan, { date, roomName }).
 */
export * from './units';
export * from './walls';
export * from './room';
export * from './defaults';
export * from './placement';
export * from './roles';
export * from './board-items';
export { firstLayout, COFFEE_GAP, BESIDE_GAP, type Layout } from './layout';
export { flagReasons, boardOrder, type Flag } from './layout-context';
export { EYE_LEVEL } from './layout-walls';
export * from './checks';
export * from './zones';
export * from './plan';
export { planSvg } from './plan-svg';
export { planPdf, pageLayout, SCALES, type PlanPdfOptions } from './plan-pdf';
