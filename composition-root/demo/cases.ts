import type { AppRuntime } from '../runtime';
import { contentCommands } from '../../domain/content/commands';
import { caseStyles } from '../../domain/content/design-case';
import { roomTypes } from '../../domain/projects/rooms';
import { resolveModelFacts } from '../../domain/catalogue/model-facts';
import { checkLayout } from '../../domain/rooms/checks';
import { defaultRoom } from '../../domain/rooms/defaults';
import { firstLayout } from '../../domain/rooms/layout';
import type { BoardItem } from '../../domain/rooms/placement';
import type { Room } from '../../domain/rooms/room';
import type { Actor } from '../../domain/shared/messages';
import { demoGoods, type DemoGoods } from './catalogue';

const system: Actor = { kind: 'system' };
export const demoCasesPerRoom = 5;
/** The demo designer (composition-root/demo/accounts.ts). */
const demoDesignerId = 'demo-designer';

/** The demo catalogue's categories that furnish each room type (by HOUSE_STYLE label id). */
const furnishing: Record<string, string[]> = {
  '1': ['sofas', 'coffee-tables', 'accent-chairs', 'area-rugs', 'floor-lamps', 'wall-art', 'media-consoles', 'pillows'],
  '2': ['sectionals', 'dining-tables', 'dining-chairs', 'pendants', 'area-rugs', 'bookcases', 'side-tables'],
  '3': ['beds', 'nightstands', 'bedding', 'table-lamps', 'dressers', 'mirrors', 'curtain-panels'],
  '4': ['desks', 'accent-chairs', 'bookcases', 'table-lamps', 'wall-art', 'runners'],
  '5': ['dining-chairs', 'pendants', 'vases', 'runners', 'blinds', 'wall-art'],
  '6': ['dining-tables', 'dining-chairs', 'sideboards', 'pendants', 'mirrors', 'area-rugs'],
  '7': ['runners', 'mirrors', 'ottomans', 'wall-art', 'side-tables', 'pendants'],
  '8': ['outdoor-seating', 'outdoor-dining', 'pillows', 'vases', 'floor-lamps'],
  '9': ['beds', 'bookcases', 'bedding', 'area-rugs', 'table-lamps', 'ottomans'],
  '22': ['mirrors', 'blinds', 'vases', 'runners', 'wall-art', 'pendants'],
};
const moods = ['refresh', 'retreat', 'makeover', 'edit', 'story'] as const;
const blurbs = [
  'Layered textures and a calm palette, with every piece chosen to be used every day.',
  'A small-budget refresh: a few strong pieces, the rest kept simple and easy to live with.',
  'Warm wood, soft light and room to move, planned on the room’s own floor plan.',
  'A bolder take, mixing colour and pattern without losing the room’s calm.',
  'Pieces that work hard: storage where it is needed and seats for everyone.',
];

export interface DemoCase {
  caseId: string;
  /** The demo designer is credited with the first two cases of each room (their portfolio at /@dana.designs). */
  designerId?: string;
  content: {
    title: string; description: string; roomTypeId: string; style: (typeof caseStyles)[number]; budgetCents: number;
    goodsIds: string[]; pictures: { url: string; alt: string }[]; floorPlan: null; boards: [];
  };
}

/**
 * Design cases for a fresh start (issue 24): five per room type, each furnished
 * from the demo catalogue (one product of each category the room uses, a
 * different one per case), its style one of the eight in turn, its budget what
 * its products cost rounded up to the next $500, its picture the room type's
 * rendered room (/media/rooms/…, made from the catalogue's 3D models). A piece
 * that would not fit the room type's typical room (laid out by the 3D room's
 * rule: outside the walls, through the ceiling, overlapping another) gives way
 * to the next of its category, so a case's floor plan shows no misfit.
 */
export function demoCases(goodsCount: number): DemoCase[] {
  return [...demoCaseMakers(goodsCount)].map((make) => make());
}

/**
 * One maker per demo case, in order: each lays out its own case when called, so
 * the seeder can let other work run between cases (laying out a room's pieces is
 * CPU work that would otherwise hold the event loop for seconds, and leave open
 * transactions of the projections idle long enough to be ended).
 */
function* demoCaseMakers(goodsCount: number): Generator<() => DemoCase> {
  const goods = demoGoods(goodsCount);
  const byCategory = new Map<string, DemoGoods[]>();
  for (const g of goods) byCategory.set(g.categoryId, [...(byCategory.get(g.categoryId) ?? []), g]);
  for (const [r, room] of roomTypes().entries())
    for (let i = 0; i < demoCasesPerRoom; i++) yield (): DemoCase => {
      const space = defaultRoom(room.name);
      const picked: DemoGoods[] = [];
      for (const c of furnishing[room.id] ?? []) {
        const list = byCategory.get(c) ?? [];
        const start = (i * 2 + r) % Math.max(1, list.length);
        const fits = list.map((_, k) => list[(start + k) % list.length]!).find((g) => fitsWith(space, picked, g));
        if (fits) picked.push(fits);
      }
      const style = caseStyles[(r * demoCasesPerRoom + i) % caseStyles.length]!;
      const cost = picked.reduce((sum, g) => sum + (g.salePriceCents ?? g.priceCents), 0);
      return {
        caseId: `demo-${room.id}-${i + 1}`,
        ...(i < 2 ? { designerId: demoDesignerId } : {}),
        content: {
          title: `${style} ${room.name.toLowerCase()} ${moods[i]}`.replace(/^./, (c) => c.toUpperCase()),
          description: blurbs[i]!,
          roomTypeId: room.id,
          style,
          budgetCents: Math.ceil(cost / 50_000) * 50_000,
          goodsIds: picked.map((g) => g.goodsId),
          pictures: [{ url: room.picture, alt: `A ${room.name.toLowerCase()} furnished with the case’s products` }],
          floorPlan: null,
          boards: [],
        },
      };
    };
}

/** The piece stands in the room with those already chosen, none of them outside the walls, through the ceiling or overlapping another. */
function fitsWith(room: Room, chosen: readonly DemoGoods[], next: DemoGoods): boolean {
  const items: BoardItem[] = [...chosen, next].map((g, i) => {
    const facts = resolveModelFacts(g);
    return { objectId: `p${i}`, productId: g.goodsId, name: g.name, kind: facts.kind, variant: facts.variant, dimensions: g.dimensions, left: 100 + i * 200, top: 300, width: 150, height: 150 };
  });
  const { placements } = firstLayout(room, items);
  return !checkLayout(room, placements).some((w) => ['outside', 'too-high', 'collision'].includes(w.kind));
}

/** The last demo case's publishing: once it is recorded, every demo case is (they are seeded in order). */
const doneId = () => `demo:case:demo-${roomTypes().at(-1)!.id}-${demoCasesPerRoom}:publish`;

/**
 * Authored and published through the console's commands; fixed command ids, so seeding twice adds nothing.
 * Asked first whether that was done, so a start after the first lays out no cases.
 */
export async function seedDemoCases(runtime: Pick<AppRuntime, 'pipeline' | 'store' | 'logger'>, goodsCount: number): Promise<void> {
  if (await runtime.store.commandResult(doneId())) return;
  let seeded = 0;
  for (const make of demoCaseMakers(goodsCount)) {
    await new Promise((resolve) => setImmediate(resolve));
    const c = make();
    await runtime.pipeline.execute(contentCommands.AuthorDesignCase, c, { actor: system, commandId: `demo:case:${c.caseId}:author` });
    await runtime.pipeline.execute(contentCommands.PublishDesignCase, { caseId: c.caseId }, { actor: system, commandId: `demo:case:${c.caseId}:publish` });
    seeded += 1;
  }
  runtime.logger.info('demo design cases seeded', { cases: seeded });
}
