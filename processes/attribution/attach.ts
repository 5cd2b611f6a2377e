import { attributionCommands } from '../../domain/attribution/commands';
import type { AccountEvent } from '../../domain/identity/account';
import type { SessionEvent } from '../../domain/identity/session';
import type { OrderEvent } from '../../domain/orders/order';
import type { NeedEvent } from '../../domain/projects/need';
import { defineProcess, type ProcessEvent, type ProcessOutput } from '../process';

/**
 * Attaches a visitor's first and last touch to a sign-up, a design project and an
 * order (issue 26, ADR 054). The facts name a client, not a visitor, so the
 * process keeps, per client, the visitor id of their latest session
 * (`SessionStarted` carries it: a signed-in session keeps its visitor id) and
 * attaches to that visitor's attribution stream; what happens before any session
 * (a sign-up is recorded just before its session starts) waits for it. A project
 * drafted by an anonymous visitor names the visitor itself.
 *
 * AttachAttribution decides with the touches that still count then (an e-mail
 * touch expires after 24 h) and appends nothing for a visitor without any, or a
 * second time for the same subject.
 */
type Input = SessionEvent | AccountEvent | OrderEvent | NeedEvent;
type Subject = { subject: 'signup' | 'project' | 'order'; subjectId: string };
export interface AttachState {
  visitorId: string | null;
  pending: Subject[];
}

export const attributionAttachName = 'attribution-attach';

function subjectOf(e: ProcessEvent<Input>): (Subject & { userId: string | null; visitorId?: string }) | null {
  switch (e.type) {
    case 'AccountRegistered':
      return { subject: 'signup', subjectId: e.data.userId, userId: e.data.userId };
    case 'OrderPlaced':
      return { subject: 'order', subjectId: e.data.orderId, userId: e.data.clientId };
    case 'NeedDrafted':
      return e.data.owner.kind === 'client'
        ? { subject: 'project', subjectId: e.data.needId, userId: e.data.owner.clientId }
        : { subject: 'project', subjectId: e.data.needId, userId: null, visitorId: e.data.owner.visitorId };
    default:
      return null;
  }
}

const attach = (visitorId: string, s: Subject, userId: string | null): ProcessOutput => ({
  command: attributionCommands.AttachAttribution,
  input: { visitorId, subject: s.subject, subjectId: s.subjectId, userId },
  key: `${s.subject}-${s.subjectId}`,
});

export const attributionAttach = defineProcess<Input>()<AttachState>({
  name: attributionAttachName,
  // New to a running system: the clients' latest visitors are learnt by replay, and nothing before it is attached (no landing was recorded then).
  fromNow: true,
  handles: ['SessionStarted', 'AccountRegistered', 'OrderPlaced', 'NeedDrafted'],
  instanceOf(e) {
    if (e.type === 'SessionStarted') return e.data.userId;
    const s = subjectOf(e);
    if (!s) return null;
    return s.visitorId ? `visitor:${s.visitorId}` : s.userId;
  },
  initialState: () => ({ visitorId: null, pending: [] }),
  evolve(state, e) {
    if (e.type === 'SessionStarted') return { visitorId: e.data.visitorId, pending: [] };
    const s = subjectOf(e);
    if (!s || s.visitorId || state.visitorId) return state;
    return { ...state, pending: [...state.pending, { subject: s.subject, subjectId: s.subjectId }].slice(-20) };
  },
  decide(e, state) {
    if (e.type === 'SessionStarted') return state.pending.map((p) => attach(e.data.visitorId, p, e.data.userId));
    const s = subjectOf(e);
    if (!s) return [];
    if (s.visitorId) return [attach(s.visitorId, s, null)];
    return state.visitorId ? [attach(state.visitorId, s, s.userId)] : [];
  },
});
