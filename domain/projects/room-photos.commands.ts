import { anyone, type Rule } from '../authz';
import { defineCommand } from '../shared/command-definition';
import { streamKind } from '../shared/bounded-context';
import { roomPhotosEventTypes, roomPhotosStream } from './room-photos';
import {
  addRoomPhotosByCodeSchema,
  addRoomPhotosSchema,
  captionRoomPhotoSchema,
  issueRoomPhotoCodeSchema,
  removeRoomPhotoSchema,
  revokeRoomPhotoCodeSchema,
  roomPhotosDecider,
} from './room-photos.decide';

const stream = (d: { needId: string }) => roomPhotosStream(d.needId);

/** A project's room photos (issue 23), part of the projects context. */
export const roomPhotosCommands = {
  AddRoomPhotos: defineCommand({ type: 'AddRoomPhotos', schema: addRoomPhotosSchema, streamId: stream, decider: roomPhotosDecider }),
  AddRoomPhotosByCode: defineCommand({ type: 'AddRoomPhotosByCode', schema: addRoomPhotosByCodeSchema, streamId: stream, decider: roomPhotosDecider }),
  CaptionRoomPhoto: defineCommand({ type: 'CaptionRoomPhoto', schema: captionRoomPhotoSchema, streamId: stream, decider: roomPhotosDecider }),
  RemoveRoomPhoto: defineCommand({ type: 'RemoveRoomPhoto', schema: removeRoomPhotoSchema, streamId: stream, decider: roomPhotosDecider }),
  IssueRoomPhotoCode: defineCommand({ type: 'IssueRoomPhotoCode', schema: issueRoomPhotoCodeSchema, streamId: stream, decider: roomPhotosDecider }),
  RevokeRoomPhotoCode: defineCommand({ type: 'RevokeRoomPhotoCode', schema: revokeRoomPhotoCodeSchema, streamId: stream, decider: roomPhotosDecider }),
};

/**
 * Who may run them. A visitor drafts a project before signing in, so the
 * owner's commands are open to anyone and decide checks the actor owns the
 * project (authz ownsProject). A phone adds photos by code without signing
 * in: decide checks the code (its hash, not replaced, revoked or expired).
 */
export const roomPhotosRules = {
  AddRoomPhotos: anyone,
  AddRoomPhotosByCode: anyone,
  CaptionRoomPhoto: anyone,
  RemoveRoomPhoto: anyone,
  IssueRoomPhotoCode: anyone,
  RevokeRoomPhotoCode: anyone,
} satisfies Record<keyof typeof roomPhotosCommands, Rule>;

export const roomPhotosStreamKind = streamKind('room photos', 'room-photos-', roomPhotosDecider, roomPhotosEventTypes);
