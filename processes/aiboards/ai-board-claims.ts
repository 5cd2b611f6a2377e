import { aiBoardsCommands } from '../../domain/aiboards/commands';
import type { AiBoardEvent } from '../../domain/aiboards/ai-board';
import type { DiyProjectEvent } from '../../domain/diy/diy-project';
import { defineProcess, type ProcessOutput } from '../process';

/**
 * A visitor's AI mood boards follow their DIY projects into the account (issue
 * 25): instances are DIY project ids; the state is the AI boards made on it.
 * When the DIY project is claimed at sign-in (processes/identity), each board
 * gets ClaimAiBoard (its decider claims once). The command id comes from the
 * claim's event, so a claim handled again claims nothing twice.
 */
type Input = Extract<AiBoardEvent, { type: 'AiBoardComposed' }> | Extract<DiyProjectEvent, { type: 'DiyProjectClaimed' }>;

export const aiBoardClaims = defineProcess<Input>()({
  name: 'ai-board-claims',
  fromNow: true,
  handles: ['AiBoardComposed', 'DiyProjectClaimed'],
  instanceOf: (e) => (e.type === 'AiBoardComposed' ? (e.data.owner.kind === 'visitor' ? e.data.diyId : null) : e.data.diyId),
  initialState: (): { boardIds: string[] } => ({ boardIds: [] }),
  evolve(state, e) {
    switch (e.type) {
      case 'AiBoardComposed':
        return { boardIds: [...state.boardIds, e.data.boardId] };
      case 'DiyProjectClaimed':
        return state;
      default: {
        const never: never = e;
        return never;
      }
    }
  },
  decide(e, state): ProcessOutput[] {
    if (e.type !== 'DiyProjectClaimed') return [];
    const { visitorId, clientId } = e.data;
    return state.boardIds.map((boardId) => ({ command: aiBoardsCommands.ClaimAiBoard, input: { boardId, visitorId, clientId }, key: boardId }));
  },
});
