import { defineCommand } from '../shared/command-definition';
import { filesStream } from './images';
import { filesDecider, storeImageSchema } from './images.decide';

export const filesCommands = {
  StoreImage: defineCommand({ type: 'StoreImage', schema: storeImageSchema, streamId: (d) => filesStream(d.ownerId), decider: filesDecider }),
};
