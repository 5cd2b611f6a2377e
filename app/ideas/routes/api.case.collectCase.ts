import { ideaMessages } from '../../../domain/ideas/idea-boards';
import { saveIdea } from '~/ideas/application/boards.server';
import { ideaCommandCall } from '~/ideas/server/board-api.server';
import { envelope, methodNotAllowed } from '~/web/api.server';

/**
 * POST /api/case/collectCase {caseId | goodsId}: saved to one's default board ("Saved ideas", made on the
 * first save); saving again is a no-op. A visitor's save is kept for them until they sign in (`pending`).
 */
export const action = ideaCommandCall(async ({ context, asker, input }) => {
  const saved = await saveIdea(context.runtime, asker, input, false);
  return envelope(saved, saved.pending ? ideaMessages.signIn : ideaMessages.saved);
});
export const loader = methodNotAllowed;
