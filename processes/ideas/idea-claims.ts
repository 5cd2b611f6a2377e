import { ideasCommands } from '../../domain/ideas/commands';
import { ideaKey, type IdeaBoardsEvent, type SavedIdea } from '../../domain/ideas/idea-boards';
import type { SessionEvent } from '../../domain/identity/session';
import { defineProcess, type ProcessOutput } from '../process';

/**
 * A visitor's saved ideas follow them into the account they sign in to or sign
 * up for (issue 24), as their style profile does (processes/discovery/
 * style-profile-claims.ts). Instances are visitor ids; the state is what the
 * visitor has saved and not unsaved. `SessionStarted` says which visitor
 * became which user: ClaimIdeas puts the saves on the account's default board
 * (its decider claims a visitor once, and skips ideas already there). The
 * command id comes from the session's event, so a sign-in handled again claims
 * nothing twice.
 */
type Input =
  | Extract<SessionEvent, { type: 'SessionStarted' }>
  | Extract<IdeaBoardsEvent, { type: 'IdeaSaved' | 'IdeasRemoved' }>;

export interface VisitorIdeas {
  saved: SavedIdea[];
}

export const ideaClaims = defineProcess<Input>()({
  name: 'idea-claims',
  fromNow: true,
  handles: ['SessionStarted', 'IdeaSaved', 'IdeasRemoved'],
  instanceOf: (e) => {
    if (e.type === 'SessionStarted') return e.data.visitorId;
    return e.data.owner.kind === 'visitor' ? e.data.owner.id : null;
  },
  initialState: (): VisitorIdeas => ({ saved: [] }),
  evolve(state, e) {
    switch (e.type) {
      case 'SessionStarted':
        // Handed over by the command this event sent.
        return { saved: [] };
      case 'IdeaSaved': {
        const item = { ...e.data.item, savedAt: e.data.savedAt };
        return { saved: [...state.saved.filter((s) => ideaKey(s) !== ideaKey(item)), item] };
      }
      case 'IdeasRemoved': {
        const gone = new Set(e.data.items.map(ideaKey));
        return { saved: state.saved.filter((s) => !gone.has(ideaKey(s))) };
      }
      default: {
        const never: never = e;
        return never;
      }
    }
  },
  decide(e, state): ProcessOutput[] {
    if (e.type !== 'SessionStarted' || !state.saved.length) return [];
    const { userId, visitorId } = e.data;
    if (userId === visitorId) return [];
    return [{ command: ideasCommands.ClaimIdeas, input: { owner: { kind: 'user', id: userId }, visitorId, items: state.saved.slice(-1000) }, key: 'ideas' }];
  },
});
