/**
 * A still of a board's room (issue 23, ADR 038): the room scene (room-scene.ts)
 * seen from one viewpoint (viewpoints.ts), lit as an interior — light from
 * above as from the ceiling and the windows, a soft key that only the pieces
 * cast shadows with (a directional light would lay the walls' shadows across
 * the floor), the sky/ground ambient and each piece's contact shadow on the floor.
 */
import type { Vec3 } from '../../catalogue/models3d/mesh';
import { render, type Picture } from '../../catalogue/models3d/render/raster';
import type { Room } from '../room';
import { roomRenderScene, type RoomPiece } from './room-scene';
import type { Viewpoint } from './viewpoints';

export const STILL_WIDTH = 1600;
export const STILL_HEIGHT = 900;
/** From above, a little from the front right: shadows fall short and soft under the pieces. */
export const ROOM_KEY: Vec3 = [0.3, 1, 0.4];

export interface StillOptions {
  width?: number;
  height?: number;
  supersample?: number;
}

export function renderRoomStill(room: Room, pieces: readonly RoomPiece[], view: Pick<Viewpoint, 'eye' | 'target' | 'fov'>, options: StillOptions = {}): Picture {
  const scene = roomRenderScene(room, pieces, { eye: view.eye });
  return render(scene, {
    width: options.width ?? STILL_WIDTH,
    height: options.height ?? STILL_HEIGHT,
    supersample: options.supersample ?? 2,
    camera: { eye: view.eye, target: view.target, fov: view.fov },
    key: ROOM_KEY,
    shadowCasters: 'placements',
    shadowMapSize: 1024,
  });
}
