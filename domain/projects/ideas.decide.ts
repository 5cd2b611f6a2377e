import { z } from 'zod';
import { IllegalStateError } from '../shared/errors';
import type { Actor, Command } from '../shared/messages';
import type { Need, NeedEvent, NeedState } from './need';

/** How many of an idea board's cases and products a project keeps (a board holds at most a few hundred). */
export const projectIdeasMax = 200;

const needId = z.string({ required_error: 'This project does not exist', invalid_type_error: 'This project does not exist' }).trim().regex(/^\d{1,10}$/, 'This project does not exist');
const ids = (what: string) =>
  z.array(z.string().trim().min(1).max(80), { invalid_type_error: `${what} must be a list` }).max(projectIdeasMax, `A project keeps at most ${projectIdeasMax} ${what}`);

/**
 * AttachIdeas: the client starts a design project from one of their idea boards
 * (issue 24): what the board held then — its name, its design cases and products —
 * becomes part of the project's brief, for the designer to see.
 */
export const attachIdeasSchema = z.object({
  needId,
  boardId: z.string().trim().min(1).max(80),
  boardName: z.string().trim().min(1).max(100),
  caseIds: ids('design cases'),
  goodsIds: ids('products'),
});

export type IdeasCommand = Command<'AttachIdeas', z.infer<typeof attachIdeasSchema>>;

/** The owner attaches the ideas before a designer works from the brief; the same ideas again append nothing. */
export function decideIdeas(command: IdeasCommand, state: NeedState, requireOwnNeed: (state: NeedState, actor: Actor) => Need): NeedEvent[] {
  const need = requireOwnNeed(state, command.metadata.actor);
  const { boardId, boardName } = command.data;
  const caseIds = [...new Set(command.data.caseIds)];
  const goodsIds = [...new Set(command.data.goodsIds)];
  if (need.designerId !== null) throw new IllegalStateError('NEED_LOCKED', 'Your designer is working from these answers; send them a message to change them');
  const kept = need.ideas;
  if (kept && kept.boardId === boardId && kept.boardName === boardName && kept.caseIds.join() === caseIds.join() && kept.goodsIds.join() === goodsIds.join()) return [];
  return [{ type: 'NeedIdeasAttached', data: { needId: need.needId, boardId, boardName, caseIds, goodsIds, attachedAt: command.metadata.now } }];
}
