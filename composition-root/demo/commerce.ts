import { catalogueCommands } from '../../domain/catalogue/commands';
import { identityCommands } from '../../domain/identity/commands';
import type { Actor } from '../../domain/shared/messages';
import type { Runtime } from '../../infra/runtime';
import { demoGoods } from './catalogue';

const system: Actor = { kind: 'system' };

/**
 * Stock for the demo catalogue (every seventh piece is made to order and not
 * counted; a few are down to their last units) and a default US address for the
 * demo client, so checkout works at once. Fixed command ids: seeding twice adds nothing.
 */
export async function seedDemoCommerce(runtime: Pick<Runtime, 'pipeline' | 'store' | 'logger'>, goodsCount: number): Promise<void> {
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
