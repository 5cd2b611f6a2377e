import { projectCheck } from '~/projects/application/needs.server';
import { projectApiCall } from '~/projects/server/project-api.server';
import { firstStepHref } from '~/projects/server/questionnaire-pages.server';

/**
 * POST /client/checkProject: the caller's design projects at a glance —
 * `{ hasProject, total, drafts, paid, inDesign, delivered, continue }`, where
 * `continue` is the newest project whose questionnaire is not finished, with
 * the step to go back to (null when there is none).
 */
const handler = projectApiCall(async ({ context, caller }) => {
  const { next, ...counts } = await projectCheck(context.runtime, caller);
  return {
    ...counts,
    continue: next ? { needId: next.needId, projectId: next.projectId, room: next.room.name, status: next.status, href: firstStepHref(next) } : null,
  };
});
export const loader = handler;
export const action = handler;
