import { getAbProperty } from '~/experiments/index.server';
import { sessionApiCall } from '~/identity/index.server';

/**
 * GET/POST /api/common/getAbProperty (part 2 §7 store action): the visitor's arm of
 * each running experiment (home page and plan prices); the control when none runs.
 */
const handler = sessionApiCall(async ({ request, context, session }) => getAbProperty(context.runtime, request, session));
export const loader = handler;
export const action = handler;
