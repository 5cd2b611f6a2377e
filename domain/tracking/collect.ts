import { z } from 'zod';
import type { TrackingEventCollected } from './events';

/**
 * The collect calls' body (issue 26; part 1 §3 tracking event fields, §7):
 * one event or a batch. Visitor and user come from the session: a body naming
 * another user (`userId`) or another visitor (`userUuid`) is refused, nothing
 * stored.
 */
export const maxBatchEvents = 50;
export const maxEventBytes = 4_096;
export const maxBodyBytes = 64 * 1024;
/** The browser's time may be at most a day away from the server's. */
export const maxClockSkewMs = 86_400_000;

const scalar = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);

export const collectEventSchema = z
  .object({
    channel: z.string().trim().max(64).nullish(),
    requestId: z.string().trim().min(1).max(64).optional(),
    userUuid: z.string().trim().max(64).nullish(),
    userId: z.union([z.string().trim().max(64), z.number().int()]).nullish(),
    eventType: z.string().trim().min(1, 'eventType is required').max(64, 'eventType is at most 64 characters'),
    eventTime: z.union([z.string().datetime({ offset: true }), z.number().int().positive()]).optional(),
    page: z.string().trim().min(1, 'page is required').max(500),
    pageAction: z.string().trim().max(200).nullish(),
    promoCode: z.string().trim().max(64).nullish(),
    websiteSource: z.literal('web').optional(),
    extended: z.record(z.string().max(64), scalar).optional(),
  })
  .strict();
export type CollectEventInput = z.infer<typeof collectEventSchema>;

export type CollectParse =
  | { ok: true; events: CollectEventInput[] }
  | { ok: false; status: 400 | 413; message: string };

/** Parses a collect body (already JSON-decoded): one event, an array, or `{ events: [...] }`. */
export function parseCollectBody(body: unknown): CollectParse {
  const list = Array.isArray(body) ? body : body && typeof body === 'object' && Array.isArray((body as { events?: unknown }).events) ? (body as { events: unknown[] }).events : [body];
  if (list.length === 0) return { ok: false, status: 400, message: 'The batch holds no events.' };
  if (list.length > maxBatchEvents) return { ok: false, status: 413, message: `A batch holds at most ${maxBatchEvents} events; this one holds ${list.length}.` };
  const events: CollectEventInput[] = [];
  for (const [i, raw] of list.entries()) {
    const size = JSON.stringify(raw ?? null).length;
    if (size > maxEventBytes) return { ok: false, status: 413, message: `Event ${i + 1} is ${size} bytes; an event is at most ${maxEventBytes} bytes.` };
    const parsed = collectEventSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      return { ok: false, status: 400, message: `Event ${i + 1} is not valid — ${where}${issue?.message ?? 'invalid'}.` };
    }
    events.push(parsed.data);
  }
  return { ok: true, events };
}

export interface CollectSession {
  visitorId: string;
  userId: string | null;
}

/** The first event naming a visitor or user other than the session's, or null. */
export function forgedIdentity(events: CollectEventInput[], session: CollectSession): string | null {
  for (const [i, e] of events.entries()) {
    if (e.userUuid && e.userUuid !== session.visitorId) return `Event ${i + 1} names another visitor (userUuid); the visitor is the session's.`;
    if (e.userId != null && e.userId !== '' && String(e.userId) !== session.userId) return `Event ${i + 1} names another user (userId); the user is the session's.`;
  }
  return null;
}

/** The facts to append for parsed events of a session, received at `receivedAt`. */
export function collectedFacts(events: CollectEventInput[], session: CollectSession, receivedAt: string, newId: () => string): TrackingEventCollected[] {
  const received = Date.parse(receivedAt);
  return events.map((e) => {
    const browserTime = e.eventTime === undefined ? received : typeof e.eventTime === 'number' ? e.eventTime : Date.parse(e.eventTime);
    const eventTime = Math.abs(browserTime - received) <= maxClockSkewMs ? new Date(browserTime).toISOString() : receivedAt;
    return {
      type: 'TrackingEventCollected',
      data: {
        visitorId: session.visitorId,
        userId: session.userId,
        requestId: e.requestId ?? newId(),
        eventType: e.eventType,
        page: e.page,
        pageAction: e.pageAction ?? null,
        channel: e.channel ?? null,
        promoCode: e.promoCode ?? null,
        websiteSource: 'web',
        eventTime,
        receivedAt,
        extended: e.extended ?? {},
      },
    };
  });
}
