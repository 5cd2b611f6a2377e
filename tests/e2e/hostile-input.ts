import path from 'node:path';
import { contextRouteFiles } from '../../vite.routes';
import { expect } from 'vitest';

/** Hostile input the bad-input sweeps send (bad-input.test.ts, bad-input-api.test.ts). */
/** Sign-out calls end the sweeping caller's session: they are swept last, so the calls before them are swept signed in. */
const endsSession = (p: string) => /(^|\/)logout$/.test(p);

/**
 * Every JSON call the app serves, from its route files (`api.client.manage.get.ts` → /api/client/manage/get),
 * in name order whatever folder holds them, the sign-out calls last.
 */
export const apiPaths = contextRouteFiles('app')
  .map((file) => path.basename(file))
  .filter((f) => f.startsWith('api.') && f !== 'api.$.ts')
  .map((f) => '/' + f.replace(/^api\./, '').replace(/\.tsx?$/, '').split('.').map((part) => (part.startsWith('$') ? 'x1' : part.replace(/_$/, ''))).join('/'))
  .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)) || a.localeCompare(b));

/** Runs `work` over every JSON call, `size` at a time; the sign-out calls once every other call is done. */
export async function overApiPaths(size: number, work: (path: string) => Promise<void>) {
  await inPool(apiPaths.filter((p) => !endsSession(p)), size, work);
  await inPool(apiPaths.filter(endsSession), 1, work);
}

const nul = 'a\u0000b';
export const bodies: { name: string; type: string; body: string }[] = [
  { name: 'JSON with NUL', type: 'application/json', body: JSON.stringify({ email: nul, password: nul, username: nul, id: nul, keywords: nul, code: nul, type: nul, mobile: nul, name: nul }) },
  { name: 'JSON with a lone surrogate', type: 'application/json', body: `{"email":"${'a\\ud800b'}","keywords":"\\udc00","username":"\\ud800"}` },
  { name: 'form with NUL', type: 'application/x-www-form-urlencoded', body: new URLSearchParams({ email: nul, keywords: nul, username: nul, id: nul, code: nul }).toString() },
  { name: 'malformed JSON', type: 'application/json', body: '{"email": ' },
  { name: 'JSON array', type: 'application/json', body: '[1,2,3]' },
  { name: 'JSON string', type: 'application/json', body: '"x"' },
  { name: 'multipart', type: 'multipart/form-data; boundary=XyZ', body: '--XyZ\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--XyZ--\r\n' },
  { name: 'broken multipart', type: 'multipart/form-data; boundary=XyZ', body: '--nope\r\ngarbage' },
  { name: 'plain text', type: 'text/plain', body: 'hello' },
  { name: 'huge numbers', type: 'application/json', body: JSON.stringify({ page: 1e308, pageSize: -1, priceCents: 1e300, sort: 99, count: 'NaN' }) },
];
export const queries = ['?keywords=%00', '?keywords=%ED%A0%80', '?page=%00&pageSize=99999999999999999999', '?ids=%00,%ff', '?parentCategorys=%00', '?type=%00', '?needId=%00&packageId=%00&status=%00', '?needId=C9999999999&from=review&roomType=%ED%A0%80', '?needId=1&goodsIds=%00,%ff&username=%00&boardName=%ED%A0%80&cursor=%00&limit=1e309&width=-1', '?sort=%5B%22%00%22%2C1%5D&range=%5B1e309%2C-1%5D&filter=%7B%22from%22%3A%22%00%22%2C%22id%22%3A%5B%7B%7D%5D%7D&at=1e309'];

/** Runs `work` over `items`, `size` at a time. */
export async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: size }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

export function expectNoServerError(status: number, what: string) {
  expect(status, what).toBeLessThan(500);
}
