import { discoveryCommands } from '../../domain/discovery/commands';
import type { StyleProfileEvent } from '../../domain/discovery/style-profile';
import type { QuizAnswers } from '../../domain/discovery/style-quiz';
import type { SessionEvent } from '../../domain/identity/session';
import { defineProcess, type ProcessOutput } from '../process';

/**
 * A visitor's style profile follows them into the account they sign in to or
 * sign up for (issue 24), as their cart and drafts do (processes/identity/
 * sign-in-claims.ts; sign-in itself knows no other context). Instances are
 * visitor ids; the state is the visitor's latest quiz. `SessionStarted` says
 * which visitor became which user: ClaimStyleProfile gives the account the
 * visitor's answers (its decider keeps a profile the account saved later).
 * The command id comes from the session's event, so a sign-in handled again
 * claims nothing twice; a visitor's profile is only ever claimed by the user
 * their own session names.
 */
type Input = Extract<SessionEvent, { type: 'SessionStarted' }> | Extract<StyleProfileEvent, { type: 'StyleProfileSaved' }>;

export interface VisitorQuiz {
  quiz: { answers: QuizAnswers; savedAt: string } | null;
}

export const styleProfileClaims = defineProcess<Input>()({
  name: 'style-profile-claims',
  fromNow: true,
  handles: ['SessionStarted', 'StyleProfileSaved'],
  instanceOf: (e) => {
    if (e.type === 'SessionStarted') return e.data.visitorId;
    return e.data.owner.kind === 'visitor' ? e.data.owner.id : null;
  },
  initialState: (): VisitorQuiz => ({ quiz: null }),
  evolve(state, e) {
    switch (e.type) {
      case 'SessionStarted':
        // Handed over by the command this event sent; a later quiz as a visitor again is a new one.
        return { quiz: null };
      case 'StyleProfileSaved':
        return { quiz: { answers: e.data.answers, savedAt: e.data.savedAt } };
      default: {
        const never: never = e;
        return never;
      }
    }
  },
  decide(e, state): ProcessOutput[] {
    if (e.type !== 'SessionStarted' || !state.quiz) return [];
    const { userId, visitorId } = e.data;
    if (userId === visitorId) return [];
    return [{ command: discoveryCommands.ClaimStyleProfile, input: { owner: { kind: 'user', id: userId }, visitorId, answers: state.quiz.answers, savedAt: state.quiz.savedAt }, key: 'style-profile' }];
  },
});
