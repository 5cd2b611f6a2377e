import { materialPreference } from '../../../domain/discovery/style-quiz';
import type { Runtime } from '../../../infra/runtime';
import { styleProfileOfAsker } from '../../../projections/discovery/style-profiles';
import type { RequestSession } from '../../web/session.server';
import type { ListingPreference } from './marketplace-listing.server';

/** "For you" (issue 24): the shopper's own style profile as the listing's material preference, or null without one. */
export async function listingPreferenceFor(runtime: Runtime, session: Pick<RequestSession, 'user' | 'visitorId'>): Promise<ListingPreference | null> {
  const found = await styleProfileOfAsker(runtime.db, { userId: session.user?.id ?? null, visitorId: session.visitorId });
  return found ? materialPreference(found.profile) : null;
}
