import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { cardMessages, type CardSummary } from '../../../domain/payments/cards';
import { paymentCommands } from '../../../domain/payments/commands';
import { cardNotFoundMessage } from '../../../domain/payments/saved-cards';
import { NotFoundError, RateLimitedError, ValidationError } from '../../../domain/shared/errors';
import type { Actor } from '../../../domain/shared/messages';
import { CardRejectedError } from '../../../infra/payments/port';
import type { Runtime } from '../../../infra/runtime';
import { type CardView, getCard, listCards } from '../../../projections/payments/cards';
import { parseWith } from '../../web/api.server';

export interface CardOwner {
  userId: string;
  actor: Actor;
}

/** Part 1 §5: a card the gateway will not take shows its message; anything else says 'Save fail'. */
export const saveFailMessage = 'Save fail';

const uuidField = z.string({ required_error: cardNotFoundMessage, invalid_type_error: cardNotFoundMessage }).trim().min(1, cardNotFoundMessage).max(64, cardNotFoundMessage).regex(/^[A-Za-z0-9_-]+$/, cardNotFoundMessage);
const nameField = z.string({ required_error: cardMessages.name, invalid_type_error: cardMessages.name }).trim().min(1, cardMessages.name).max(100, 'The name is too long');
const monthField = z.coerce.number({ invalid_type_error: cardMessages.expiry }).int(cardMessages.expiry).min(1, cardMessages.expiry).max(12, cardMessages.expiry);
const yearField = z.coerce
  .number({ invalid_type_error: cardMessages.expiry })
  .int(cardMessages.expiry)
  .min(0, cardMessages.expiry)
  .max(2100, cardMessages.expiry)
  .transform((y) => (y < 100 ? 2000 + y : y))
  .pipe(z.number().min(2000, cardMessages.expiry));
const flag = z.union([z.boolean(), z.enum(['on', 'true', 'false', '1', '0'])]).transform((v) => v === true || v === 'on' || v === 'true' || v === '1');

/** The client's own card, or 404: another client's card is not found, whatever its id. */
async function ownCard(runtime: Runtime, owner: CardOwner, cardId: string): Promise<CardView> {
  const card = await getCard(runtime.db, owner.userId, cardId);
  if (!card) throw new NotFoundError('CARD_NOT_FOUND', cardNotFoundMessage);
  return card;
}

export const listCardsFor = (runtime: Runtime, owner: CardOwner) => listCards(runtime.db, owner.userId);

export async function getCardFor(runtime: Runtime, owner: CardOwner, input: unknown) {
  const { uuid } = parseWith(z.object({ uuid: uuidField }), input);
  return ownCard(runtime, owner, uuid);
}

/**
 * payment save {token, firstName, makeDefault?}: keeps a card the gateway tokenised
 * (through /api/payment/tokenize or the provider's own library). Only the token,
 * brand, last four and expiry the gateway reports are kept.
 */
export async function saveCardFor(runtime: Runtime, owner: CardOwner, input: unknown): Promise<CardView> {
  const { token, firstName, makeDefault } = parseWith(
    z.object({
      token: z.string({ required_error: saveFailMessage, invalid_type_error: saveFailMessage }).trim().min(1, saveFailMessage).max(255, saveFailMessage).regex(/^[A-Za-z0-9_]+$/, saveFailMessage),
      firstName: nameField,
      makeDefault: flag.default(false),
    }),
    input,
  );
  // Only a token this account tokenised: another's is unknown here.
  const card = await runtime.payments.cardForToken(token, owner.userId);
  if (!card) throw new ValidationError('CARD_TOKEN', saveFailMessage, { token: saveFailMessage });
  const summary: CardSummary = { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, token: card.token };
  const cardId = randomUUID();
  await runtime.execute(paymentCommands.SaveCard, { clientId: owner.userId, cardId, card: summary, holderName: firstName, makeDefault }, { actor: owner.actor });
  // The same card saved before is refreshed under its old id.
  const saved = (await listCards(runtime.db, owner.userId)).find((c) => c.uuid === cardId || (c.brand === card.brand && c.last4 === card.last4 && c.expMonth === card.expMonth && c.expYear === card.expYear));
  return saved!;
}

/** payment update {uuid, firstName?, expMonth?, expYear?}: the holder's name or a renewed expiry. */
export async function updateCardFor(runtime: Runtime, owner: CardOwner, input: unknown): Promise<CardView> {
  const data = parseWith(z.object({ uuid: uuidField, firstName: nameField.optional(), expMonth: monthField.optional(), expYear: yearField.optional() }), input);
  const card = await ownCard(runtime, owner, data.uuid);
  await runtime.execute(
    paymentCommands.UpdateCard,
    { clientId: owner.userId, cardId: card.uuid, holderName: data.firstName ?? card.holderName, expMonth: data.expMonth ?? card.expMonth, expYear: data.expYear ?? card.expYear },
    { actor: owner.actor },
  );
  return ownCard(runtime, owner, card.uuid);
}

/** payment deleteCard {uuid}: the newest remaining card becomes the default when the default goes. */
export async function deleteCardFor(runtime: Runtime, owner: CardOwner, input: unknown) {
  const { uuid } = parseWith(z.object({ uuid: uuidField }), input);
  await ownCard(runtime, owner, uuid);
  await runtime.execute(paymentCommands.DeleteCard, { clientId: owner.userId, cardId: uuid }, { actor: owner.actor });
  return { uuid, cards: await listCards(runtime.db, owner.userId) };
}

/** payment updateDefaultPayment {uuid}: the card checkout offers first. */
export async function setDefaultCardFor(runtime: Runtime, owner: CardOwner, input: unknown) {
  const { uuid } = parseWith(z.object({ uuid: uuidField }), input);
  await ownCard(runtime, owner, uuid);
  await runtime.execute(paymentCommands.SetDefaultCard, { clientId: owner.userId, cardId: uuid }, { actor: owner.actor });
  return { uuid, cards: await listCards(runtime.db, owner.userId) };
}

/** At most 20 cards tokenised per client address in 10 minutes (per app process). */
const tokenizeLimit = 20;
const tokenizeWindowMs = 10 * 60_000;
const tokenizeAttempts = new Map<string, number[]>();

const tokenizeSchema = z.object({
  number: z.string({ required_error: cardMessages.number, invalid_type_error: cardMessages.number }).trim().min(1, cardMessages.number).max(30, cardMessages.number),
  expMonth: monthField,
  expYear: yearField,
  cvc: z.string({ required_error: 'Please enter the security code on your card', invalid_type_error: 'Please enter the security code on your card' }).trim().regex(/^\d{3,4}$/, 'Please enter the security code on your card'),
  name: nameField,
});

/**
 * payment tokenize {number, expMonth, expYear, cvc, name}: the gateway's token for a
 * card, as a provider's browser library would give it. The number goes to the
 * gateway and nowhere else (never logged: the request body is not logged).
 */
export async function tokenizeCard(runtime: Runtime, owner: string, input: unknown, clientAddress = 'unknown', now = Date.now()) {
  const card = parseWith(tokenizeSchema, input);
  // Card testing (trying stolen numbers one after another) meets a limit per address.
  const recent = (tokenizeAttempts.get(clientAddress) ?? []).filter((at) => now - at < tokenizeWindowMs);
  if (recent.length >= tokenizeLimit) throw new RateLimitedError('You have tried several cards already; please wait a few minutes and try again.');
  tokenizeAttempts.set(clientAddress, [...recent, now]);
  if (tokenizeAttempts.size > 10_000) tokenizeAttempts.delete(tokenizeAttempts.keys().next().value!);
  try {
    const { token, brand, last4, expMonth, expYear } = await runtime.payments.tokenizeCard(card, owner);
    // `id`, as a provider's token object has it: a `token` field is the spec client's session token.
    return { id: token, brand, last4, expMonth, expYear };
  } catch (error) {
    if (error instanceof CardRejectedError) throw new ValidationError('CARD_REJECTED', error.message || saveFailMessage, { number: error.message || saveFailMessage });
    throw error;
  }
}
