import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../composition-root/demo/accounts';
import { clientPassword, signedInClient } from '../support/clients';
import { ApiClient, loggedErrors } from '../support/http-app';
import { PageVisitor } from './page-visitor';
import { startShop } from './shop-server';

/** The designer's picks on a project's design tab, and all of them into the cart in one step, as a page without scripts. */
let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
let staff: ApiClient;
let designer: ApiClient;
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
  staff = new ApiClient(shop.base, null, '192.0.2.60');
  expect((await staff.call('/client/login', { email: 'staff@roomcraft.local', password: demoPassword })).success).toBe(true);
  designer = new ApiClient(shop.base, null, '192.0.2.61');
  expect((await designer.call('/client/login', { email: 'designer@roomcraft.local', password: demoPassword })).success).toBe(true);
});

const site = (id: string, name: string) => ({ type: 'SITE', value: JSON.stringify({ id, name }) });
const card = { cardName: 'Ada Client', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/31', cardCvc: '123' };

describe("a project's furniture on its design page", () => {
  it('lists what the designer picked with prices, and puts every piece in the cart once before the checkout', async () => {
    const api = await signedInClient(shop.runtime, shop.base, 'picks');
    const pk = (await api.call('/multipleNeed/saveNeedList', { list: [site('1', 'Living Room')] })).data;
    const [row] = await shop.runtime.db('projects_needs_v1').where({ package_id: pk });
    const needId = row.need_id as string;
    expect((await api.call('/need/manage/pay', { needId, plan: 'CLASSIC', ...card })).status).toBe(200);
    expect((await staff.call(`/admin/needs/${needId}/assign`, { designerId: 'demo-designer' })).status).toBe(200);
    const goods = (await api.call('/inventorySearch', { keywords: 'sofa', pageSize: 20 })).data.list.filter((g: { purchasable: boolean }) => g.purchasable).slice(0, 2);
    expect(goods).toHaveLength(2);
    expect((await designer.call(`/designer/projects/${needId}/products`, { goodsStr: `${goods[0].id}:1,${goods[1].id}:1` })).status).toBe(200);

    const v = await new PageVisitor(shop.base).signIn(api.email, clientPassword);
    const page = await v.get(`/project/info/design?needId=${needId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Your designer's picks");
    for (const g of goods) expect(page.html).toContain(g.name);
    expect(page.html).toContain('Add all to cart and check out');
    const buy = await v.post(`/project/info/design?needId=${needId}`, { csrf: v.csrf, intent: 'furniture' });
    expect(buy).toMatchObject({ status: 302, location: '/payment/index/checkout' });
    // Again: nothing doubles.
    expect((await v.post(`/project/info/design?needId=${needId}`, { csrf: v.csrf, intent: 'furniture' })).status).toBe(302);
    const cart = (await api.call('/cart/list')).data;
    expect(cart.lines.map((l: { goods: { id: string }; goodsCount: number }) => [l.goods.id, l.goodsCount]).sort()).toEqual(goods.map((g: { id: string }) => [g.id, 1]).sort());
    expect(logged).toEqual([]);
  });
});
