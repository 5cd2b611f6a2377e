import { defineCommand } from '../shared/command-definition';
import { canvasStream } from './canvas-board';
import {
  addBoardMemberSchema, boardRightsSchema, canvasBoardDecider, changeBoardSchema, createBoardSchema, createShareKeySchema, renameBoardSchema, restoreBoardStateSchema,
} from './canvas-board.decide';

const stream = (d: { boardId: string }) => canvasStream(d.boardId);

export const canvasCommands = {
  CreateBoard: defineCommand({ type: 'CreateBoard', schema: createBoardSchema, streamId: stream, decider: canvasBoardDecider }),
  AddBoardMember: defineCommand({ type: 'AddBoardMember', schema: addBoardMemberSchema, streamId: stream, decider: canvasBoardDecider }),
  RenameBoard: defineCommand({ type: 'RenameBoard', schema: renameBoardSchema, streamId: stream, decider: canvasBoardDecider }),
  GrantBoardEditRights: defineCommand({ type: 'GrantBoardEditRights', schema: boardRightsSchema, streamId: stream, decider: canvasBoardDecider }),
  RevokeBoardEditRights: defineCommand({ type: 'RevokeBoardEditRights', schema: boardRightsSchema, streamId: stream, decider: canvasBoardDecider }),
  CreateShareKey: defineCommand({ type: 'CreateShareKey', schema: createShareKeySchema, streamId: stream, decider: canvasBoardDecider }),
  ChangeBoard: defineCommand({ type: 'ChangeBoard', schema: changeBoardSchema, streamId: stream, decider: canvasBoardDecider }),
  RestoreBoardState: defineCommand({ type: 'RestoreBoardState', schema: restoreBoardStateSchema, streamId: stream, decider: canvasBoardDecider }),
};
