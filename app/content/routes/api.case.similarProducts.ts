import { caseCall } from '~/content/server/case-api.server';
import { similarProducts } from '~/content/application/cases.server';

/** GET or POST /api/case/similarProducts {id, count? (50), splitCount? (50)}: products like the case's, per product at most splitCount, at most count in all. */
export const loader = caseCall(async ({ context, asker, input }) => similarProducts(context.runtime, asker, input));
export const action = loader;
