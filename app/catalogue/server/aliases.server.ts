import { redirect } from '@remix-run/node';

/**
 * The spec's other addresses of the shop (part 2 §2: /marketPlace, /marketPlace/promo2,
 * /marketPlace/detail, /product, /product/page, /product/page/{uuid}) answer with a
 * permanent redirect to the page that serves them, keeping the query (a search or
 * filters) except the product id the path now carries. Targets are built from our
 * own paths and an encoded id, so they never leave the site.
 */
export function shopAlias(request: Request, to: string, drop: readonly string[] = []): Response {
  const query = new URL(request.url).searchParams;
  for (const name of drop) query.delete(name);
  const search = query.toString();
  return redirect(search ? `${to}?${search}` : to, 301);
}

export const productPath = (id: string) => `/marketPlace/product/${encodeURIComponent(id)}`;

/** A product page asked for by ?id= (or ?uuid=), else the marketplace. */
export function productAlias(request: Request): Response {
  const query = new URL(request.url).searchParams;
  const id = (query.get('id') ?? query.get('uuid') ?? '').trim();
  return id ? shopAlias(request, productPath(id), ['id', 'uuid']) : shopAlias(request, '/marketPlace/index', ['id', 'uuid']);
}
