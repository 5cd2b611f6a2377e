/**
 * What a link on this site points at, as data: `{ kind, id }` (issue 21). Read
 * models and mails keep targets, never page URLs; the app's `app/web/links.ts`
 * is the one place that turns a target into the page that shows it, so moving a
 * page edits that file alone.
 *
 * Mails (built by processes, which cannot import the app) link to the target's
 * stable path `/go/<kind>/<id>` (`goPath`), which redirects to the page
 * `links.ts` names today.
 */
export const targetKinds = {
  /** A chat conversation (`chat-<conversationId>`). */
  conversation: 'id',
  /** A client's order. */
  order: 'id',
  /** One shipped line of an order: `shipmentId(orderId, lineId, orderNumber)`. */
  shipment: 'id',
  /** A published version of a design, as its client reviews it (proposal id). */
  'proposal-review': 'id',
  /** A design project's versions, as its designer works on them (need id). */
  'project-proposals': 'id',
  /** A published mood board, as its client reviews it (board id). */
  'board-review': 'id',
  /** A mood board's comments, as its designer reads them (board id). */
  'board-comments': 'id',
  /** The client's store credit. */
  credit: 'none',
  /** The account's e-mail choices ("Project updates"). */
  'mail-settings': 'none',
  /** The user's notifications. */
  notices: 'none',
  /** A product's page (goods id); a review mail adds `#reviews`. */
  product: 'id',
} as const;

export type TargetKind = keyof typeof targetKinds;
type KindWith<T> = { [K in TargetKind]: (typeof targetKinds)[K] extends T ? K : never }[TargetKind];
export type Target = { kind: KindWith<'id'>; id: string } | { kind: KindWith<'none'> };

/** Ids a target carries: what ids are made of here (no slash, no space), at most 200 characters. */
const idPattern = /^[A-Za-z0-9_~.:-]{1,200}$/;

export const isTargetKind = (kind: string): kind is TargetKind => Object.prototype.hasOwnProperty.call(targetKinds, kind);

/** A target from its parts (the /go route, a stored row), or null when they do not make one. */
export function targetOf(kind: string, id?: string | null): Target | null {
  if (!isTargetKind(kind)) return null;
  if (targetKinds[kind] === 'none') return id ? null : ({ kind } as Target);
  return id && idPattern.test(id) ? ({ kind, id } as Target) : null;
}

/** The id of a target, or null for a page without one. */
export const targetId = (target: Target): string | null => ('id' in target ? target.id : null);

/** The stable path of a target on this site, for mail: `/go/<kind>/<id>` (`/go/<kind>` without an id). */
export function goPath(target: Target): string {
  const id = targetId(target);
  return id === null ? `/go/${target.kind}` : `/go/${target.kind}/${encodeURIComponent(id)}`;
}

/** A shipped line's target id: the order, the line and the order's number (its tracking page checks all three). */
export const shipmentId = (orderId: string, lineId: string, orderNumber: string) => [orderId, lineId, orderNumber].join('~');

export function shipmentParts(id: string): { orderId: string; lineId: string; orderNumber: string } | null {
  const [orderId, lineId, orderNumber, ...rest] = id.split('~');
  return orderId && lineId && orderNumber && rest.length === 0 ? { orderId, lineId, orderNumber } : null;
}
