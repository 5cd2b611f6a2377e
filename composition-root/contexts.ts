import { canvasContext } from '../domain/canvas/context';
import { cartContext } from '../domain/cart/context';
import { catalogueContext } from '../domain/catalogue/context';
import { contentContext } from '../domain/content/context';
import { diyContext } from '../domain/diy/context';
import { discoveryContext } from '../domain/discovery/context';
import { filesContext } from '../domain/files/context';
import { ideasContext } from '../domain/ideas/context';
import { identityContext } from '../domain/identity/context';
import { messagingContext } from '../domain/messaging/context';
import { ordersContext } from '../domain/orders/context';
import { paymentsContext } from '../domain/payments/context';
import { projectsContext } from '../domain/projects/context';
import { profilesContext } from '../domain/profiles/context';
import { detectionContext } from '../domain/detection/context';
import { promotionsContext } from '../domain/promotions/context';
import { ratingsContext } from '../domain/ratings/context';
import { reviewContext } from '../domain/review/context';
import { subscriptionsContext } from '../domain/subscriptions/context';
import { supportContext } from '../domain/support/context';
import { canvasReadModels } from '../projections/canvas';
import { cartReadModels } from '../projections/cart';
import { catalogueReadModels } from '../projections/catalogue';
import { contentReadModels } from '../projections/content';
import { diyReadModels } from '../projections/diy';
import { discoveryReadModels } from '../projections/discovery';
import { filesReadModels } from '../projections/files';
import { ideasReadModels } from '../projections/ideas';
import { identityReadModels } from '../projections/identity';
import { messagingReadModels } from '../projections/messaging';
import { ordersReadModels } from '../projections/orders';
import { paymentsReadModels } from '../projections/payments';
import { projectsReadModels } from '../projections/projects';
import { profilesReadModels } from '../projections/profiles';
import { detectionReadModels } from '../projections/detection';
import { promotionsReadModels } from '../projections/promotions';
import { ratingsReadModels } from '../projections/ratings';
import { reviewReadModels } from '../projections/review';
import { subscriptionsReadModels } from '../projections/subscriptions';
import { supportReadModels } from '../projections/support';
import { discoveryProcesses } from '../processes/discovery';
import { identityProcesses } from '../processes/identity';
import { messagingProcesses } from '../processes/messaging';
import { ordersProcesses } from '../processes/orders';
import { paymentsProcesses } from '../processes/payments';
import { ratingsProcesses } from '../processes/ratings';
import { reviewProcesses } from '../processes/review';
import { contentProcesses } from '../processes/content';
import { ideasProcesses } from '../processes/ideas';
import { profilesProcesses } from '../processes/profiles';
import { aiBoardsContext } from '../domain/aiboards/context';
import { aiBoardsReadModels } from '../projections/aiboards';
import { aiBoardsProcesses } from '../processes/aiboards';
import { rendersContext } from '../domain/renders/context';
import { rendersReadModels } from '../projections/renders';
import { rendersProcesses } from '../processes/renders';
import { subscriptionsProcesses } from '../processes/subscriptions';
import { experimentsContext } from '../domain/experiments/context';
import { experimentsReadModels } from '../projections/experiments';
import { remindersContext } from '../domain/reminders/context';
import { remindersProcesses } from '../processes/reminders';
import { remindersReadModels } from '../projections/reminders';
import { attributionContext } from '../domain/attribution/context';
import { attributionProcesses } from '../processes/attribution';
import { attributionReadModels } from '../projections/attribution';
import { trackingContext } from '../domain/tracking/context';
import { analyticsContext } from '../domain/analytics/context';
import { analyticsReadModels } from '../projections/analytics';
import type { ContextSlice } from './slices';

/**
 * Every bounded context of the site: the one list a new context is added to
 * (ADR 024). Each entry is the context's manifest, one part per layer:
 *
 *   { domain: xContext,         // domain/x/context.ts: commands + rules, streams (folds), events
 *     readModels: xReadModels,  // projections/x/index.ts: projections + migrations
 *     processes: xProcesses }   // processes/x/index.ts: processes and reactors
 *
 * and its socket servers, if any, in app/x/context.server.ts (the app finds those).
 * Everything central — the rules the pipeline authorizes with, the command
 * registry, the event log's folds, the projections, the migration order, the
 * processes — is built from this list (composition-root/registry.ts).
 * Migrations with the same number run in the order of this list: keep the
 * order (composition-root/registry.test.ts checks the shipped order).
 */
export const contexts: readonly ContextSlice[] = [
  { domain: identityContext, readModels: identityReadModels, processes: identityProcesses },
  { domain: catalogueContext, readModels: catalogueReadModels },
  { domain: cartContext, readModels: cartReadModels },
  { domain: ordersContext, readModels: ordersReadModels, processes: ordersProcesses },
  { domain: paymentsContext, readModels: paymentsReadModels, processes: paymentsProcesses },
  { domain: promotionsContext, readModels: promotionsReadModels },
  { domain: projectsContext, readModels: projectsReadModels },
  { domain: diyContext, readModels: diyReadModels },
  { domain: canvasContext, readModels: canvasReadModels },
  { domain: reviewContext, readModels: reviewReadModels, processes: reviewProcesses },
  { domain: messagingContext, readModels: messagingReadModels, processes: messagingProcesses },
  { domain: filesContext, readModels: filesReadModels },
  { domain: supportContext, readModels: supportReadModels },
  { domain: subscriptionsContext, readModels: subscriptionsReadModels, processes: subscriptionsProcesses },
  { domain: ratingsContext, readModels: ratingsReadModels, processes: ratingsProcesses },
  { domain: discoveryContext, readModels: discoveryReadModels, processes: discoveryProcesses },
  { domain: contentContext, readModels: contentReadModels, processes: contentProcesses },
  { domain: ideasContext, readModels: ideasReadModels, processes: ideasProcesses },
  { domain: profilesContext, readModels: profilesReadModels, processes: profilesProcesses },
  { domain: aiBoardsContext, readModels: aiBoardsReadModels, processes: aiBoardsProcesses },
  { domain: rendersContext, readModels: rendersReadModels, processes: rendersProcesses },
  { domain: detectionContext, readModels: detectionReadModels },
  { domain: experimentsContext, readModels: experimentsReadModels },
  { domain: remindersContext, readModels: remindersReadModels, processes: remindersProcesses },
  { domain: attributionContext, readModels: attributionReadModels, processes: attributionProcesses },
  { domain: trackingContext },
  { domain: analyticsContext, readModels: analyticsReadModels },
];
