import { applyProjectPromo } from '~/projects/application/project-money.server';
import { projectApiCall } from '~/projects/server/project-api.server';

/** POST multipleNeed applyPromo {needId, code}: records a project code that applies to the project's plan (payNeed uses it); '' removes it. */
export const action = projectApiCall(async ({ context, caller, input }) => applyProjectPromo(context.runtime, caller, input));
