import { defineCommand } from '../shared/command-definition';
import { canvasStream } from './canvas-board';
import {
  addBoardMemberSchema, boardRightsSchema, canvasBoardDecider, changeBoardSchema, createBoardSchema, createShareKeySchema, renameBoardSchema, restoreBoardStateSchema,
} from './canvas-board.decide';

/**
 * A board's fold (its objects and change history) is kept between commands for
 * the boards in use, at most 500 per process (ADR 065): a change reads only the
 * events after it, not the whole stream with every change's Automerge bytes.
 */
const keepsFold = 500;
const stream = (d: { boardId: string }) => canvasStream(d.boardId);

export const canvasCommands = {
  CreateBoard: defineCommand({ type: 'CreateBoard', schema: createBoardSchema, streamId: stream, decider: canvasBoardDecider, keepsFold }),
  AddBoardMember: defineCommand({ type: 'AddBoardMember', schema: addBoardMemberSchema, streamId: stream, decider: canvasBoardDecider, keepsFold }),
  RenameBoard: defineCommand({ type: 'RenameBoard', schema: renameBoardSchema, streamId: stream, decider: canvasBoardDecider, keepsFold }),
  GrantBoardEditRights: defineCommand({ type: 'GrantBoardEditRights', schema: boardRightsSchema, streamId: stream, decider: canvasBoardDecider, keepsFold }),
  RevokeBoardEditRights: defineCommand({ type: 'RevokeBoardEditRights', schema: boardRightsSchema, streamId: stream, decider: canvasBoardDecider, keepsFold }),
  CreateShareKey: defineCommand({ type: 'CreateShareKey', schema: createShareKeySchema, streamId: stream, decider: canvasBoardDecider, keepsFold }),
  ChangeBoard: defineCommand({ type: 'ChangeBoard', schema: changeBoardSchema, streamId: stream, decider: canvasBoardDecider, keepsFold }),
  RestoreBoardState: defineCommand({ type: 'RestoreBoardState', schema: restoreBoardStateSchema, streamId: stream, decider: canvasBoardDecider, keepsFold }),
};
