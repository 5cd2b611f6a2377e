import { defineCommand } from '../shared/command-definition';
import { styleProfileStream } from './style-profile';
import { claimStyleProfileSchema, saveStyleProfileSchema, styleProfileDecider } from './style-profile.decide';

export const discoveryCommands = {
  SaveStyleProfile: defineCommand({ type: 'SaveStyleProfile', schema: saveStyleProfileSchema, streamId: (d) => styleProfileStream(d.owner), decider: styleProfileDecider }),
  ClaimStyleProfile: defineCommand({ type: 'ClaimStyleProfile', schema: claimStyleProfileSchema, streamId: (d) => styleProfileStream({ kind: 'user', id: d.userId }), decider: styleProfileDecider }),
};
