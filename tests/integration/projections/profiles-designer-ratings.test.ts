import { it } from 'vitest';
import { needStream, type NeedEvent } from '../../../domain/projects/need';
import { designerRatingsProjection, designerRatingsTable } from '../../../projections/profiles/profiles';
import { describeProjection } from '../../support/projection-spec';

describeProjection<NeedEvent>(designerRatingsProjection, ({ given }) => {
  it('keeps each project’s designer and the stars its client gave, whichever came first', () =>
    given(
      { type: 'DesignerAssigned', streamId: needStream('7'), data: { needId: '7', designerId: 'd1', assignedAt: '2026-01-01T00:00:00.000Z' } },
      { type: 'ProjectRated', streamId: needStream('7'), data: { needId: '7', stars: 4, comment: '', ratedAt: '2026-01-02T00:00:00.000Z' } },
      { type: 'ProjectRated', streamId: needStream('8'), data: { needId: '8', stars: 5, comment: '', ratedAt: '2026-01-02T00:00:00.000Z' } },
      { type: 'DesignerAssigned', streamId: needStream('8'), data: { needId: '8', designerId: 'd1', assignedAt: '2026-01-03T00:00:00.000Z' } },
    ).then({
      [designerRatingsTable]: [
        { need_id: '7', designer_id: 'd1', stars: 4 },
        { need_id: '8', designer_id: 'd1', stars: 5 },
      ],
    }));
});
