import { anyone, system } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { discoveryCommands } from './commands';
import { styleProfileEventTypes } from './style-profile';
import { styleProfileDecider } from './style-profile.decide';

/**
 * Discovery (issue 24): the style quiz and the style profile it makes. Anyone
 * may save a profile — a visitor under their visitor id, a client under their
 * account (decide checks the actor is the owner); the claim at sign-in is the
 * system's (processes/discovery).
 */
export const discoveryContext = defineContext({
  name: 'discovery',
  commands: discoveryCommands,
  rules: {
    SaveStyleProfile: anyone,
    ClaimStyleProfile: system,
  },
  streams: [streamKind('style profile', 'style-profile-', styleProfileDecider, styleProfileEventTypes)],
});
