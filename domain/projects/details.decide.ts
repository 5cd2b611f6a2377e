import { z } from 'zod';
import { IllegalStateError, ValidationError } from '../shared/errors';
import type { Actor, Command } from '../shared/messages';
import { type DetailKey, detailKeys, detailSchema, detailsFor } from './details';
import type { Need, NeedEvent, NeedState } from './need';

const needId = z.string({ required_error: 'This project does not exist', invalid_type_error: 'This project does not exist' }).trim().regex(/^\d{1,10}$/, 'This project does not exist');

/** AnswerNeedDetail: one of the questionnaire's optional details (details.ts), checked against the project's room. */
export const answerNeedDetailSchema = z.object({
  needId,
  detail: z.enum(detailKeys as [DetailKey, ...DetailKey[]], { errorMap: () => ({ message: 'This question does not exist' }) }),
  answer: z.record(z.unknown(), { errorMap: () => ({ message: 'Please make a choice' }) }),
});

/** Two answers alike whatever the order of their keys (the store's JSON keeps keys in an order of its own). */
export function sameAnswer(a: unknown, b: unknown): boolean {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(sorted) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1)).map(([k, x]) => [k, sorted(x)])) : v;
  return a !== undefined && JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

export type DetailCommand = Command<'AnswerNeedDetail', z.infer<typeof answerNeedDetailSchema>>;

/**
 * The client (or the visitor who drafted it) answers a detail of their own project.
 * Like the steps, the details lock once a designer works from them, except more
 * about the household (as ALL ABOUT YOU). An answer equal to the kept one appends nothing.
 */
export function decideDetail(command: DetailCommand, state: NeedState, requireOwnNeed: (state: NeedState, actor: Actor) => Need): NeedEvent[] {
  const need = requireOwnNeed(state, command.metadata.actor);
  const { detail, answer } = command.data;
  if (need.designerId !== null && detail !== 'ABOUT_YOU_MORE')
    throw new IllegalStateError('NEED_LOCKED', 'Your designer is working from these answers; send them a message to change them');
  if (!detailsFor(need.room.name).some((d) => d.key === detail))
    throw new ValidationError('DETAIL_NOT_IN_PROJECT', `This question is not part of a ${need.room.name} project`, { detail: `This question is not part of a ${need.room.name} project` });
  const parsed = detailSchema(detail, need.room.name).safeParse(answer);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'answer', i.message]));
    throw new ValidationError('ANSWER_INVALID', parsed.error.issues[0]!.message, fields);
  }
  const kept = parsed.data as Record<string, unknown>;
  if (sameAnswer(need.details?.[detail], kept)) return [];
  return [{ type: 'NeedDetailAnswered', data: { needId: need.needId, detail, answer: kept, answeredAt: command.metadata.now } }];
}
