import { expect } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { productObject, textObject } from '../../domain/canvas/objects';
import type { Runtime } from '../../infra/runtime';
import { clientPassword, newClientAccount } from './clients';
import { ApiClient } from './http-app';

const card = { cardName: 'Ada Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };
const at = (left: number, top: number) => ({ left, top, width: 200, height: 200 });
let made = 0;

/** A demo account (staff, designer) signed in through the JSON API. */
export async function demoLogin(base: string, email: string, address: string) {
  const api = new ApiClient(base, null, address);
  expect((await api.call('/client/login', { email, password: demoPassword })).success).toBe(true);
  return api;
}

/** Purchasable goods with stock to spare (the review's products, and an alternative). */
export async function reviewGoods(runtime: Runtime, count: number) {
  const rows = await runtime.db('catalogue_goods_v1 as g').leftJoin('catalogue_stock_v1 as s', 's.goods_id', 'g.id')
    .select('g.id', 'g.name', 'g.price_cents')
    .where('g.delisted', false).where((q) => q.whereNull('s.on_hand').orWhereRaw('s.on_hand - s.reserved > 20')).whereNot('g.availability', 'ilike', '%out%').whereNot('g.availability', 'ilike', '%not%')
    .whereNotNull('g.mark_type').orderBy('g.id').limit(count);
  expect(rows.length).toBe(count);
  return rows as { id: string; name: string; price_cents: number }[];
}

/**
 * A client with a paid Classic project assigned to the demo designer, who has
 * published version 1: one board with three products, a note and an alternative.
 */
export async function publishedProposal(runtime: Runtime, base: string, staff: ApiClient, designer: ApiClient) {
  const n = ++made;
  const me = await newClientAccount(runtime, 'review');
  const client = Object.assign(new ApiClient(base, null, `198.19.${n % 250}.9`), me);
  expect((await client.call('/client/login', { email: me.email, password: clientPassword })).success).toBe(true);
  const pk = await client.call('/multipleNeed/saveNeedList', { list: [{ type: 'SITE', value: JSON.stringify({ id: '1', name: 'Living Room' }) }] });
  const needId = (await runtime.db('projects_needs_v1').where({ package_id: pk.data }).first()).need_id as string;
  expect((await client.call('/need/manage/pay', { needId, plan: 'CLASSIC', ...card })).data).toMatchObject({ status: 'PAID' });
  expect((await staff.call(`/admin/needs/${needId}/assign`, { designerId: 'demo-designer' })).status).toBe(200);
  const draft = await designer.call(`/designer/projects/${needId}/proposals`, {});
  expect(draft).toMatchObject({ status: 200, data: { version: 1, status: 'DRAFT' } });
  const proposalId = draft.data.id as string;
  const added = await designer.call(`/designer/proposals/${proposalId}/boards`, { name: 'Cosy living room' });
  expect(added.status).toBe(200);
  const boardId = added.data.boardId as string;
  const goods = await reviewGoods(runtime, 4);
  const objects = goods.slice(0, 3).map((g, i) => productObject(`p${i}`, 'demo-designer', at(100 + i * 300, 200), { productId: g.id, name: g.name, priceCents: g.price_cents, image: '/favicon.ico' }));
  const alternative = productObject('alt', 'demo-designer', at(1500, 800), { productId: goods[3]!.id, name: goods[3]!.name, priceCents: goods[3]!.price_cents, image: '/favicon.ico' });
  alternative.objMeta.customCategory = 'alternative';
  const saved = await designer.call(`/diymb/${boardId}/canvas`, { snapshot: JSON.stringify({ objects: [...objects, alternative, textObject('t1', 'demo-designer', at(80, 700), 'Warm oak and linen')] }) });
  expect(saved.status).toBe(200);
  return { client, needId, proposalId, boardId, goods, publish: (notes: Record<string, string> = {}) => designer.call(`/designer/proposals/${proposalId}/publish`, { notes }) };
}
