import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { aiRoomNames, aiStyles, chosenIds, composeBoard, type AiRoom, type AiStyle } from '../domain/aiboards/composer';
import type { ModelSpec } from '../domain/catalogue/models3d';
import { resolveModelFacts } from '../domain/catalogue/model-facts';
import { checkLayout } from '../domain/rooms/checks';
import { defaultRoom } from '../domain/rooms/defaults';
import { firstLayout } from '../domain/rooms/layout';
import type { BoardItem, Placement } from '../domain/rooms/placement';
import { viewpointsFor } from '../domain/rooms/render';
import type { Room } from '../domain/rooms/room';
import type { RoomStillsRenderer } from '../infra/images/room-stills';
import { ProviderError, type StudioAsk, type StudioComposer, type StudioPicture } from '../infra/renders';
import { aiBoardCandidates } from '../projections/aiboards/candidates.queries';
import { getGoodsByIds, type GoodsView } from '../projections/catalogue/goods.queries';
import { productSpecOf } from '../projections/catalogue/product-model';

/**
 * The studio renderer's composer (ADR 062): a room of the asked type and style,
 * furnished by the free AI mood board's composer (ADR 045: its slot plan, the
 * style's materials and colours, pieces in stock) at a fixed budget, laid out in
 * the room type's typical room by the 3D room's first layout (a piece that would
 * stand outside the walls, through the ceiling or in another gives way), and
 * rendered by the server's own software still renderer (in its child process,
 * so the event loop is never held). Every product drawn is named, so the render
 * can be shopped piece by piece. It does not look at the client's photo.
 */

/** The budget a studio room is composed for (in cents): a mid-range room, so most slots are filled. */
export const studioBudgetCents = 8_000_00;
/** The picture's size: the render pages show it at 4:3. */
export const studioSize = { width: 960, height: 720 } as const;

const isRoom = (v: string): v is AiRoom => (aiRoomNames as readonly string[]).includes(v);
const isStyle = (v: string): v is AiStyle => (aiStyles as readonly string[]).includes(v);

/** Which slots show their alternative: from the seed, so two renders of one room and style differ, and one render asked twice does not. */
export function swappedSlots(seed: string, slotKeys: readonly string[]): string[] {
  const bits = createHash('sha256').update(seed).digest();
  return slotKeys.filter((_, i) => (bits[i % bits.length]! & 1) === 1);
}

const itemOf = (g: GoodsView, i: number): BoardItem => {
  const facts = resolveModelFacts(g);
  return { objectId: `p${i}`, productId: g.id, name: g.name, kind: facts.kind, variant: facts.variant, dimensions: g.dimensions, left: 100 + i * 200, top: 300, width: 150, height: 150 };
};

/** The pieces, in the plan's order, that stand in the room together: a misfit gives way. */
export function fittingLayout(room: Room, goods: readonly GoodsView[]): Placement[] {
  const kept: GoodsView[] = [];
  for (const g of goods) {
    const { placements } = firstLayout(room, [...kept, g].map(itemOf));
    if (!checkLayout(room, placements).some((w) => ['outside', 'too-high', 'collision'].includes(w.kind))) kept.push(g);
  }
  return kept.length ? firstLayout(room, kept.map(itemOf)).placements : [];
}

export function studioComposer(deps: { db: Knex; renderer: () => Pick<RoomStillsRenderer, 'render'> }): StudioComposer {
  return async ({ roomType, style, seed }: StudioAsk): Promise<StudioPicture> => {
    if (!isRoom(roomType) || !isStyle(style)) throw new ProviderError('The studio renders the listed room types and styles only', false);
    const brief = { room: roomType, style, budgetCents: studioBudgetCents };
    const board = composeBoard(brief, await aiBoardCandidates(deps.db, brief));
    const ids = chosenIds(board.slots, swappedSlots(seed, board.slots.map((s) => s.key)));
    const byId = new Map((await getGoodsByIds(deps.db, ids)).map((g) => [g.id, g]));
    const goods = ids.map((id) => byId.get(id)).filter((g): g is GoodsView => Boolean(g));
    const room = defaultRoom(roomType);
    const placements = fittingLayout(room, goods);
    if (!placements.length) return { image: Buffer.alloc(0), goodsIds: [] };
    const specs = new Map<string, ModelSpec>();
    for (const g of goods) {
      const found = productSpecOf(g);
      if (found.hasModel) specs.set(g.id, found.spec);
    }
    const [view] = viewpointsFor(room, placements);
    const [image] = await deps.renderer().render({
      room,
      pieces: placements.map((placement) => ({ placement, spec: specs.get(placement.productId) ?? null })),
      views: [{ eye: view!.eye, target: view!.target, fov: view!.fov }],
      ...studioSize,
    });
    return { image: image!, goodsIds: [...new Set(placements.map((p) => p.productId))] };
  };
}

/** The room type's typical room, empty, from where the studio looks at it: the demo's "photo of the room" (composition-root/demo/renders.ts). */
export async function emptyRoomStill(renderer: Pick<RoomStillsRenderer, 'render'>, roomType: string): Promise<Buffer> {
  const room = defaultRoom(roomType);
  const [view] = viewpointsFor(room, []);
  const [image] = await renderer.render({ room, pieces: [], views: [{ eye: view!.eye, target: view!.target, fov: view!.fov }], ...studioSize });
  return image!;
}
