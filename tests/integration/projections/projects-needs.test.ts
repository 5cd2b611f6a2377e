import { it } from 'vitest';
import { needStream, type NeedEvent, type NeedOwner } from '../../../domain/projects/need';
import { needsProjection, needsTable } from '../../../projections/projects/needs';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

const t = needsTable;
const on = (needId: string, event: Omit<GivenEvent<NeedEvent>, 'streamId'>) => ({ ...event, streamId: needStream(needId) }) as GivenEvent<NeedEvent>;
const drafted = (needId: string, owner: NeedOwner = { kind: 'client', clientId: 'c1' }) =>
  on(needId, { type: 'NeedDrafted', data: { needId, packageId: 'pk1', owner, room: { roomTypeId: '3', name: 'Bedroom' }, createdAt: '2026-01-01T10:00:00.000Z' } });
const paid = (needId: string, at = '2026-01-02T00:00:00.000Z') =>
  on(needId, { type: 'NeedPaid', data: { needId, plan: 'CLASSIC', paymentId: `pay-${needId}`, amountCents: 29_900, discountCents: 0, code: null, freeShippingUntil: '2026-07-01T00:00:00.000Z', paidAt: at } });
const submitted = (needId: string, at = '2026-01-03T00:00:00.000Z') => on(needId, { type: 'NeedSubmitted', data: { needId, submittedAt: at } });
const assigned = (needId: string, at = '2026-01-04T00:00:00.000Z') => on(needId, { type: 'DesignerAssigned', data: { needId, designerId: 'd1', assignedAt: at } });

describeProjection<NeedEvent>(needsProjection, ({ given }) => {
  it("drafts a project for its owner and room; the first draft stands; answers keep each step's latest; a visitor's draft is claimed at sign-in", () =>
    given(
      drafted('n1', { kind: 'visitor', visitorId: 'v1' }),
      drafted('n1'),
      on('n1', { type: 'NeedStepAnswered', data: { needId: 'n1', step: 'STYLES', answer: { photoIds: ['p1'] }, answeredAt: '2026-01-01T10:01:00.000Z' } }),
      on('n1', { type: 'NeedStepAnswered', data: { needId: 'n1', step: 'BUDGET', answer: { type: 'SAVVY' }, answeredAt: '2026-01-01T10:02:00.000Z' } }),
      on('n1', { type: 'NeedStepAnswered', data: { needId: 'n1', step: 'STYLES', answer: { photoIds: ['p2'] }, answeredAt: '2026-01-01T10:03:00.000Z' } }),
      on('n1', { type: 'NeedClaimed', data: { needId: 'n1', visitorId: 'v1', clientId: 'c1', claimedAt: '2026-01-01T10:04:00.000Z' } }),
    ).then({
      [t]: [
        {
          need_id: 'n1', package_id: 'pk1', owner_kind: 'client', owner_id: 'c1', room_type_id: '3', room_name: 'Bedroom', status: 'DRAFT', plan: null, designer_id: null, paid_cents: null,
          answers: { STYLES: { photoIds: ['p2'] }, BUDGET: { type: 'SAVVY' } }, revisions: 0, submitted_at: null, delivered_at: null, created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:04:00.000Z',
        },
      ],
    }));

  it("keeps each optional detail's latest answer beside the steps' answers (issue 23)", () =>
    given(
      drafted('n1'),
      on('n1', { type: 'NeedDetailAnswered', data: { needId: 'n1', detail: 'WALL_COLOR', answer: { choice: 'KEEP', colours: [], note: '' }, answeredAt: '2026-01-01T10:01:00.000Z' } }),
      on('n1', { type: 'NeedDetailAnswered', data: { needId: 'n1', detail: 'MATERIALS', answer: { liked: ['Oak'], disliked: [], note: '' }, answeredAt: '2026-01-01T10:02:00.000Z' } }),
      on('n1', { type: 'NeedDetailAnswered', data: { needId: 'n1', detail: 'WALL_COLOR', answer: { choice: 'PALETTE', colours: ['sage'], note: '' }, answeredAt: '2026-01-01T10:03:00.000Z' } }),
    ).then({
      [t]: [{ need_id: 'n1', answers: {}, details: { WALL_COLOR: { choice: 'PALETTE', colours: ['sage'], note: '' }, MATERIALS: { liked: ['Oak'], disliked: [], note: '' } }, updated_at: '2026-01-01T10:03:00.000Z' }],
    }));

  it('keeps the idea board a project was started from, as it was then (issue 24)', () =>
    given(
      drafted('n1'),
      on('n1', { type: 'NeedIdeasAttached', data: { needId: 'n1', boardId: 'ib1', boardName: 'Calm bedroom', caseIds: ['demo-3-1'], goodsIds: ['g1', 'g2'], attachedAt: '2026-01-01T10:05:00.000Z' } }),
    ).then({
      [t]: [{ need_id: 'n1', ideas: { boardId: 'ib1', boardName: 'Calm bedroom', caseIds: ['demo-3-1'], goodsIds: ['g1', 'g2'] }, updated_at: '2026-01-01T10:05:00.000Z' }],
    }));

  it('submitted, then paid; or paid on the PAYMENT step, then submitted (it stays PAID)', () =>
    given(drafted('n1'), drafted('n2'), submitted('n1', '2026-01-02T00:00:00.000Z'), paid('n1', '2026-01-03T00:00:00.000Z'), paid('n2', '2026-01-02T00:00:00.000Z'), submitted('n2', '2026-01-03T00:00:00.000Z')).then({
      [t]: [
        { need_id: 'n1', status: 'PAID', plan: 'CLASSIC', paid_cents: 29_900, free_shipping_until: '2026-07-01T00:00:00.000Z', submitted_at: '2026-01-02T00:00:00.000Z', updated_at: '2026-01-03T00:00:00.000Z' },
        { need_id: 'n2', status: 'PAID', plan: 'CLASSIC', paid_cents: 29_900, free_shipping_until: '2026-07-01T00:00:00.000Z', submitted_at: '2026-01-03T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z' },
      ],
    }));

  it('a designer takes a paid (or only submitted) project into design; a draft keeps its status', () =>
    given(drafted('n1'), drafted('n2'), drafted('n3'), paid('n1'), submitted('n2'), assigned('n1'), assigned('n2'), assigned('n3')).then({
      [t]: [
        { need_id: 'n1', status: 'IN_DESIGN', designer_id: 'd1', updated_at: '2026-01-04T00:00:00.000Z' },
        { need_id: 'n2', status: 'IN_DESIGN', designer_id: 'd1', updated_at: '2026-01-04T00:00:00.000Z' },
        { need_id: 'n3', status: 'DRAFT', designer_id: 'd1', updated_at: '2026-01-04T00:00:00.000Z' },
      ],
    }));

  it('delivered; a revision or a redesign takes it back into design, revisions counted', () =>
    given(
      drafted('n1'),
      drafted('n2'),
      paid('n1'),
      paid('n2'),
      assigned('n1'),
      assigned('n2'),
      on('n1', { type: 'DesignDelivered', data: { needId: 'n1', deliveredAt: '2026-01-10T00:00:00.000Z' } }),
      on('n2', { type: 'DesignDelivered', data: { needId: 'n2', deliveredAt: '2026-01-10T00:00:00.000Z' } }),
      on('n1', { type: 'RevisionRequested', data: { needId: 'n1', revisionId: 'r1', note: 'Warmer', requestedAt: '2026-01-11T00:00:00.000Z' } }),
      on('n1', { type: 'DesignDelivered', data: { needId: 'n1', deliveredAt: '2026-01-12T00:00:00.000Z' } }),
      on('n1', { type: 'RevisionRequested', data: { needId: 'n1', revisionId: 'r2', note: 'Lighter', requestedAt: '2026-01-13T00:00:00.000Z' } }),
      on('n2', { type: 'RedesignRequested', data: { needId: 'n2', reason: 'Not my style', requestedAt: '2026-01-11T00:00:00.000Z' } }),
    ).then({
      [t]: [
        { need_id: 'n1', status: 'IN_DESIGN', revisions: 2, delivered_at: '2026-01-12T00:00:00.000Z', updated_at: '2026-01-13T00:00:00.000Z' },
        { need_id: 'n2', status: 'IN_DESIGN', revisions: 0, delivered_at: '2026-01-10T00:00:00.000Z', updated_at: '2026-01-11T00:00:00.000Z' },
      ],
    }));

  it('an upgrade changes the plan and adds what it cost; a deleted draft is DELETED', () =>
    given(
      drafted('n1'),
      drafted('n2'),
      drafted('n3'),
      paid('n1'),
      on('n1', { type: 'NeedUpgraded', data: { needId: 'n1', fromPlan: 'CLASSIC', toPlan: 'LUXE', paymentId: 'pay-up', amountCents: 10_000, creditedCents: 0, upgradedAt: '2026-01-05T00:00:00.000Z' } }),
      on('n3', { type: 'NeedUpgraded', data: { needId: 'n3', fromPlan: 'CLASSIC', toPlan: 'KITCHEN', paymentId: 'pay-k', amountCents: 5_000, creditedCents: 0, upgradedAt: '2026-01-05T00:00:00.000Z' } }),
      on('n2', { type: 'NeedDeleted', data: { needId: 'n2', deletedAt: '2026-01-06T00:00:00.000Z' } }),
    ).then({
      [t]: [
        { need_id: 'n1', status: 'PAID', plan: 'LUXE', paid_cents: 39_900, updated_at: '2026-01-05T00:00:00.000Z' },
        { need_id: 'n2', status: 'DELETED', plan: null, paid_cents: null, updated_at: '2026-01-06T00:00:00.000Z' },
        { need_id: 'n3', status: 'DRAFT', plan: 'KITCHEN', paid_cents: 5_000, updated_at: '2026-01-05T00:00:00.000Z' },
      ],
    }));
});
