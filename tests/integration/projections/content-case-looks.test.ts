import { it } from 'vitest';
import { caseLooksStream, type CaseLookEvent } from '../../../domain/content/case-looks';
import { caseLooksProjection, caseLooksTable } from '../../../projections/content/case-looks';
import { describeProjection } from '../../support/projection-spec';

const look = (caseId: string, at: string) => ({ type: 'DesignCaseLookedAt' as const, streamId: caseLooksStream('u1'), data: { userId: 'u1', caseId, lookedAt: at } });

describeProjection<CaseLookEvent>(caseLooksProjection, ({ given }) => {
  it('keeps each case once per user, at its latest look', () =>
    given(look('k1', '2026-01-01T00:00:00.000Z'), look('k2', '2026-01-02T00:00:00.000Z'), look('k1', '2026-01-03T00:00:00.000Z')).then({
      [caseLooksTable]: [
        { user_id: 'u1', case_id: 'k1', looked_at: '2026-01-03T00:00:00.000Z' },
        { user_id: 'u1', case_id: 'k2', looked_at: '2026-01-02T00:00:00.000Z' },
      ],
    }));
});
