import { beforeAll, describe, expect, it } from 'vitest';
import { identityCommands } from '../../domain/identity/commands';
import { hashPassword } from '../../infra/identity/secrets';
import { loggedErrors } from '../support/http-app';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

const system = { kind: 'system' } as const;
const password = 'correct horse battery';
let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
});

async function client(name: string) {
  const userId = `paypage-${name}`;
  const email = `${userId}@example.com`;
  await shop.runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
  await shop.runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
  await shop.runtime.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await hashPassword(password), roles: ['client'], username: name, verifiedBy: 'system' }, { actor: system });
  return new PageVisitor(shop.base).signIn(email, password);
}

/** The card marked default in the list: its brand and last four inside the default item. */
const defaultCard = (brand: string, last4: string) => new RegExp(`<li class="saved-card saved-card--default"[^>]*>.{0,200}card-brand--${brand}">[A-Za-z ]+</span> •••• ${last4}<span class="badge badge--accent">Default`);

describe('payment methods page without scripts', () => {
  it('adds, defaults and removes cards; refusals say why and keep nothing; another client sees none of it', async () => {
    expect((await new PageVisitor(shop.base).get('/client/update/payment')).status).toBe(401);
    const owner = await client('owner');
    const empty = await owner.get('/client/update/payment');
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('You have no saved cards yet.');
    const form = await owner.get('/client/update/payment?add=1');
    expect(form.html).toContain('Add a card');

    const add = (fields: Record<string, string>) => owner.post('/client/update/payment?add=1', { csrf: owner.csrf, intent: 'add', cardName: 'Ada Owner', cardExpiry: '12/31', cardCvc: '123', ...fields });
    const bad = await add({ cardNumber: '4242 4242 4242 4241' });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Please enter a valid card number');
    const noName = await add({ cardNumber: '4242 4242 4242 4242', cardName: '' });
    expect(noName.html).toContain('Please enter name');

    expect((await add({ cardNumber: '4242 4242 4242 4242' })).status).toBeLessThan(400);
    expect((await add({ cardNumber: '5555 5555 5555 4444', makeDefault: 'true' })).status).toBeLessThan(400);
    const page = await owner.get('/client/update/payment');
    expect(page.html).toMatch(defaultCard('mastercard', '4444'));
    expect(page.html).toContain('Visa</span> •••• 4242');
    expect(page.html).toContain('Expires 12/31');
    expect(page.html).not.toContain('4242424242424242');

    const visaId = (await shop.runtime.db('payments_cards_v1').where({ client_id: 'paypage-owner', last4: '4242' }).first()).card_id;
    const stranger = await client('stranger');
    await stranger.get('/client/update/payment');
    const foreign = await stranger.post('/client/update/payment', { csrf: stranger.csrf, intent: 'delete', uuid: visaId });
    expect(foreign.status).toBe(404);
    expect((await stranger.get('/client/update/payment')).html).not.toContain('4242');

    await owner.get('/client/update/payment');
    expect((await owner.post('/client/update/payment', { csrf: owner.csrf, intent: 'default', uuid: visaId })).status).toBeLessThan(400);
    expect((await owner.get('/client/update/payment')).html).toMatch(defaultCard('visa', '4242'));
    expect((await owner.post('/client/update/payment', { csrf: owner.csrf, intent: 'delete', uuid: visaId })).status).toBeLessThan(400);
    const after = await owner.get('/client/update/payment');
    expect(after.html).not.toContain('Visa</span> •••• 4242');
    expect(after.html).toMatch(defaultCard('mastercard', '4444'));
    expect(logged).toEqual([]);
  });
});
