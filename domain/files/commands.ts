import { defineCommand } from '../shared/command-definition';
import { filesStream } from './images';
import { discardStagedUploadSchema, filesDecider, stageUploadSchema, storeImageSchema } from './images.decide';

export const filesCommands = {
  StoreImage: defineCommand({ type: 'StoreImage', schema: storeImageSchema, streamId: (d) => filesStream(d.ownerId), decider: filesDecider }),
  StageUpload: defineCommand({ type: 'StageUpload', schema: stageUploadSchema, streamId: (d) => filesStream(d.ownerId), decider: filesDecider }),
  DiscardStagedUpload: defineCommand({ type: 'DiscardStagedUpload', schema: discardStagedUploadSchema, streamId: (d) => filesStream(d.ownerId), decider: filesDecider }),
};
