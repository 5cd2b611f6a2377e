import { PageVisitor } from './page-visitor';

/** A visitor's DIY bedroom through the budget step, without scripts: the visitor, the project's id and its query. */
export async function diyThroughBudget(base: string) {
  const v = new PageVisitor(base);
  await v.get('/diy/room');
  const diyId = JSON.parse((await v.post('/api/diy/start', { roomType: 'Bedroom' })).html).data.diyId as string;
  const q = new URLSearchParams({ id: diyId });
  await v.get(`/diy/image?${q}`);
  await v.post(`/diy/image?${q}`, { csrf: v.csrf, intent: 'next', photoIds: ['p1', 'p2', 'p3'] });
  await v.get(`/diy/budget?${q}`);
  await v.post(`/diy/budget?${q}`, { csrf: v.csrf, intent: 'next', type: 'LUX' });
  return { v, diyId, q };
}
