import { anyone, system } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { aiBoardEventTypes } from './ai-board';
import { aiBoardDecider } from './ai-board.decide';
import { aiBoardsCommands } from './commands';

/**
 * AI boards (issue 25): the free AI mood board. A visitor or client composes
 * their own, swaps its pieces and attaches a room photo (decide: the owner only;
 * another's is not found); it follows its DIY project into the account at
 * sign-in (the claim is the system's: processes/aiboards).
 */
export const aiBoardsContext = defineContext({
  name: 'aiboards',
  commands: aiBoardsCommands,
  rules: {
    ComposeAiBoard: anyone,
    SwapAiBoardPiece: anyone,
    AttachAiBoardPhoto: anyone,
    ClaimAiBoard: system,
  },
  streams: [streamKind('AI mood board', 'ai-board-', aiBoardDecider, aiBoardEventTypes)],
});
