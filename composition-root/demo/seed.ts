import type { AppRuntime } from '../runtime';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { categoryTreeStream } from '../../domain/catalogue/category-tree';
import type { Actor } from '../../domain/shared/messages';
import type { Runtime } from '../../infra/runtime';
import { seedDemoAccounts } from './accounts';
import { seedDemoCommerce, seedDemoPromotions } from './commerce';
import { demoCategories, demoGoods } from './catalogue';
import { seedDemoReviews } from './reviews';
import { seedDemoCases } from './cases';
import { seedDemoProfiles } from './profiles';
import { seedDemoTracking } from './tracking';
import { seedDemoMarketing } from './marketing';

const system: Actor = { kind: 'system' };
const demoGoodsIds = () => demoGoods(demoGoodsCount).slice(0, 60).map((g) => g.goodsId);

/**
 * The demo's two weeks of visits for the analytics console (`npm start` only:
 * the tests' template database stays without visits, so each test counts its own).
 */
export const seedDemoVisits = async (runtime: Pick<AppRuntime, 'pipeline' | 'store' | 'db'>, today = new Date()) => {
  await seedDemoTracking(runtime, demoGoodsIds(), today);
  // Referral clicks and reminders for the console's Referrals and Reminders pages (issue 26, ADR 061).
  await seedDemoMarketing(runtime, today);
};
export const demoGoodsCount = 360;

/**
 * Demo data goes in through the same commands staff use. Command ids are fixed,
 * so seeding twice (or after a crash half-way) appends nothing twice.
 */
export async function seedDemoData(runtime: Pick<AppRuntime, 'pipeline' | 'store' | 'logger' | 'db'>): Promise<boolean> {
  const tree = await runtime.store.readStream(categoryTreeStream);
  const goodsDone = await runtime.store.commandResult(`demo:goods:g${String(demoGoodsCount).padStart(5, '0')}`);
  if (tree.version >= demoCategories.length && goodsDone) {
    const seeded = await seedDemoAccounts(runtime);
    await seedDemoCommerce(runtime, demoGoodsCount);
    await seedDemoPromotions(runtime);
    await seedDemoReviews(runtime, demoGoodsCount);
    await seedDemoCases(runtime, demoGoodsCount);
    await seedDemoProfiles(runtime);
    return seeded;
  }
  for (const { categoryId, name, parentId, sort } of demoCategories) {
    await runtime.pipeline.execute(catalogueCommands.CreateCategory, { categoryId, name, parentId, sort }, { actor: system, commandId: `demo:category:${categoryId}` });
  }
  for (const goods of demoGoods(demoGoodsCount)) {
    await runtime.pipeline.execute(catalogueCommands.ListGoods, goods, { actor: system, commandId: `demo:goods:${goods.goodsId}` });
  }
  await seedDemoAccounts(runtime);
  await seedDemoCommerce(runtime, demoGoodsCount);
  await seedDemoPromotions(runtime);
  await seedDemoReviews(runtime, demoGoodsCount);
  await seedDemoCases(runtime, demoGoodsCount);
  await seedDemoProfiles(runtime);
  runtime.logger.info('demo data seeded', { categories: demoCategories.length, goods: demoGoodsCount });
  return true;
}
