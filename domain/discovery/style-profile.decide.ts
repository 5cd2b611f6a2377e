import { z } from 'zod';
import { ForbiddenError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import { idField } from '../shared/schemas';
import { evolveStyleProfile, initialStyleProfileState, quizMessages, type StyleProfileEvent, type StyleProfileState } from './style-profile';
import { questionOf, quizSteps, scoreQuiz, type QuizAnswers, type QuizStep } from './style-quiz';

/** One step's answer: an option of that step, said with one message. */
export const answerField = (step: QuizStep) =>
  z
    .string({ required_error: quizMessages.pickOne, invalid_type_error: quizMessages.pickOne })
    .trim()
    .refine((id) => questionOf(step).options.some((o) => o.id === id), quizMessages.pickOne);

export const quizAnswersSchema = z.object(Object.fromEntries(quizSteps.map((step) => [step, answerField(step)])) as Record<QuizStep, ReturnType<typeof answerField>>, {
  required_error: quizMessages.unfinished,
  invalid_type_error: quizMessages.unfinished,
}) as unknown as z.ZodType<QuizAnswers, z.ZodTypeDef, unknown>;

const ownerSchema = z.object({ kind: z.enum(['user', 'visitor']), id: idField('Invalid owner') });

export const saveStyleProfileSchema = z.object({ owner: ownerSchema, answers: quizAnswersSchema });
export const claimStyleProfileSchema = z.object({
  /** The account the visitor signed in to. */
  owner: z.object({ kind: z.literal('user'), id: idField('Invalid user') }),
  visitorId: idField('Invalid visitor'),
  answers: quizAnswersSchema,
  savedAt: z.string().datetime({ offset: true }),
});

export type StyleProfileCommand =
  | Command<'SaveStyleProfile', z.output<typeof saveStyleProfileSchema>>
  | Command<'ClaimStyleProfile', z.output<typeof claimStyleProfileSchema>>;

export function decideStyleProfile(command: StyleProfileCommand, state: StyleProfileState): StyleProfileEvent[] {
  const { actor, now } = command.metadata;
  switch (command.type) {
    case 'SaveStyleProfile': {
      const { owner, answers } = command.data;
      // Only the owner saves their own profile: a client under their account, a visitor under their visitor id.
      const mine = owner.kind === 'user' ? actor.kind === 'user' && actor.userId === owner.id : actor.kind === 'visitor' && actor.visitorId === owner.id;
      if (!mine) throw new ForbiddenError();
      return [{ type: 'StyleProfileSaved', data: { owner, answers, profile: scoreQuiz(answers), savedAt: now } }];
    }
    case 'ClaimStyleProfile': {
      const { owner, visitorId, answers, savedAt } = command.data;
      if (actor.kind !== 'system') throw new ForbiddenError();
      // A profile the client saved in their account after the visitor's quiz stays.
      if (state.status === 'saved' && state.savedAt >= savedAt) return [];
      return [{ type: 'StyleProfileClaimed', data: { owner, visitorId, answers, profile: scoreQuiz(answers), savedAt, claimedAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const styleProfileDecider: Decider<StyleProfileState, StyleProfileCommand, StyleProfileEvent> = {
  initialState: initialStyleProfileState,
  evolve: evolveStyleProfile,
  decide: decideStyleProfile,
};
