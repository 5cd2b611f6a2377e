import { defineCommand } from '../shared/command-definition';
import { aiBoardStream } from './ai-board';
import { aiBoardDecider, attachAiBoardPhotoSchema, claimAiBoardSchema, composeAiBoardSchema, swapAiBoardPieceSchema } from './ai-board.decide';

const board = (d: { boardId: string }) => aiBoardStream(d.boardId);

export const aiBoardsCommands = {
  ComposeAiBoard: defineCommand({ type: 'ComposeAiBoard', schema: composeAiBoardSchema, streamId: board, decider: aiBoardDecider }),
  SwapAiBoardPiece: defineCommand({ type: 'SwapAiBoardPiece', schema: swapAiBoardPieceSchema, streamId: board, decider: aiBoardDecider }),
  AttachAiBoardPhoto: defineCommand({ type: 'AttachAiBoardPhoto', schema: attachAiBoardPhotoSchema, streamId: board, decider: aiBoardDecider }),
  ClaimAiBoard: defineCommand({ type: 'ClaimAiBoard', schema: claimAiBoardSchema, streamId: board, decider: aiBoardDecider }),
};
