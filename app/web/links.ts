import { shipmentParts, type Target } from '../../domain/shared/targets';

/**
 * The one place that names the page showing a target (issue 21). Read models,
 * events and mails keep `{ kind, id }` (domain/shared/targets.ts); pages and the
 * JSON calls turn it into a URL here, and a mail's `/go/<kind>/<id>` redirects
 * here. Moving a page edits this file and nothing else: no replay, no old mail
 * left pointing nowhere.
 */
export function hrefOf(target: Target): string {
  const q = (id: string) => encodeURIComponent(id);
  switch (target.kind) {
    case 'conversation':
      return `/chat/detail?conversationId=${q(target.id)}`;
    case 'order':
      return `/order/detail/${q(target.id)}`;
    case 'shipment': {
      const parts = shipmentParts(target.id);
      return parts ? `/order/shippingInfo/${q(parts.orderId)}/${q(parts.lineId)}/${q(parts.orderNumber)}` : '/client/order';
    }
    case 'proposal-review':
      return `/design/review/review?proposalId=${q(target.id)}`;
    case 'project-proposals':
      return `/hidden/project/proposal?needId=${q(target.id)}`;
    case 'board-review':
      return `/client/detail/mood_board?id=${q(target.id)}`;
    case 'board-comments':
      return `/moodboard/comment/${q(target.id)}`;
    case 'credit':
      return '/client/credit';
    case 'mail-settings':
      return '/client/notification';
    case 'notices':
      return '/notice/index';
    case 'product':
      return `/marketPlace/product/${q(target.id)}`;
    default: {
      const never: never = target;
      return never;
    }
  }
}
