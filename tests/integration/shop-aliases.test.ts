import { describe, expect, it } from 'vitest';
import { startTestApp } from '../support/http-app';

const ready = startTestApp({}, { demoData: true });

/** Where a path redirects to (status and Location), without following it. */
async function redirectOf(path: string) {
  const { base } = await ready;
  const res = await fetch(base + path, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
}

async function someProductId(): Promise<string> {
  const { base } = await ready;
  const res = await fetch(`${base}/api/inventorySearch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pageSize: 1 }) });
  return (await res.json()).data.list[0].id;
}

describe("the shop's other addresses (part 2 §2, issue 22)", () => {
  it('/marketPlace and /product are the marketplace, keeping a search and its filters', async () => {
    expect(await redirectOf('/marketPlace')).toEqual({ status: 301, location: '/marketPlace/index' });
    expect(await redirectOf('/product')).toEqual({ status: 301, location: '/marketPlace/index' });
    expect(await redirectOf('/product?keywords=velvet+sofa&colour=sage')).toEqual({ status: 301, location: '/marketPlace/index?keywords=velvet+sofa&colour=sage' });
  });

  it('/marketPlace/promo2 is the promotion page', async () => {
    expect(await redirectOf('/marketPlace/promo2')).toEqual({ status: 301, location: '/marketPlace/category/promo' });
  });

  it('/product/page/{uuid}, /product/page?id= and /marketPlace/detail?id= are the product page, which answers', async () => {
    const id = await someProductId();
    const page = `/marketPlace/product/${id}`;
    expect(await redirectOf(`/product/page/${id}`)).toEqual({ status: 301, location: page });
    expect(await redirectOf(`/product/page?id=${id}`)).toEqual({ status: 301, location: page });
    expect(await redirectOf(`/marketPlace/detail?id=${id}&ref=mail`)).toEqual({ status: 301, location: `${page}?ref=mail` });
    const { base } = await ready;
    const res = await fetch(`${base}/product/page/${id}`);
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${base}${page}`);
  });

  it('without an id they are the marketplace; an odd id stays a path on this site and finds nothing', async () => {
    expect(await redirectOf('/product/page')).toEqual({ status: 301, location: '/marketPlace/index' });
    expect(await redirectOf('/marketPlace/detail')).toEqual({ status: 301, location: '/marketPlace/index' });
    const odd = await redirectOf(`/marketPlace/detail?id=${encodeURIComponent('//evil.example/x?y')}`);
    expect(odd).toEqual({ status: 301, location: '/marketPlace/product/%2F%2Fevil.example%2Fx%3Fy' });
    const { base } = await ready;
    expect((await fetch(base + odd.location!)).status).toBe(404);
  });

  it('/marketPlace/category, every category, is the marketplace; an unknown category is not found', async () => {
    expect(await redirectOf('/marketPlace/category')).toEqual({ status: 301, location: '/marketPlace/index' });
    expect(await redirectOf('/marketPlace/category/?keywords=oak')).toEqual({ status: 301, location: '/marketPlace/index?keywords=oak' });
    expect((await redirectOf('/marketPlace/category/no-such-category')).status).toBe(404);
  });
});
