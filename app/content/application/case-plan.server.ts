import { resolveModelFacts } from '../../../domain/catalogue/model-facts';
import { roomTypeById } from '../../../domain/projects/rooms';
import { defaultRoom } from '../../../domain/rooms/defaults';
import { firstLayout } from '../../../domain/rooms/layout';
import type { BoardItem } from '../../../domain/rooms/placement';
import { planModel } from '../../../domain/rooms/plan';
import { planSvg } from '../../../domain/rooms/plan-svg';
import type { Runtime } from '../../../infra/runtime';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import type { CaseRecord } from '../../../projections/content/design-cases';

/**
 * A case's floor plan (issue 24): its products at their true sizes in a room of
 * its type, laid out by the 3D room's stated rule (domain/rooms/layout.ts), drawn
 * as the 3D page draws its plan — walls, openings, every footprint, the room's
 * sides and the clearances. Made when asked: a few milliseconds, and always the
 * products' sizes of today. Null when none of its products has a size to place.
 */
export async function casePlanSvg(runtime: Runtime, c: Pick<CaseRecord, 'title' | 'roomTypeId' | 'goodsIds'>): Promise<string | null> {
  const goods = await getGoodsByIds(runtime.db, c.goodsIds);
  const items: BoardItem[] = goods.flatMap((g, i) => {
    const facts = resolveModelFacts(g);
    if (!g.dimensions) return [];
    // No 2D board to read places from: the pieces stand in a row, and the rule puts each where its kind goes.
    return [{ objectId: `p${i}`, productId: g.id, name: g.name, kind: facts.kind, variant: facts.variant, dimensions: g.dimensions, left: 100 + i * 200, top: 300, width: 150, height: 150 }];
  });
  if (!items.length) return null;
  const room = defaultRoom(roomTypeById(c.roomTypeId)?.name ?? 'Living Room');
  const { placements } = firstLayout(room, items);
  return planSvg(planModel(room, placements), { title: `Floor plan of ${c.title}` });
}
