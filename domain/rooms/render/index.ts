/**
 * Stills of a board's room, rendered without a GPU (issue 23, ADR 038):
 *   viewpointsFor(room, placements) → the 2–3 viewpoints of the rule (viewpoints.ts);
 *   roomRenderScene(room, pieces, { eye }) → the renderer's scene (room-scene.ts);
 *   renderRoomStill(room, pieces, viewpoint, { width, height }) → RGBA (still.ts).
 */
export { roomRenderScene, poseInScene, wallFacesAway, linearOfHex, TILE, WALL_THICKNESS, type RoomPiece, type RoomSceneOptions } from './room-scene';
export { viewpointsFor, anchorOf, convexCorners, viewpointNames, EYE_HEIGHT_CM, EYE_FOV, OVERVIEW_FOV, type Viewpoint, type ViewpointName } from './viewpoints';
export { renderRoomStill, STILL_WIDTH, STILL_HEIGHT, ROOM_KEY, type StillOptions } from './still';
export { boardPlacements, surfaceOfPlace } from './board-room';
