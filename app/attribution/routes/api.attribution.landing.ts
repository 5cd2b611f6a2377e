import { sessionApiCall } from '~/identity/index.server';
import { methodNotAllowed } from '~/web/api.server';
import { recordConsentedLanding } from '../application/landing.server';

/**
 * POST /api/attribution/landing {href, referrer?} (issue 26, ADR 054): the page
 * the visitor allowed analytics on — its tracking values, recorded without
 * consent as `ref` only (or not at all), are recorded in full now.
 */
export const action = sessionApiCall(({ request, context, session, input }) => recordConsentedLanding(context.runtime, request, { visitorId: session.visitorId, actor: session.actor }, input));
export const loader = () => methodNotAllowed();
