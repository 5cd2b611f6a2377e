import { houseStyleLabels, roomTypes } from '../../../domain/projects/rooms';
import type { Runtime } from '../../../infra/runtime';
import { storageFor } from '../../../infra/storage';
import { projectThumbnailKeys } from '../../../projections/canvas/project-thumbnails';

export interface ProjectPicture {
  src: string;
  /** 'board': the mood board's latest thumbnail; 'room': the room type's tile picture. */
  from: 'board' | 'room';
}

/** A room's tile picture: by its label id, else by its name, else the first room's. */
export function roomPicture(room: { roomTypeId: string; name: string }): string {
  const byId = houseStyleLabels.find((l) => l.id === room.roomTypeId);
  const byName = roomTypes().find((l) => l.name.toLowerCase() === room.name.trim().toLowerCase());
  return (byId ?? byName ?? roomTypes()[0]!).picture;
}

/**
 * Each project's picture on My Projects: its shared mood board's thumbnail when it
 * has one, else its room type's picture. The projects are the caller's own.
 */
export async function projectPictures(runtime: Runtime, kind: 'need' | 'diy', projects: ReadonlyArray<{ id: string; room: { roomTypeId: string; name: string } }>): Promise<Map<string, ProjectPicture>> {
  const keys = await projectThumbnailKeys(runtime.db, kind, projects.map((p) => p.id));
  const storage = storageFor(runtime);
  return new Map(
    projects.map((p) => {
      const key = keys.get(p.id);
      return [p.id, key ? { src: storage.publicUrl(key), from: 'board' as const } : { src: roomPicture(p.room), from: 'room' as const }];
    }),
  );
}
