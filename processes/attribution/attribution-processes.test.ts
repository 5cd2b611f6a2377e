import { describe, it } from 'vitest';
import type { AttributionAttached, Touch } from '../../domain/tracking/events';
import { emptyTouchValues } from '../../domain/tracking/touch';
import { workflowSpec } from '../testing';
import { attributionAttach } from './attach';
import { impactConversionEffect, impactConversions } from './conversions';

const now = '2026-11-01T10:00:00.000Z';
const session = (userId: string, visitorId: string) => ({ type: 'SessionStarted' as const, data: { sessionId: `s-${visitorId}`, userId, visitorId, tokenHash: 'h', method: 'register' as const, startedAt: now, expiresAt: now } });
const registered = (userId: string) => ({ type: 'AccountRegistered' as const, data: { userId, email: 'a@b.test', passwordHash: 'x', roles: ['client' as const], username: 'a', utmCampaign: null, activationCodeHash: null, activationExpiresAt: null, registeredAt: now } });
const placed = (orderId: string, clientId: string) => ({ type: 'OrderPlaced' as const, data: { orderId, orderNumber: `RC-${orderId}`, clientId, lines: [], totals: {} as never, address: {} as never, code: null, placedAt: now } });
const attachCmd = (visitorId: string, subject: string, subjectId: string, userId: string | null) => ({ command: 'AttachAttribution', input: { visitorId, subject, subjectId, userId }, key: `${subject}-${subjectId}` });

describe('the attribution-attach process', () => {
  const spec = workflowSpec(attributionAttach as never) as ReturnType<typeof workflowSpec<any, any>>;
  it('a sign-up waits for its session, then attaches to that session’s visitor', () => {
    spec.given([]).when(registered('u1')).thenNothing();
    spec.given([registered('u1')]).when(session('u1', 'v1')).then([attachCmd('v1', 'signup', 'u1', 'u1')]);
  });
  it('an order attaches to the visitor of the client’s latest session', () => {
    spec.given([session('u1', 'v1'), session('u1', 'v2')]).when(placed('o1', 'u1')).then([attachCmd('v2', 'order', 'o1', 'u1')]);
    // Another client's session never lends its visitor.
    spec.given([session('u2', 'v9')]).when(placed('o2', 'u1')).thenNothing();
  });
  it("a visitor's own draft attaches to that visitor", () => {
    const drafted = { type: 'NeedDrafted' as const, data: { needId: 'n1', packageId: 'p', owner: { kind: 'visitor' as const, visitorId: 'v3' }, room: { roomTypeId: '1', name: 'Bedroom' }, createdAt: now } };
    spec.given([]).when(drafted).then([attachCmd('v3', 'project', 'n1', null)]);
  });
});

describe('the impact-conversions process', () => {
  const spec = workflowSpec(impactConversions);
  const touch: Touch = { values: { ...emptyTouchValues(), pub_id: 'p7' }, channel: 'affiliate', landingPage: '/', at: now };
  const attached: AttributionAttached = { type: 'AttributionAttached', data: { visitorId: 'v1', subject: 'order', subjectId: 'o1', userId: 'u1', firstTouch: touch, lastTouch: touch, at: now } };
  const paid = { type: 'OrderPaid' as const, data: { orderId: 'o1', paymentId: 'pi', amountCents: 12_345, card: null, paidAt: now } };
  const report = { effect: impactConversionEffect, input: { orderId: 'o1', orderNumber: null, visitorId: 'v1', firstTouch: touch, lastTouch: touch, amountCents: 12_345, paidAt: now }, key: 'report' };
  it('reports a paid order with its attribution once both are known, in either order, and never twice', () => {
    spec.given([attached]).when(paid).then([report]);
    spec.given([paid]).when(attached).then([report]);
    spec.given([attached, paid]).when(paid).thenNothing();
    spec.given([]).when(paid).thenNothing();
  });
  it("the demo's seeded orders (command ids demo:…) are never reported", () => {
    const demo = { metadata: { commandId: 'demo:order-paid:o1' } };
    spec.given([attached]).when({ ...paid, ...demo }).thenNothing();
    spec.given([paid]).when({ ...attached, metadata: { commandId: 'demo:attach:order:o1' } }).thenNothing();
  });
  it('an unpaid order, or a sign-up attribution, reports nothing', () => {
    spec.given([]).when(attached).thenNothing();
    spec.given([paid]).when({ ...attached, data: { ...attached.data, subject: 'signup', subjectId: 'o1' } }).thenNothing();
  });
});
