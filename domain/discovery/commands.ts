import { defineCommand } from '../shared/command-definition';
import { styleProfileStream, type ProfileOwner } from './style-profile';
import { claimStyleProfileSchema, saveStyleProfileSchema, styleProfileDecider } from './style-profile.decide';

const profile = (d: { owner: ProfileOwner }) => styleProfileStream(d.owner);

export const discoveryCommands = {
  SaveStyleProfile: defineCommand({ type: 'SaveStyleProfile', schema: saveStyleProfileSchema, streamId: profile, decider: styleProfileDecider }),
  ClaimStyleProfile: defineCommand({ type: 'ClaimStyleProfile', schema: claimStyleProfileSchema, streamId: profile, decider: styleProfileDecider }),
};
