import type { Knex } from 'knex';
import { type SavedCardsEvent, savedCardsEventTypes } from '../../domain/payments/saved-cards';
import { defineProjection } from '../projection';

export const cardsTable = 'payments_cards_v1';

/** A client's saved cards: brand, last four, expiry, holder, default — and the gateway token, read only at pay time. */
export const cardsProjection = defineProjection<SavedCardsEvent>()({
  name: 'payments-cards',
  reads: savedCardsEventTypes,
  handles: ['CardSaved', 'CardUpdated', 'CardDeleted', 'DefaultCardChanged'],
  ignores: [],
  tables: [cardsTable],
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'CardSaved': {
          const { clientId, cardId, card, holderName, savedAt } = event.data;
          const columns = { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear, holder_name: holderName, token: card.token };
          await trx(cardsTable).insert({ client_id: clientId, card_id: cardId, ...columns, saved_at: savedAt }).onConflict(['client_id', 'card_id']).merge(columns);
          break;
        }
        case 'CardUpdated': {
          const { clientId, cardId, holderName, expMonth, expYear } = event.data;
          await trx(cardsTable).where({ client_id: clientId, card_id: cardId }).update({ holder_name: holderName, exp_month: expMonth, exp_year: expYear });
          break;
        }
        case 'CardDeleted':
          await trx(cardsTable).where({ client_id: event.data.clientId, card_id: event.data.cardId }).delete();
          break;
        case 'DefaultCardChanged':
          await trx(cardsTable).where({ client_id: event.data.clientId }).update({ is_default: trx.raw('card_id = ?', [event.data.cardId ?? '']) });
          break;
      }
    }
  },
});

/** What a client sees of a card: never the token. */
export interface CardView {
  uuid: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  isDefault: boolean;
}

const viewColumns = ['card_id', 'brand', 'last4', 'exp_month', 'exp_year', 'holder_name', 'is_default'];
const toView = (r: Record<string, any>): CardView => ({
  uuid: r.card_id, brand: r.brand, last4: r.last4, expMonth: r.exp_month, expYear: r.exp_year, holderName: r.holder_name, isDefault: r.is_default,
});

/** A client's cards, the default first, then the newest. */
export async function listCards(db: Knex, clientId: string): Promise<CardView[]> {
  const rows = await db(cardsTable).select(viewColumns).where({ client_id: clientId }).orderBy([{ column: 'is_default', order: 'desc' }, { column: 'saved_at', order: 'desc' }]);
  return rows.map(toView);
}

export async function getCard(db: Knex, clientId: string, cardId: string): Promise<CardView | null> {
  const row = await db(cardsTable).select(viewColumns).where({ client_id: clientId, card_id: cardId }).first();
  return row ? toView(row) : null;
}

/** The gateway token of one of the client's cards, for charging it; null when it is not theirs. */
export async function cardTokenFor(db: Knex, clientId: string, cardId: string): Promise<{ token: string; view: CardView } | null> {
  const row = await db(cardsTable).select([...viewColumns, 'token']).where({ client_id: clientId, card_id: cardId }).first();
  return row ? { token: row.token, view: toView(row) } : null;
}
