/** The site's JSON calls the editor uses (envelope { success, data, message }). Browser only. */

export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
}

export async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json', ...(init?.headers ?? {}) }, ...init });
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !body?.success) throw new Error(body?.message || 'The system is busy, please try again later');
  return body.data;
}

export const postForm = <T,>(url: string, fields: Record<string, string>) =>
  call<T>(url, { method: 'POST', body: new URLSearchParams(fields), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });

export interface MarketGoods {
  id: string;
  name: string;
  brand: string;
  categoryId: string | null;
  vendorId: string | null;
  effectivePriceCents: number;
  priceCents: number;
  availability: string | null;
  purchasable: boolean;
  savedPics: string[];
  visitUrl: string;
  /** Counted stock left (null: made to order); goods/getByIds gives it. */
  stock?: number | null;
}

/** The marketplace search; `categoryIds` keeps to those categories (and the ones under them). */
export const searchProducts = (keywords: string, page = 1, categoryIds: readonly string[] = []) =>
  call<{ list: MarketGoods[]; total: number }>(`/api/inventorySearch?${new URLSearchParams({ isManual: '4', page: String(page), pageSize: '12', keywords, ...(categoryIds.length ? { parentCategorys: categoryIds.join(',') } : {}) })}`);

export const goodsByIds = (ids: string[]) => (ids.length ? call<MarketGoods[]>(`/api/goods/getByIds?${new URLSearchParams({ ids: ids.join(',') })}`) : Promise.resolve([]));

/** Every product on the board into the cart at once (part 1: 'Added To Cart.'). */
export const addAllToCart = (goodsIds: string[], referId: string) => postForm<unknown>('/api/cart/batchSaveDiyMb', { goodsStr: goodsIds.join(','), referId }).then(() => 'Added To Cart.');
