import { anyone, signedIn, system } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { canvasBoardEventTypes } from './canvas-board';
import { canvasBoardDecider } from './canvas-board.decide';
import { canvasCommands } from './commands';

/**
 * Mood boards (ADR 015): members only (decide: roleOn; another's board is not
 * found); visitors keep DIY boards too. The rights on the board's objects
 * (designer, client, getIsCanEdit, viewer) are decided in decide by checkChange.
 */
export const canvasContext = defineContext({
  name: 'canvas',
  commands: canvasCommands,
  rules: {
    CreateBoard: anyone,
    // The system adds a member once the app has checked the project.
    AddBoardMember: system,
    RenameBoard: anyone,
    GrantBoardEditRights: signedIn,
    RevokeBoardEditRights: signedIn,
    CreateShareKey: anyone,
    ChangeBoard: anyone,
    RestoreBoardState: anyone,
  },
  streams: [streamKind('mood board', 'canvas-', canvasBoardDecider, canvasBoardEventTypes)],
});
