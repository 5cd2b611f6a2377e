import { z } from 'zod';
import { ForbiddenError } from '../shared/errors';
import type { Command, Decider } from '../shared/messages';
import { idField } from '../shared/schemas';
import { attributionStream, channelOf, touchKeys, type AttributionAttached, type Touch, type TouchValues, type VisitorLanded } from '../tracking/events';
import { nextTouches, touchStillCounts, touchValueMaxLength } from '../tracking/touch';

/**
 * A visitor's attribution (issue 26, ADR 054), stream `attribution-<visitorId>`:
 * each landing with tracking values is a `VisitorLanded` (the first one the first
 * touch until it expires, each one the new last touch — domain/tracking/touch.ts),
 * and the touches that still count are attached once to a sign-up, a design
 * project or an order as `AttributionAttached`.
 */
export { attributionStream };

export type AttributionEvent = VisitorLanded | AttributionAttached;
export interface AttributionState {
  first: Touch | null;
  last: Touch | null;
  /** `subject:subjectId` already attached: attaching is once. */
  attached: readonly string[];
}

/** A reload of the same landing within this time is the same touch, not a new one. */
export const sameLandingWindowMs = 30 * 60_000;

const value = z.string().trim().max(touchValueMaxLength, `At most ${touchValueMaxLength} characters`).nullable();
export const touchValuesSchema = z.object(Object.fromEntries(touchKeys.map((k) => [k, value])) as Record<(typeof touchKeys)[number], typeof value>).strict();

export const recordLandingSchema = z.object({
  visitorId: idField('Invalid visitor'),
  values: touchValuesSchema,
  landingPage: z.string().max(300, 'Invalid page').regex(/^\//, 'Invalid page'),
  referrerHost: z.string().max(253).regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, 'Invalid referrer').nullable(),
  siteHost: z.string().max(253).nullable(),
});
export const attachAttributionSchema = z.object({
  visitorId: idField('Invalid visitor'),
  subject: z.enum(['signup', 'project', 'order']),
  subjectId: idField('Invalid subject'),
  userId: idField('Invalid user').nullable(),
});

export type AttributionCommand =
  | Command<'RecordLanding', z.output<typeof recordLandingSchema>>
  | Command<'AttachAttribution', z.output<typeof attachAttributionSchema>>;

export const initialAttribution = (): AttributionState => ({ first: null, last: null, attached: [] });

export function evolveAttribution(state: AttributionState, event: AttributionEvent): AttributionState {
  switch (event.type) {
    case 'VisitorLanded':
      return { ...state, ...nextTouches(state, event.data.touch, event.data.touch.at) };
    case 'AttributionAttached':
      return { ...state, attached: [...state.attached, `${event.data.subject}:${event.data.subjectId}`] };
    default:
      return state;
  }
}

const sameValues = (a: TouchValues, b: TouchValues) => touchKeys.every((k) => a[k] === b[k]);

/** The first and last touch that still count at `now` (an expired e-mail touch does not), or null when none does. */
export function touchesAt(state: Pick<AttributionState, 'first' | 'last'>, now: string): { first: Touch; last: Touch } | null {
  const last = state.last && touchStillCounts(state.last, now) ? state.last : null;
  const first = state.first && touchStillCounts(state.first, now) ? state.first : last;
  if (!first) return null;
  return { first, last: last ?? first };
}

export const attributionDecider: Decider<AttributionState, AttributionCommand, AttributionEvent> = {
  initialState: initialAttribution,
  evolve: evolveAttribution,
  decide: (command, state) => {
    const { actor, now } = command.metadata;
    switch (command.type) {
      case 'RecordLanding': {
        // Only the visitor themself lands (the session's visitor id, never a body's).
        if (actor.kind === 'system' || actor.visitorId !== command.data.visitorId) throw new ForbiddenError();
        const { visitorId, values, landingPage, referrerHost, siteHost } = command.data;
        const last = state.last;
        if (last && last.landingPage === landingPage && sameValues(last.values, values) && Date.parse(now) - Date.parse(last.at) < sameLandingWindowMs) return [];
        const touch: Touch = { values, channel: channelOf(values, referrerHost, siteHost), landingPage, at: now };
        return [{ type: 'VisitorLanded', data: { visitorId, touch, referrerHost } }];
      }
      case 'AttachAttribution': {
        if (actor.kind !== 'system') throw new ForbiddenError();
        const { visitorId, subject, subjectId, userId } = command.data;
        if (state.attached.includes(`${subject}:${subjectId}`)) return [];
        const touches = touchesAt(state, now);
        if (!touches) return [];
        return [{ type: 'AttributionAttached', data: { visitorId, subject, subjectId, userId, firstTouch: touches.first, lastTouch: touches.last, at: now } }];
      }
      default:
        return [];
    }
  },
};

export const attributionEventTypes: AttributionEvent['type'][] = ['VisitorLanded', 'AttributionAttached'];
