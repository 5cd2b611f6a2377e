/**
 * Where every product of a board stands in its room, for the stills (issue 23):
 * the board's own pose where it has one (a designer's 3D move), the first layout
 * rule's otherwise — as the 3D page and the room call place them
 * (app/canvas/room3d/room-scene-model.ts `placementsOf`, which also keeps the
 * page's layout cache). Pure.
 */
import type { Board, Place3D } from '../../canvas/board';
import { boardItemsOf, type ProductFacts } from '../board-items';
import { firstLayout } from '../layout';
import type { Placement, Surface } from '../placement';
import type { Room } from '../room';

export function surfaceOfPlace(place: Place3D): Surface {
  switch (place.surface) {
    case 'wall':
      return { type: 'wall', wall: place.wall ?? 0, elevation: place.elevation };
    case 'on':
      return { type: 'on', objectId: place.on ?? '', elevation: place.elevation };
    case 'ceiling':
      return { type: 'ceiling', elevation: place.elevation };
    default:
      return { type: 'floor' };
  }
}

/** A layout's placements with the board's own poses over them; `placed` says which the board holds. */
export function withBoardPoses(laid: readonly Placement[], board: Board): (Placement & { placed: boolean })[] {
  return laid.map((p) => {
    const place = board.objects[p.objectId]?.place;
    return place ? { ...p, x: place.x, y: place.y, rotation: place.rotation, surface: surfaceOfPlace(place), placed: true } : { ...p, placed: false };
  });
}

export function boardPlacements(room: Room, board: Board, factsOf: (productId: string) => ProductFacts | undefined): Placement[] {
  return withBoardPoses(firstLayout(room, boardItemsOf(board, factsOf)).placements, board);
}
