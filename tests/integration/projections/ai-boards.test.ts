import { it } from 'vitest';
import { aiBoardStream, type AiBoardEvent } from '../../../domain/aiboards/ai-board';
import { aiBoardsProjection, aiBoardsTable } from '../../../projections/aiboards/ai-boards';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

const t = aiBoardsTable;
const on = (boardId: string, event: Omit<GivenEvent<AiBoardEvent>, 'streamId'>) => ({ ...event, streamId: aiBoardStream(boardId) }) as GivenEvent<AiBoardEvent>;
const slots = [
  { key: 'seating', label: 'Seating', targetCents: 100_000, pick: { goodsId: 'g1', priceCents: 90_000, why: 'Oak is a Scandinavian material.' }, alternative: { goodsId: 'g2', priceCents: 95_000, why: 'Alternative.' } },
  { key: 'rug', label: 'Rug', targetCents: 30_000, pick: { goodsId: 'g3', priceCents: 20_000, why: 'Wool.' }, alternative: null },
];
const composed = (boardId: string) =>
  on(boardId, {
    type: 'AiBoardComposed',
    data: { boardId, owner: { kind: 'visitor', visitorId: 'v1' }, diyId: 'dy1', brief: { room: 'Living Room', roomTypeId: '1', style: 'Scandinavian', budgetCents: 150_000, photo: null }, slots, totalCents: 110_000, composedAt: '2026-01-01T10:00:00.000Z' },
  });

describeProjection<AiBoardEvent>(aiBoardsProjection, ({ given }) => {
  it('keeps a composed board for its owner with its brief and slots; composing again changes nothing', () =>
    given(composed('a1'), composed('a1')).then({
      [t]: [{ board_id: 'a1', owner_kind: 'visitor', owner_id: 'v1', diy_id: 'dy1', room: 'Living Room', room_type_id: '1', style: 'Scandinavian', budget_cents: 150_000, photo: null, slots, swapped: [], total_cents: 110_000, created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:00:00.000Z' }],
    }));

  it('swaps a slot to its alternative and back, attaches a photo, and follows the claim into the account', () =>
    given(
      composed('a1'),
      on('a1', { type: 'AiBoardPieceSwapped', data: { boardId: 'a1', slot: 'seating', alternative: true, totalCents: 115_000, swappedAt: '2026-01-01T10:01:00.000Z' } }),
      on('a1', { type: 'AiBoardPhotoAttached', data: { boardId: 'a1', photo: { key: 'images/v1/p.webp', url: '/files/images/v1/p.webp' }, attachedAt: '2026-01-01T10:02:00.000Z' } }),
      on('a1', { type: 'AiBoardClaimed', data: { boardId: 'a1', visitorId: 'v1', clientId: 'c1', claimedAt: '2026-01-01T10:03:00.000Z' } }),
    ).then({ [t]: [{ board_id: 'a1', owner_kind: 'client', owner_id: 'c1', swapped: ['seating'], total_cents: 115_000, photo: { key: 'images/v1/p.webp', url: '/files/images/v1/p.webp' }, updated_at: '2026-01-01T10:03:00.000Z' }] }));

  it('swapping back shows the pick again', () =>
    given(
      composed('a1'),
      on('a1', { type: 'AiBoardPieceSwapped', data: { boardId: 'a1', slot: 'seating', alternative: true, totalCents: 115_000, swappedAt: '2026-01-01T10:01:00.000Z' } }),
      on('a1', { type: 'AiBoardPieceSwapped', data: { boardId: 'a1', slot: 'seating', alternative: false, totalCents: 110_000, swappedAt: '2026-01-01T10:02:00.000Z' } }),
    ).then({ [t]: [{ board_id: 'a1', swapped: [], total_cents: 110_000 }] }));
});
