import { it } from 'vitest';
import type { CodeDefinition } from '../../../domain/promotions/codes';
import { promotionStream, type PromotionEvent } from '../../../domain/promotions/promotion';
import { codesProjection, codesTable, codeUsesTable } from '../../../projections/promotions/codes';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

const definition: CodeDefinition = { code: 'SPRING10', kind: 'percent', value: 10, minSpendCents: 5_000, startsAt: '2026-03-01T00:00:00.000Z', endsAt: '2026-04-01T00:00:00.000Z', totalLimit: 100, perClientLimit: 1, firstOrderOnly: false, scope: 'furniture' };
const created = (d: Partial<CodeDefinition> = {}): GivenEvent<PromotionEvent> => ({ type: 'DiscountCodeCreated', streamId: promotionStream(d.code ?? definition.code), data: { definition: { ...definition, ...d }, createdAt: '2026-02-01T00:00:00.000Z' } });
const used = (code: string, orderId: string, clientId = 'c1'): GivenEvent<PromotionEvent> => ({ type: 'DiscountCodeUsed', streamId: promotionStream(code), data: { code, orderId, clientId, usedAt: '2026-03-05T00:00:00.000Z' } });

describeProjection<PromotionEvent>(codesProjection, ({ given }) => {
  it('keeps each code staff create with its rules; the first definition of a code stands', () =>
    given(created(), created({ code: 'TENOFF', kind: 'fixed', value: 1_000, minSpendCents: 0, startsAt: null, endsAt: null, totalLimit: null, perClientLimit: null, firstOrderOnly: true }), created({ value: 50 })).then({
      [codesTable]: [
        { code: 'SPRING10', kind: 'percent', value: 10, min_spend_cents: 5_000, starts_at: '2026-03-01T00:00:00.000Z', ends_at: '2026-04-01T00:00:00.000Z', total_limit: 100, per_client_limit: 1, first_order_only: false, scope: 'furniture', created_at: '2026-02-01T00:00:00.000Z', ended_at: null },
        { code: 'TENOFF', kind: 'fixed', value: 1_000, min_spend_cents: 0, starts_at: null, ends_at: null, total_limit: null, per_client_limit: null, first_order_only: true, scope: 'furniture', created_at: '2026-02-01T00:00:00.000Z', ended_at: null },
      ],
    }));

  it('ends a code', () =>
    given(created(), { type: 'DiscountCodeEnded', streamId: promotionStream('SPRING10'), data: { code: 'SPRING10', endedAt: '2026-03-10T00:00:00.000Z' } }).then({
      [codesTable]: [{ code: 'SPRING10', ended_at: '2026-03-10T00:00:00.000Z' }],
    }));

  it("counts each order's use of a code once (the site's own codes too), and lets a released use go", () =>
    given(created(), used('SPRING10', 'o1'), used('SPRING10', 'o1'), used('SPRING10', 'o2', 'c2'), used('DIY1', 'o3'), {
      type: 'DiscountCodeUseReleased',
      streamId: promotionStream('SPRING10'),
      data: { code: 'SPRING10', orderId: 'o1', clientId: 'c1' },
    }).then({
      [codeUsesTable]: [
        { code: 'DIY1', order_id: 'o3', client_id: 'c1', used_at: '2026-03-05T00:00:00.000Z' },
        { code: 'SPRING10', order_id: 'o2', client_id: 'c2', used_at: '2026-03-05T00:00:00.000Z' },
      ],
    }));
});
