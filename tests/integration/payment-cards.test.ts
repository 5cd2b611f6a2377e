import { describe, expect, it } from 'vitest';
import { signedInClient } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';

const ready = (async () => {
  const { runtime, base } = await startTestApp();
  return { runtime, base, errors: loggedErrors(runtime) };
})();

async function registered() {
  const { base, runtime } = await ready;
  return signedInClient(runtime, base, 'cards');
}

async function tokenFor(api: ApiClient, number: string, expYear = 2031) {
  const res = await api.call('/payment/tokenize', { number, expMonth: 12, expYear, cvc: number.startsWith('37') ? '1234' : '123', name: 'Ada Buyer' });
  expect(res.status, res.message).toBe(200);
  return { ...res.data, token: res.data.id } as { token: string; brand: string; last4: string };
}

describe('saved cards through the JSON API', () => {
  it('saves, lists, gets, updates, defaults and deletes a client\'s cards', async () => {
    const client = await registered();
    const visa = await tokenFor(client, '4242 4242 4242 4242');
    expect(visa).toMatchObject({ brand: 'visa', last4: '4242' });
    const saved = await client.call('/payment/save', { token: visa.token, firstName: 'Ada Buyer' });
    expect(saved).toMatchObject({ status: 200, data: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031, holderName: 'Ada Buyer', isDefault: true } });
    expect(saved.data).not.toHaveProperty('token');
    const mc = await client.call('/payment/save', { token: (await tokenFor(client, '5555555555554444')).token, firstName: 'Ada B.' });
    expect(mc.data).toMatchObject({ brand: 'mastercard', isDefault: false });
    // The same card again refreshes it rather than adding a second.
    await client.call('/payment/save', { token: (await tokenFor(client, '4242424242424242')).token, firstName: 'Ada Q. Buyer' });
    const list = await client.call('/payment/listCards');
    expect(list.data.map((c: { last4: string; holderName: string }) => `${c.last4} ${c.holderName}`)).toEqual(['4242 Ada Q. Buyer', '4444 Ada B.']);

    expect((await client.call('/payment/get', { uuid: mc.data.uuid })).data).toMatchObject({ last4: '4444' });
    const updated = await client.call('/payment/update', { uuid: mc.data.uuid, firstName: 'Ada Mastercard', expMonth: 3, expYear: 34 });
    expect(updated.data).toMatchObject({ holderName: 'Ada Mastercard', expMonth: 3, expYear: 2034 });
    const defaulted = await client.call('/payment/updateDefaultPayment', { uuid: mc.data.uuid });
    expect(defaulted.data.cards[0]).toMatchObject({ uuid: mc.data.uuid, isDefault: true });
    expect((await client.call('/cart/manage/payment')).data.defaultCard).toMatchObject({ uuid: mc.data.uuid });
    expect((await client.call('/cart/manage/payment', { uuid: saved.data.uuid })).data.defaultCard).toMatchObject({ uuid: saved.data.uuid });
    const deleted = await client.call('/payment/deleteCard', { uuid: saved.data.uuid });
    expect(deleted.data.cards).toEqual([expect.objectContaining({ uuid: mc.data.uuid, isDefault: true })]);
  });

  it('says why a card is refused, or \'Save fail\'', async () => {
    const client = await registered();
    expect(await client.call('/payment/tokenize', { number: '4242 4242 4242 4241', expMonth: 12, expYear: 2031, cvc: '123', name: 'Ada' })).toMatchObject({ status: 400, message: 'Please enter a valid card number' });
    expect((await client.call('/payment/tokenize', { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123', name: '' })).message).toBe('name: Please enter name');
    expect(await client.call('/payment/save', { token: 'tok_sbx_000000000000000000000000', firstName: 'Ada' })).toMatchObject({ status: 400, message: 'Save fail' });
    expect((await client.call('/payment/save', { token: (await tokenFor(client, '4242424242424242')).token })).message).toMatch(/Please enter name/);
  });

  it('a client never sees, changes, defaults or deletes another client\'s card', async () => {
    const { base } = await ready;
    const alice = await registered();
    const bob = await registered();
    const card = (await alice.call('/payment/save', { token: (await tokenFor(alice, '6011111111111117')).token, firstName: 'Alice' })).data;
    for (const [path, body] of [
      ['/payment/get', { uuid: card.uuid }],
      ['/payment/update', { uuid: card.uuid, firstName: 'Mallory' }],
      ['/payment/updateDefaultPayment', { uuid: card.uuid }],
      ['/payment/deleteCard', { uuid: card.uuid }],
      ['/cart/manage/payment', { uuid: card.uuid }],
    ] as const)
      expect((await bob.call(path, body)).status, path).toBe(404);
    expect((await bob.call('/payment/listCards')).data).toEqual([]);
    // Bob cannot claim Alice's token either: it answers as a fresh card of his own at most, never hers.
    const visitor = new ApiClient(base, null, '203.0.113.60');
    for (const path of ['/payment/listCards', '/payment/get', '/payment/save', '/payment/deleteCard', '/cart/manage/payment']) expect((await visitor.call(path, {})).status, path).toBe(401);
    expect((await alice.call('/payment/get', { uuid: card.uuid })).data).toMatchObject({ holderName: 'Alice', last4: '1117' });
  });

  it('keeps no card number in events, read models or the log; a run of tokenising from one address is stopped', async () => {
    const { runtime, base, errors } = await ready;
    const client = await registered();
    await client.call('/payment/save', { token: (await tokenFor(client, '3782 822463 10005')).token, firstName: 'Amex Owner' });
    const events = JSON.stringify(await runtime.db('es_events').select('data', 'metadata'));
    const cards = JSON.stringify(await runtime.db('payments_cards_v1').select('*'));
    for (const number of ['4242424242424242', '5555555555554444', '378282246310005', '6011111111111117']) {
      expect(events).not.toContain(number);
      expect(cards).not.toContain(number);
    }
    const tester = new ApiClient(base, null, '203.0.113.99');
    const answers = [];
    for (let i = 0; i < 22; i++) answers.push((await tester.call('/payment/tokenize', { number: '4000000000000002', expMonth: 12, expYear: 2031, cvc: '123', name: 'Card Tester' })).status);
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers.slice(20)).toEqual([429, 429]);
    expect(errors).toEqual([]);
  });

  it('bad input gets a clear 4xx and changes nothing', async () => {
    const client = await registered();
    for (const body of [{}, { uuid: '' }, { uuid: '../../etc' }, { uuid: 'x'.repeat(500) }, { uuid: 12 }]) expect((await client.call('/payment/get', body)).status).toBeGreaterThanOrEqual(400);
    for (const body of [{ number: 12 }, { number: '4242424242424242', expMonth: 13, expYear: 2031, cvc: '123', name: 'A' }, { number: '4242424242424242', expMonth: 1, expYear: 2020, cvc: '123', name: 'A' }, { number: '4242424242424242', expMonth: 1, expYear: 2031, cvc: '12', name: 'A' }])
      expect((await client.call('/payment/tokenize', body)).status).toBe(400);
    const uuid = (await client.call('/payment/save', { token: (await tokenFor(client, '4242424242424242')).token, firstName: 'Ada' })).data.uuid;
    expect((await client.call('/payment/update', { uuid, expMonth: 0 })).status).toBe(400);
    expect((await client.call('/payment/update', { uuid, firstName: 'x'.repeat(500) })).status).toBe(400);
    expect((await client.call('/payment/get', { uuid })).data).toMatchObject({ holderName: 'Ada', expMonth: 12 });
  });
});
