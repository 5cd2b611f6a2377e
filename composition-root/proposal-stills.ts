import type { Knex } from 'knex';
import type { Board } from '../domain/canvas/board';
import type { ModelSpec } from '../domain/catalogue/models3d';
import { resolveModelFacts } from '../domain/catalogue/model-facts';
import type { ProductFacts } from '../domain/rooms/board-items';
import { roomOfBrief } from '../domain/rooms/defaults';
import { boardPlacements, viewpointsFor, STILL_HEIGHT, STILL_WIDTH } from '../domain/rooms/render';
import { perspectiveOf, viewRenderName } from '../domain/canvas/views';
import { parseRoom, type Room } from '../domain/rooms/room';
import { proposalRenderKey, reviewedObjects, type BoardSnapshot, type ProposalRender } from '../domain/review/proposal';
import type { RoomStillsRenderer } from '../infra/images/room-stills';
import type { Logger } from '../infra/logger';
import type { Storage } from '../infra/storage';
import { getGoodsByIds } from '../projections/catalogue/goods.queries';
import { productSpecOf } from '../projections/catalogue/product-model';
import { needById } from '../projections/projects/needs';
import { getProposal } from '../projections/review/proposals';
import type { ProposalStillsInput } from '../processes/review/proposal-renders';

/**
 * The renders process's effect (processes/review/proposal-renders.ts, ADR 038):
 * each board of the version as the event published it, as a room — the
 * project's room (the one measured in the brief, else its room type's default,
 * as the room call takes it), every product where the designer placed it or
 * the first layout puts it — rendered from the viewpoint rule's viewpoints, the
 * WebP files kept in storage, and one `AttachProposalRenders` per board. A board
 * that fails is logged (ids and an error code only) and skipped.
 */
export interface StillsDeps {
  db: Knex;
  storage: Storage;
  logger: Logger;
  renderer: Pick<RoomStillsRenderer, 'render'>;
}

type Answer = { commands: { type: string; input: unknown; key: string }[] };

export async function proposalStills(deps: StillsDeps, input: ProposalStillsInput): Promise<Answer> {
  const { proposalId, needId, version } = input;
  const boards = input.boards ?? (await publishedBoards(deps.db, proposalId, version));
  const room = await roomOfNeed(deps.db, needId);
  const commands: Answer['commands'] = [];
  for (const board of boards) {
    try {
      // The board's own room as published (the designer's, ADR 039), else the project's.
      const own = board.room ? parseRoom(board.room).room : null;
      const renders = await boardStills(deps, proposalId, own ?? room, board);
      if (renders.length) commands.push({ type: 'AttachProposalRenders', input: { proposalId, version, boardId: board.boardId, renders }, key: board.boardId });
    } catch (error) {
      deps.logger.warn('room stills of a published board failed; the board is shown without them', {
        proposalId, boardId: board.boardId, code: error instanceof Error ? ((error as { code?: string }).code ?? error.name) : 'Error',
      });
    }
  }
  return { commands };
}

/** The boards of a version as it was published, asked for again later (the read model has had them since publishing). */
async function publishedBoards(db: Knex, proposalId: string, version: number): Promise<BoardSnapshot[]> {
  const row = await getProposal(db, proposalId);
  // Not there yet (a read model rebuilt this moment): the runner tries the step again.
  if (!row || row.version !== version || row.status === 'DRAFT') throw Object.assign(new Error('The published version is not in the read model yet'), { code: 'PROPOSAL_NOT_READ' });
  return row.boards;
}

/** The project's room, as the room call takes a design project's (domain/rooms `roomOfBrief`). */
async function roomOfNeed(db: Knex, needId: string): Promise<Room> {
  const need = await needById(db, needId);
  return roomOfBrief(need?.room.name ?? 'Living Room', need?.answers.ROOM_DETAILS ?? null).room;
}

async function boardStills(deps: StillsDeps, proposalId: string, room: Room, snapshot: BoardSnapshot): Promise<ProposalRender[]> {
  const board: Board = { background: snapshot.background, roomName: snapshot.roomName, room: snapshot.room ?? null, objects: Object.fromEntries(reviewedObjects(snapshot).map((o) => [o.id, o])) };
  const ids = [...new Set(Object.values(board.objects).flatMap((o) => (o.type === 'product' && o.objMeta.productId ? [o.objMeta.productId] : [])))];
  const facts = new Map<string, ProductFacts>();
  const specs = new Map<string, ModelSpec>();
  for (const g of await getGoodsByIds(deps.db, ids)) {
    const resolved = resolveModelFacts(g);
    facts.set(g.id, { name: g.name, kind: resolved.kind, variant: resolved.variant, dimensions: g.dimensions });
    const found = productSpecOf(g);
    if (found.hasModel) specs.set(g.id, found.spec);
  }
  const placements = boardPlacements(room, board, (id) => facts.get(id));
  // The designer's views saved on the 3D page (issue 23), else the stated rule's; a view's file is named by its place (v-1 …), its caption is its name.
  const views = snapshot.views?.length
    ? snapshot.views.map((v, i) => ({ name: viewRenderName(i), label: v.name, ...perspectiveOf(v) }))
    : viewpointsFor(room, placements);
  const bodies = await deps.renderer.render({
    room,
    pieces: placements.map((placement) => ({ placement, spec: specs.get(placement.productId) ?? null })),
    views: views.map(({ eye, target, fov }) => ({ eye, target, fov })),
    width: STILL_WIDTH,
    height: STILL_HEIGHT,
  });
  for (const [i, view] of views.entries()) await deps.storage.putObject(proposalRenderKey(proposalId, snapshot.boardId, view.name), bodies[i]!, 'image/webp');
  return views.map((v) => ({ view: v.name, label: v.label, width: STILL_WIDTH, height: STILL_HEIGHT }));
}
