import type { AppRuntime } from '../runtime';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { identityCommands } from '../../domain/identity/commands';
import { promotionCommands } from '../../domain/promotions/commands';
import { countdownEnd } from '../../domain/promotions/sale-banner';
import type { Actor } from '../../domain/shared/messages';
import type { Runtime } from '../../infra/runtime';
import { demoGoods } from './catalogue';

const system: Actor = { kind: 'system' };

/**
 * Stock for the demo catalogue (every seventh piece is made to order and not
 * counted; a few are down to their last units) and a default US address for the
 * demo client, so checkout works at once. Fixed command ids: seeding twice adds nothing.
 */
export async function seedDemoCommerce(runtime: Pick<AppRuntime, 'pipeline' | 'store' | 'logger'>, goodsCount: number): Promise<void> {
  const goods = demoGoods(goodsCount);
  const doneId = `demo:stock:${goods.at(-1)!.goodsId}`;
  if (await runtime.store.commandResult(doneId)) return;
  for (const [i, g] of goods.entries()) {
    if (i % 7 === 6) continue;
    const onHand = i % 11 === 3 ? 2 : 5 + ((i * 37) % 60);
    await runtime.pipeline.execute(catalogueCommands.SetStockLevel, { goodsId: g.goodsId, onHand }, { actor: system, commandId: `demo:stock:${g.goodsId}` });
  }
  await runtime.pipeline.execute(
    identityCommands.SaveAddress,
    {
      userId: 'demo-client',
      address: { id: 'demo-home', firstName: 'Casey', lastName: 'Client', address1: '1200 Market Street', address2: 'Apt 4', city: 'San Francisco', state: 'CA', zip: '94102', country: 'US', phone: '415 555 0134' },
      makeDefault: true,
    },
    { actor: system, commandId: 'demo:address:demo-client' },
  );
  // The last goods' stock command marks the whole step done (an every-seventh skip must not hide it).
  if (!(await runtime.store.commandResult(doneId)))
    await runtime.pipeline.execute(catalogueCommands.SetStockLevel, { goodsId: goods.at(-1)!.goodsId, onHand: 24 }, { actor: system, commandId: doneId });
  runtime.logger.info('demo stock and address seeded', { goods: goodsCount });
}

const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

/**
 * Promotions to try at once: a $50.00 welcome credit for the demo client, WELCOME25
 * ($25 off a first order of $200 or more, for a year) and SUMMER10, which has ended,
 * so the cart can show why a code no longer applies. Fixed command ids: seeding twice adds nothing.
 */
/**
 * One online sale promotion (part 2 §3): the banner's text, ending three days after the seed
 * (so the countdown shows), its terms for /customer/promotional-terms. Seeded once (fixed command id).
 */
export async function seedDemoSalePromotion(runtime: Pick<AppRuntime, 'pipeline' | 'store'>, now = new Date()): Promise<void> {
  if (await runtime.store.commandResult('demo:sale-promotion:holiday')) return;
  const expirationDate = daysFrom(now, 3).slice(0, 10);
  const endsAt = countdownEnd(expirationDate)!.toISOString();
  await runtime.pipeline.execute(
    promotionCommands.SavePromotion,
    {
      promotionId: 'demo-holiday-sale',
      homePageContent: 'Holiday sale: 25% off every design plan',
      globalTop: { content: 'Holiday sale: 25% off every design plan', expirationDate },
      cartDiscount: '25% off design plans',
      payDiscount: '25% off applied at payment',
      termsAndConditions: `The holiday sale gives 25% off the list price of Kick-Start, Classic and Luxe design plans bought by ${expirationDate}. It cannot be combined with other codes, does not apply to furniture, and ends at 07:00 UTC the day after.`,
      defaultShow: true,
      startsAt: daysFrom(now, -1),
      endsAt,
    },
    { actor: system, commandId: 'demo:sale-promotion:holiday' },
  );
}

export async function seedDemoPromotions(runtime: Pick<AppRuntime, 'pipeline' | 'store' | 'logger'>, now = new Date()): Promise<void> {
  await seedDemoSalePromotion(runtime, now);
  if (await runtime.store.commandResult('demo:code:SUMMER10')) return;
  await runtime.pipeline.execute(promotionCommands.GrantCredits, { clientId: 'demo-client', grantId: 'demo-welcome', amountCents: 5000, reason: 'Welcome credit', expiresAt: null }, { actor: system, commandId: 'demo:credits:welcome' });
  await runtime.pipeline.execute(
    promotionCommands.CreateDiscountCode,
    { code: 'WELCOME25', kind: 'fixed', value: 2500, minSpendCents: 20000, startsAt: null, endsAt: daysFrom(now, 365), totalLimit: null, perClientLimit: 1, firstOrderOnly: true, scope: 'furniture' },
    { actor: system, commandId: 'demo:code:WELCOME25' },
  );
  await runtime.pipeline.execute(
    promotionCommands.CreateDiscountCode,
    { code: 'SUMMER10', kind: 'percent', value: 10, minSpendCents: 0, startsAt: daysFrom(now, -150), endsAt: daysFrom(now, -60), totalLimit: null, perClientLimit: null, firstOrderOnly: false, scope: 'furniture' },
    { actor: system, commandId: 'demo:code:SUMMER10' },
  );
}
