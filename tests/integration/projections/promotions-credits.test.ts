import { it } from 'vitest';
import { creditsStream, type CreditsEvent } from '../../../domain/promotions/credits-ledger';
import { creditEntriesTable, creditLotsTable, creditsProjection } from '../../../projections/promotions/credits';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

const granted = (clientId: string, grantId: string, amountCents: number, expiresAt: string | null = null): GivenEvent<CreditsEvent> => ({
  type: 'CreditsGranted',
  streamId: creditsStream(clientId),
  data: { clientId, grantId, amountCents, reason: 'Sorry for the wait', expiresAt, grantedAt: '2026-01-01T00:00:00.000Z' },
});
const spent = (clientId: string, orderId: string, from: { grantId: string; amountCents: number }[]): GivenEvent<CreditsEvent> => ({
  type: 'CreditsSpent',
  streamId: creditsStream(clientId),
  data: { clientId, orderId, amountCents: from.reduce((s, d) => s + d.amountCents, 0), from, spentAt: '2026-01-02T00:00:00.000Z' },
});
const returned = (clientId: string, orderId: string, amountCents: number): GivenEvent<CreditsEvent> => ({
  type: 'CreditsReturned',
  streamId: creditsStream(clientId),
  data: { clientId, orderId, amountCents, returnedAt: '2026-01-03T00:00:00.000Z' },
});

describeProjection<CreditsEvent>(creditsProjection, ({ given }) => {
  it('records a grant in the ledger and as a lot to spend from; a repeated grant counts once', () =>
    given(granted('c1', 'g1', 700, '2026-06-01T00:00:00.000Z'), granted('c1', 'g2', 300), granted('c1', 'g1', 700, '2026-06-01T00:00:00.000Z')).then({
      [creditEntriesTable]: [
        { client_id: 'c1', entry_id: 'grant-g1', kind: 'granted', amount_cents: 700, reason: 'Sorry for the wait', expires_at: '2026-06-01T00:00:00.000Z', at: '2026-01-01T00:00:00.000Z' },
        { client_id: 'c1', entry_id: 'grant-g2', kind: 'granted', amount_cents: 300, reason: 'Sorry for the wait', expires_at: null, at: '2026-01-01T00:00:00.000Z' },
      ],
      [creditLotsTable]: [
        { client_id: 'c1', grant_id: 'g1', remaining_cents: 700, expires_at: '2026-06-01T00:00:00.000Z' },
        { client_id: 'c1', grant_id: 'g2', remaining_cents: 300, expires_at: null },
      ],
    }));

  it('a spend draws on the lots it names, once per order', () =>
    given(granted('c1', 'g1', 700), granted('c1', 'g2', 300), spent('c1', 'o1', [{ grantId: 'g1', amountCents: 700 }, { grantId: 'g2', amountCents: 100 }]), spent('c1', 'o1', [{ grantId: 'g2', amountCents: 200 }])).then({
      [creditEntriesTable]: [
        { entry_id: 'grant-g1', kind: 'granted', amount_cents: 700, order_id: null, draws: null },
        { entry_id: 'grant-g2', kind: 'granted', amount_cents: 300, order_id: null, draws: null },
        { entry_id: 'spent-o1', kind: 'spent', amount_cents: 800, order_id: 'o1', draws: [{ grantId: 'g1', amountCents: 700 }, { grantId: 'g2', amountCents: 100 }] },
      ],
      [creditLotsTable]: [
        { grant_id: 'g1', remaining_cents: 0 },
        { grant_id: 'g2', remaining_cents: 200 },
      ],
    }));

  it("a return gives the order's draws back to their lots, once; a return with no spend is recorded and moves nothing", () =>
    given(granted('c1', 'g1', 700), spent('c1', 'o1', [{ grantId: 'g1', amountCents: 500 }]), returned('c1', 'o1', 500), returned('c1', 'o1', 500), returned('c1', 'o9', 100)).then({
      [creditEntriesTable]: [
        { entry_id: 'grant-g1', kind: 'granted', amount_cents: 700 },
        { entry_id: 'returned-o1', kind: 'returned', amount_cents: 500 },
        { entry_id: 'returned-o9', kind: 'returned', amount_cents: 100 },
        { entry_id: 'spent-o1', kind: 'spent', amount_cents: 500 },
      ],
      [creditLotsTable]: [{ grant_id: 'g1', remaining_cents: 700 }],
    }));
});
