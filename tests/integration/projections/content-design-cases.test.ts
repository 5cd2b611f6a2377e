import { it } from 'vitest';
import { designCaseStream, type CaseContent, type DesignCaseEvent } from '../../../domain/content/design-case';
import { caseReportsTable, designCasesProjection, designCasesTable } from '../../../projections/content/design-cases';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

type Given = GivenEvent<DesignCaseEvent>;
const content: CaseContent = {
  title: 'Warm oak living room', description: 'Oak and linen.', roomTypeId: '1', style: 'Modern', budgetCents: 500_000,
  goodsIds: ['g00001', 'g00002'], pictures: [{ url: '/media/cases/need-7/b1-across.webp', alt: 'Across' }], floorPlan: null, boards: [{ boardId: 'b1', title: 'Living' }],
};
const s = designCaseStream('need-7');
const proposed: Given = { type: 'DesignCaseProposed', streamId: s, data: { caseId: 'need-7', needId: '7', designerId: 'd1', clientId: 'c1', content, proposedAt: '2026-01-01T00:00:00.000Z' } };
const consented: Given = { type: 'DesignCaseConsentGiven', streamId: s, data: { caseId: 'need-7', clientId: 'c1', givenAt: '2026-01-02T00:00:00.000Z' } };
const published: Given = { type: 'DesignCasePublished', streamId: s, data: { caseId: 'need-7', publishedBy: 's1', publishedAt: '2026-01-03T00:00:00.000Z' } };

describeProjection<DesignCaseEvent>(designCasesProjection, ({ given }) => {
  it('keeps a proposed case unpublished and without consent, with its snapshot', () =>
    given(proposed).then({
      [designCasesTable]: [{ case_id: 'need-7', origin: 'project', need_id: '7', designer_id: 'd1', client_id: 'c1', status: 'draft', consent: false, style: 'Modern', room_type_id: '1', goods_ids: ['g00001', 'g00002'], report_count: 0, published_at: null }],
    }));

  it('publishes after consent; a withdrawn consent unpublishes; reports are counted once each', () =>
    given(
      proposed,
      consented,
      published,
      { type: 'DesignCaseReported', streamId: s, data: { caseId: 'need-7', reportId: 'r1', reporterId: 'u9', content: 'Copied', reportedAt: '2026-01-04T00:00:00.000Z' } },
      { type: 'DesignCaseConsentWithdrawn', streamId: s, data: { caseId: 'need-7', clientId: 'c1', withdrawnAt: '2026-01-05T00:00:00.000Z' } },
      { type: 'DesignCaseUnpublished', streamId: s, data: { caseId: 'need-7', reason: 'consent-withdrawn', unpublishedBy: 'c1', unpublishedAt: '2026-01-05T00:00:00.000Z' } },
    ).then({
      [designCasesTable]: [{ case_id: 'need-7', status: 'draft', consent: false, report_count: 1 }],
      [caseReportsTable]: [{ report_id: 'r1', case_id: 'need-7', reporter_id: 'u9', content: 'Copied' }],
    }));

  it('a staff case needs no consent; a revision replaces its snapshot', () =>
    given(
      { type: 'DesignCaseAuthored', streamId: designCaseStream('staff-1'), data: { caseId: 'staff-1', authorId: 's1', content, authoredAt: '2026-01-01T00:00:00.000Z' } },
      { type: 'DesignCaseRevised', streamId: designCaseStream('staff-1'), data: { caseId: 'staff-1', content: { ...content, title: 'Oak, revised', style: 'Coastal' }, revisedBy: 's1', revisedAt: '2026-01-02T00:00:00.000Z' } },
      { type: 'DesignCasePublished', streamId: designCaseStream('staff-1'), data: { caseId: 'staff-1', publishedBy: 's1', publishedAt: '2026-01-03T00:00:00.000Z' } },
    ).then({
      [designCasesTable]: [{ case_id: 'staff-1', origin: 'staff', client_id: null, author_id: 's1', consent: true, status: 'published', title: 'Oak, revised', style: 'Coastal' }],
    }));

  it('a staff case credited to a designer shows in their portfolio (designer_id)', () =>
    given({ type: 'DesignCaseAuthored', streamId: designCaseStream('staff-2'), data: { caseId: 'staff-2', authorId: 's1', content, authoredAt: '2026-01-01T00:00:00.000Z', designerId: 'd1' } }).then({
      [designCasesTable]: [{ case_id: 'staff-2', origin: 'staff', designer_id: 'd1', author_id: 's1' }],
    }));
});
