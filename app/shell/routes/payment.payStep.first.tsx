import { payStepFirst } from '~/shell/spec-redirects.server';

/** /payment/payStep/first (part 2 route table): the first checkout step. */
export const loader = payStepFirst;
