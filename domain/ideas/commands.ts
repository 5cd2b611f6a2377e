import { defineCommand } from '../shared/command-definition';
import { ideaBoardsStream, type IdeaOwner } from './idea-boards';
import {
  claimIdeasSchema,
  createIdeaBoardSchema,
  deleteIdeaBoardSchema,
  dismissIdeaHintSchema,
  ideaBoardsDecider,
  moveIdeasSchema,
  removeIdeasSchema,
  saveIdeaSchema,
  unsaveIdeaSchema,
  updateIdeaBoardSchema,
} from './idea-boards.decide';

const stream = (d: { owner: IdeaOwner }) => ideaBoardsStream(d.owner);
const decider = ideaBoardsDecider;

export const ideasCommands = {
  CreateIdeaBoard: defineCommand({ type: 'CreateIdeaBoard', schema: createIdeaBoardSchema, streamId: stream, decider }),
  UpdateIdeaBoard: defineCommand({ type: 'UpdateIdeaBoard', schema: updateIdeaBoardSchema, streamId: stream, decider }),
  DeleteIdeaBoard: defineCommand({ type: 'DeleteIdeaBoard', schema: deleteIdeaBoardSchema, streamId: stream, decider }),
  SaveIdea: defineCommand({ type: 'SaveIdea', schema: saveIdeaSchema, streamId: stream, decider }),
  UnsaveIdea: defineCommand({ type: 'UnsaveIdea', schema: unsaveIdeaSchema, streamId: stream, decider }),
  RemoveIdeas: defineCommand({ type: 'RemoveIdeas', schema: removeIdeasSchema, streamId: stream, decider }),
  MoveIdeas: defineCommand({ type: 'MoveIdeas', schema: moveIdeasSchema, streamId: stream, decider }),
  DismissIdeaHint: defineCommand({ type: 'DismissIdeaHint', schema: dismissIdeaHintSchema, streamId: stream, decider }),
  ClaimIdeas: defineCommand({ type: 'ClaimIdeas', schema: claimIdeasSchema, streamId: stream, decider }),
};
