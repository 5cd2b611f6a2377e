import { attributionCommands } from '../../../domain/attribution/commands';
import { conversionDecider, conversionStream, type ConversionState } from '../../../domain/attribution/conversion';
import type { ConversionEvent } from '../../../domain/attribution/conversion';
import { NotFoundError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { idField } from '../../../domain/shared/schemas';
import type { Runtime } from '../../../infra/runtime';
import { getAccount } from '../../../projections/identity/accounts';
import { getClientOrder } from '../../../projections/orders/orders.queries';
import { z } from 'zod';

export interface Caller {
  visitorId: string;
  actor: Actor;
  userId: string | null;
}

const refPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * incrReferCount {ref}: a click on a referral link, counted for the referring
 * client once per visitor; one's own link and an unknown ref count nothing
 * (an unknown or malformed ref is a 4xx). Without `ref` in the body, the ref this
 * browser carries (kept when it landed from the link) is the one.
 */
export async function incrReferCount(runtime: Runtime, caller: Caller, input: Record<string, unknown>, keptRef: string | null) {
  const asked = input.ref === undefined || input.ref === null || input.ref === '' ? keptRef : input.ref;
  if (asked === null) throw new ValidationError('NO_REFERRAL', 'There is no referral link to count', { ref: 'Please give the referral link' });
  if (typeof asked !== 'string' || !refPattern.test(asked.trim())) throw new ValidationError('INVALID_REF', 'Unknown referral link', { ref: 'Unknown referral link' });
  const ref = asked.trim();
  const referrer = await getAccount(runtime.db, ref);
  if (!referrer || !referrer.roles.includes('client')) throw new NotFoundError('UNKNOWN_REF', 'Unknown referral link');
  const result = await runtime.execute(attributionCommands.CountReferClick, { referrerId: ref, visitorId: caller.visitorId }, { actor: caller.actor });
  return { ref, counted: result.events.length > 0 };
}

/**
 * The home page's referral check found a real client's link, once per browser
 * session: the click is counted as incrReferCount counts it (once per visitor,
 * never one's own link). The site's own landing counts, so the referrer sees it
 * without the browser having to call incrReferCount.
 */
export async function countReferralClick(runtime: Runtime, caller: Caller, ref: string): Promise<boolean> {
  return (await incrReferCount(runtime, caller, { ref }, null)).counted;
}

const enrollInput = z.object({ event: z.unknown() }).passthrough();

/** enrollAttentive {event}: the signed-in client's SMS/marketing enrollment for an event, once per event. */
export async function enrollAttentive(runtime: Runtime, caller: Caller & { userId: string }, input: Record<string, unknown>) {
  const { event } = enrollInput.parse(input);
  const result = await runtime.execute(attributionCommands.EnrollAttentive, { userId: caller.userId, event }, { actor: caller.actor });
  return { event: typeof event === 'string' ? event.trim() : event, enrolled: true, new: result.events.length > 0 };
}

const orderIdField = z.object({ orderId: idField('Unknown order') });

/**
 * POST /impact/conversions {orderId}: the order confirmation page's conversion
 * call. The server reports conversions itself, from the events (the conversions
 * process), so the browser can neither forge nor double one: this answers, for
 * the caller's own order, whether it was reported to the partner (`pending`
 * until it is). Another's order, or an unknown one, is a 404.
 */
export async function conversionStatus(runtime: Runtime, userId: string, input: Record<string, unknown>) {
  const parsed = orderIdField.safeParse(input);
  if (!parsed.success) throw new ValidationError('INVALID_ORDER', parsed.error.issues[0]?.message ?? 'Unknown order', { orderId: 'Unknown order' });
  const { orderId } = parsed.data;
  const order = await getClientOrder(runtime.db, userId, orderId);
  if (!order) throw new NotFoundError('ORDER_NOT_FOUND', 'Order not found');
  const { state, events } = await loadConversion(runtime, orderId);
  const reported = events.find((e) => e.type === 'ConversionReported');
  return { orderId, status: state.reported && reported ? reported.data.outcome : 'pending', reportedAt: reported?.data.reportedAt ?? null };
}

async function loadConversion(runtime: Runtime, orderId: string): Promise<{ state: ConversionState; events: ConversionEvent[] }> {
  const events: ConversionEvent[] = [];
  const { state } = await runtime.loadAggregate(
    {
      initialState: conversionDecider.initialState,
      evolve: (s: ConversionState, e: ConversionEvent) => {
        events.push(e);
        return conversionDecider.evolve(s, e);
      },
    },
    conversionStream(orderId),
  );
  return { state, events };
}
