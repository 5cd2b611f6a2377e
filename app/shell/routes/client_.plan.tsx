import { clientPlan } from '~/shell/spec-redirects.server';

/** /client/plan (part 2 route table): the client's plan. */
export const loader = clientPlan;
