import { anyone, signedIn, system } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { ideasCommands } from './commands';
import { ideaBoardsEventTypes } from './idea-boards';
import { ideaBoardsDecider } from './idea-boards.decide';

/**
 * Ideas (issue 24): idea boards. A signed-in client keeps named boards of saved
 * design cases and products (decide: their own boards only); a visitor may save
 * to their default board, which moves into their account at sign-in (the
 * claim is the system's: processes/ideas).
 */
export const ideasContext = defineContext({
  name: 'ideas',
  commands: ideasCommands,
  rules: {
    CreateIdeaBoard: signedIn,
    UpdateIdeaBoard: signedIn,
    DeleteIdeaBoard: signedIn,
    SaveIdea: anyone,
    UnsaveIdea: anyone,
    RemoveIdeas: signedIn,
    MoveIdeas: signedIn,
    DismissIdeaHint: signedIn,
    ClaimIdeas: system,
  },
  streams: [streamKind('idea boards', 'idea-boards-', ideaBoardsDecider, ideaBoardsEventTypes)],
});
