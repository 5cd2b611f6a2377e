import { runStaffCommand, staffApiCall } from '~/staff/index.server';
import { envelope, methodNotAllowed } from '../../web/api.server';
import { moderationCommands, moderationInput, staffReview, type ModerationStep } from '../application/moderation.server';

/**
 * POST /api/admin/reviews/{id}/{approve|reject|hide} {revision, reason?}:
 * signed-in staff only (401 for visitors, 403 for anyone else; the pipeline
 * checks the command's rule again). `revision` is the version staff read: a
 * review edited since is refused (409). Answers the review as it now is.
 */
export const moderationCall = (step: ModerationStep) =>
  staffApiCall(async (args) => {
    if (args.request.method !== 'POST') return methodNotAllowed();
    const { definition, done } = moderationCommands[step];
    await runStaffCommand(args, definition, moderationInput(args.params.id, args.input));
    return envelope(await staffReview(args.context.runtime, args.params.id), done);
  });
