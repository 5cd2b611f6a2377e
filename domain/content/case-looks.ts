import { z } from 'zod';
import { ForbiddenError } from '../shared/errors';
import type { Command, Decider, Event } from '../shared/messages';
import { idField } from '../shared/schemas';

/**
 * What a signed-in user has looked at (case isLook, listLook): one stream per
 * user, `case-looks-<userId>`. Looking at the case one looked at last adds
 * nothing; the history keeps each case once, by its latest look.
 */
export const caseLooksStream = (userId: string) => `case-looks-${userId}`;

export type CaseLookEvent = Event<'DesignCaseLookedAt', { userId: string; caseId: string; lookedAt: string }>;
export type CaseLooksState = { last: string | null };

export const lookAtDesignCaseSchema = z.object({ userId: idField('Invalid user'), caseId: idField('Unknown design case', 80) });
export type CaseLookCommand = Command<'LookAtDesignCase', z.output<typeof lookAtDesignCaseSchema>>;

export const caseLookEventTypes: CaseLookEvent['type'][] = ['DesignCaseLookedAt'];

export const caseLooksDecider: Decider<CaseLooksState, CaseLookCommand, CaseLookEvent> = {
  initialState: () => ({ last: null }),
  evolve: (state, event) => (event.type === 'DesignCaseLookedAt' ? { last: event.data.caseId } : state),
  decide: (command, state) => {
    const { actor, now } = command.metadata;
    // Only one's own history (the app checked the case is one the user may see).
    if (actor.kind !== 'user' || actor.userId !== command.data.userId) throw new ForbiddenError();
    if (state.last === command.data.caseId) return [];
    return [{ type: 'DesignCaseLookedAt', data: { userId: command.data.userId, caseId: command.data.caseId, lookedAt: now } }];
  },
};
