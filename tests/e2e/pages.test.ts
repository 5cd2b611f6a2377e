import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { isPurchasable } from '../../domain/catalogue/goods';
import { demoCategories, demoGoods } from '../../composition-root/demo/catalogue';
import { specForProduct } from '../../domain/catalogue/models3d';
import { modelFileUrl } from '../../projections/catalogue/product-model';
import { demoGoodsCount } from '../../composition-root/demo/seed';
import { getGoodsByIds } from '../../projections/catalogue/goods.queries';
import { withDescendants, listCategories } from '../../projections/catalogue/categories';
import { sampleItems } from '../../app/diy/components/mood-board-landing';
import { productIds, readable, startShop } from './shop-server';

let shop: Awaited<ReturnType<typeof startShop>>;
beforeAll(async () => {
  shop = await startShop();
});

async function get(path: string) {
  const res = await fetch(shop.base + path, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: readable(await res.text()) };
}

const demo = demoGoods(demoGoodsCount);
const pages = Math.floor(demoGoodsCount / 20) + 1;

describe('storefront pages (server-rendered)', () => {
  it('home page shows the marketplace, categories and sale picks, and links to no area not built yet', async () => {
    const { status, html } = await get('/');
    expect(status).toBe(200);
    expect(html).toContain('Interior design, made personal');
    expect(html).toContain('href="/marketPlace/index"');
    expect(html).toContain('href="/design/room"');
    // The free DIY mood board: 'Try it free' goes to /diy.
    expect(html).toContain('We Love a Mood Board');
    expect(html).toContain('href="/diy"');
    for (const item of sampleItems) expect((await get(item.picture)).status, item.picture).toBe(200);
    for (const unbuilt of ['/inspiration', '/about/how-it-works']) expect(html).not.toContain(`href="${unbuilt}"`);
    // The help centre is built: the footer links it.
    expect(html).toContain('href="/customer/contact"');
    expect(html).toContain('href="/marketPlace/category/seating"');
    expect(html).toContain('Sale picks');
    expect(productIds(html).length).toBeGreaterThan(0);
  });

  it('marketplace lists 20 products a page, and page 2 is the next 20', async () => {
    const first = await get('/marketPlace/index');
    const second = await get('/marketPlace/index?page=2');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const a = productIds(first.html);
    const b = productIds(second.html);
    expect(a).toHaveLength(20);
    expect(b).toHaveLength(20);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
    expect(first.html).toContain(`1–20 of ${demoGoodsCount} products`);
    expect(second.html).toContain(`21–40 of ${demoGoodsCount} products`);
    expect(second.html).toMatch(/aria-current="page"[^>]*>2</);
    // Total pages is floor(total / 20) + 1 (part 1 §9).
    expect(first.html).toContain(`aria-label="Page ${pages}"`);
    expect(first.html).not.toContain(`aria-label="Page ${pages + 1}"`);
  });

  it('the spec’s extra last page is empty but keeps the pager', async () => {
    const { status, html } = await get(`/marketPlace/index?page=${pages}`);
    expect(status).toBe(200);
    expect(productIds(html)).toEqual([]);
    expect(html).toContain('No more products on this page');
    expect(html).toContain('aria-label="Page 1"');
  });

  it('the category filter narrows results to that category and those below it', async () => {
    const all = await get('/marketPlace/index');
    const lit = await get('/marketPlace/index?category=lightings');
    expect(lit.status).toBe(200);
    const ids = productIds(lit.html);
    expect(ids.length).toBeGreaterThan(0);
    const inBranch = withDescendants(await listCategories(shop.runtime.db), ['lightings']);
    const goods = await getGoodsByIds(shop.runtime.db, ids);
    expect(goods.every((g) => inBranch.includes(g.categoryId))).toBe(true);
    const total = demo.filter((g) => inBranch.includes(g.categoryId)).length;
    expect(total).toBeLessThan(demoGoodsCount);
    expect(lit.html).toContain(`of ${total} products`);
    expect(all.html).toContain(`of ${demoGoodsCount} products`);
    // An unknown category is ignored rather than showing an empty page.
    expect((await get('/marketPlace/index?category=no-such-category')).html).toContain(`of ${demoGoodsCount} products`);
    // The remapped display name (part 1 §3).
    expect(lit.html).toContain('<h1 id="listing-title">Lighting</h1>');
  });

  it('category pages list their branch with a breadcrumb; unknown categories are 404', async () => {
    const page = await get('/marketPlace/category/sofas');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<nav class="breadcrumb"[\s\S]*Seating[\s\S]*Sofas/);
    const goods = await getGoodsByIds(shop.runtime.db, productIds(page.html));
    expect(goods.length).toBeGreaterThan(0);
    expect(goods.every((g) => g.categoryId === 'sofas')).toBe(true);
    expect((await get('/marketPlace/category/no-such-category')).status).toBe(404);
  });

  it('keyword search reads misspellings and says what it showed', async () => {
    const { status, html } = await get('/marketPlace/index?keywords=sofs');
    expect(status).toBe(200);
    expect(html).toContain('Showing results for');
    expect(html).toContain('“sofa”');
    expect(productIds(html).length).toBeGreaterThan(0);
    const none = await get('/marketPlace/index?keywords=zzzqqqxx');
    expect(none.html).toContain('No products match');
  });

  it('product page shows name, brand, price, pictures, shipping and dimensions', async () => {
    const sample = demo.find((g) => g.salePriceCents !== null && g.shippingType === 'FREE' && isPurchasable(g))!;
    const { status, html } = await get(`/marketPlace/product/${sample.goodsId}`);
    expect(status).toBe(200);
    expect(html).toContain(`<h1 class="buy-box__name">${sample.name}</h1>`);
    expect(html).toContain(sample.brand);
    const usd = (c: number) => `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(html).toContain(usd(sample.salePriceCents!));
    expect(html).toMatch(new RegExp(`<del[^>]*>.*?${usd(sample.priceCents).replace(/[$.]/g, '\\$&')}`));
    // Its pictures are rendered from its own model (issue 22), never the catalogue's old drawings.
    const found = specForProduct({ name: sample.name, category: sample.categoryId, dimensions: sample.dimensions });
    if (!found.hasModel) throw new Error(`${sample.name} has no model`);
    for (const view of found.views) expect(html).toContain(`src="${modelFileUrl(sample.goodsId, found.key, view)}"`);
    expect(html).not.toContain('/media/art/');
    expect(html).toContain('Free shipping');
    expect(html).toContain(`W ${sample.dimensions.width} × D ${sample.dimensions.depth} × H ${sample.dimensions.height} in`);
    expect(html).toContain('You may also like');
    // Add to cart: a quantity and the button, posting to the cart (works without scripts).
    expect(html).toMatch(/<form method="post" action="\/payment\/index\/cart" class="add-to-cart">/);
    expect(html).toContain(`<input type="hidden" name="goodsId" value="${sample.goodsId}"/>`);
    expect(html).toMatch(/<button type="submit" class="button button--primary button--block">Add to cart<\/button>/);
  });

  it('a product that cannot be bought says so', async () => {
    const sample = demo.find((g) => !isPurchasable(g))!;
    const { status, html } = await get(`/marketPlace/product/${sample.goodsId}`);
    expect(status).toBe(200);
    expect(html).toContain('The product is out of stock');
  });

  it('shipping text follows the shipping type', async () => {
    const small = demo.find((g) => g.shippingType === 'SMALL')!;
    expect((await get(`/marketPlace/product/${small.goodsId}`)).html).toContain('Small-parcel shipping: $9.95 per item');
    const pct = demo.find((g) => g.shippingType === 'STANDARD' && g.shippingCost === 0)!;
    expect((await get(`/marketPlace/product/${pct.goodsId}`)).html).toContain(`Shipping: ${pct.shippingPct}% of the item price`);
  });

  it('promo page shows the PROMO10 banner and only products on sale', async () => {
    const { status, html } = await get('/marketPlace/category/promo');
    expect(status).toBe(200);
    expect(html).toContain('PROMO10');
    expect(html).toContain('10% off your first furniture purchase');
    const goods = await getGoodsByIds(shop.runtime.db, productIds(html));
    expect(goods.length).toBe(20);
    expect(goods.every((g) => g.salePriceCents !== null && g.salePriceCents < g.priceCents)).toBe(true);
  });

  it('media route draws every kind as a cacheable SVG and 404s anything else', async () => {
    const specKinds = ['sofa', 'chair', 'ottoman', 'table', 'cabinet', 'bed', 'textile', 'lamp', 'pendant', 'rug', 'art', 'mirror', 'vase', 'curtain'];
    const demoKinds = demoCategories.flatMap((c) => (c.kind ? [c.kind] : []));
    for (const kind of new Set([...specKinds, ...demoKinds])) {
      for (const variant of [1, 2, 3]) {
        const res = await fetch(`${shop.base}/media/art/${kind}/217-${variant}.svg`);
        expect(res.status, `${kind} ${variant}`).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/svg+xml');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>$/);
      }
    }
    const again = await (await fetch(`${shop.base}/media/art/sofa/217-1.svg`)).text();
    expect(await (await fetch(`${shop.base}/media/art/sofa/217-1.svg`)).text()).toBe(again);
    for (const bad of ['unicorn/10-1.svg', 'sofa/360-1.svg', 'sofa/10-4.svg', 'sofa/10-1.png', 'sofa/abc.svg', 'sofa/-1-1.svg']) {
      expect((await fetch(`${shop.base}/media/art/${bad}`)).status, bad).toBe(404);
    }
  });

  it('unknown paths get the 404 page with a way home and a search box', async () => {
    const { status, html } = await get('/this/page/does-not-exist');
    expect(status).toBe(404);
    // The page's own section (the header has a search box of its own).
    const section = html.slice(html.indexOf('<section class="container status-page"'), html.indexOf('</section>', html.indexOf('status-page')));
    expect(section).toMatch(/<h1 id="status-title">We can’t find that page<\/h1>/);
    expect(section.match(/<input[^>]*name="keywords"/g)).toHaveLength(1);
    expect(section).toMatch(/<a[^>]*href="\/"[^>]*>Back to home<\/a>/);
    expect((await get('/marketPlace/product/no-such-product')).status).toBe(404);
  });

  // Last: it changes the catalogue the other tests read.
  it('a delisted product is a 404', async () => {
    const id = demo[5].goodsId;
    expect((await get(`/marketPlace/product/${id}`)).status).toBe(200);
    await shop.runtime.execute(catalogueCommands.DelistGoods, { goodsId: id }, { actor: { kind: 'system' } });
    expect((await get(`/marketPlace/product/${id}`)).status).toBe(404);
  });
});

describe('when reads fail', () => {
  // After every other test: it takes the database away from the shared shop.
  it('pages answer 500 with the spec’s busy message', async () => {
    await shop.runtime.runner?.stop();
    await shop.runtime.db.destroy();
    const { status, html } = await get('/marketPlace/index');
    expect(status).toBe(500);
    expect(html).toContain('The system is busy, please try again later');
    expect(html).toContain('class="site-header"');
  });
});
