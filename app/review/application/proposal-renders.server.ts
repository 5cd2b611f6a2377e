import type { Knex } from 'knex';
import type { Board } from '../../../domain/canvas/board';
import type { ModelSpec } from '../../../domain/catalogue/models3d';
import { viewpointsFor, STILL_HEIGHT, STILL_WIDTH } from '../../../domain/rooms/render';
import { proposalRenderKey, reviewedObjects, type BoardSnapshot, type ProposalRender } from '../../../domain/review/proposal';
import type { RoomStillsRenderer } from '../../../infra/images/room-stills';
import type { Logger } from '../../../infra/logger';
import type { Storage } from '../../../infra/storage';
import { getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { productSpecOf } from '../../../projections/catalogue/product-model';
import type { ProposalRow } from '../../../projections/review/proposals';
import type { ProposalStillsInput } from '../../../processes/review/proposal-renders';
import { roomCallOf } from '~/canvas/index.server';

/**
 * The renders process's effect (processes/review/proposal-renders.ts): each
 * board of the version as the event published it as a room (where the designer placed every
 * piece, the first layout for the rest), rendered from the viewpoint rule's
 * viewpoints, the WebP files kept in storage, and one `AttachProposalRenders`
 * per board. A board that fails is logged (ids and an error code only) and
 * skipped; the others are attached.
 */
export interface StillsDeps {
  db: Knex;
  storage: Storage;
  logger: Logger;
  renderer: Pick<RoomStillsRenderer, 'render'>;
}

export async function proposalStills(deps: StillsDeps, input: ProposalStillsInput): Promise<{ commands: { type: string; input: unknown; key: string }[] }> {
  const { proposalId, needId, version } = input;
  const commands: { type: string; input: unknown; key: string }[] = [];
  for (const board of input.boards) {
    try {
      const renders = await boardStills(deps, proposalId, needId, board);
      if (renders.length) commands.push({ type: 'AttachProposalRenders', input: { proposalId, version, boardId: board.boardId, renders }, key: board.boardId });
    } catch (error) {
      deps.logger.warn('room stills of a published board failed; the board is shown without them', {
        proposalId, boardId: board.boardId, code: error instanceof Error ? ((error as { code?: string }).code ?? error.name) : 'Error',
      });
    }
  }
  return { commands };
}

async function boardStills(deps: StillsDeps, proposalId: string, needId: string, snapshot: BoardSnapshot): Promise<ProposalRender[]> {
  const board: Board = { background: snapshot.background, roomName: snapshot.roomName, objects: Object.fromEntries(reviewedObjects(snapshot).map((o) => [o.id, o])) };
  const call = await roomCallOf({ db: deps.db }, { boardId: snapshot.boardId, board, project: { kind: 'need', id: needId } });
  const goods = await getGoodsByIds(deps.db, [...new Set(call.placements.map((pl) => pl.productId))]);
  const specs = new Map<string, ModelSpec>();
  for (const g of goods) {
    const found = productSpecOf(g);
    if (found.hasModel) specs.set(g.id, found.spec);
  }
  const views = viewpointsFor(call.room, call.placements);
  const bodies = await deps.renderer.render({
    room: call.room,
    pieces: call.placements.map(({ placed: _placed, ...placement }) => ({ placement, spec: specs.get(placement.productId) ?? null })),
    views: views.map(({ eye, target, fov }) => ({ eye, target, fov })),
    width: STILL_WIDTH,
    height: STILL_HEIGHT,
  });
  for (const [i, view] of views.entries()) await deps.storage.putObject(proposalRenderKey(proposalId, snapshot.boardId, view.name), bodies[i]!, 'image/webp');
  return views.map((v) => ({ view: v.name, label: v.label, width: STILL_WIDTH, height: STILL_HEIGHT }));
}

/** A render as pages and the JSON calls show it: its address (served to the proposal's people only), label and size. */
export interface RenderView {
  view: string;
  label: string;
  url: string;
  width: number;
  height: number;
}

export const proposalRenderUrl = (proposalId: string, boardId: string, view: string) =>
  `/media/proposal-renders/${encodeURIComponent(proposalId)}/${encodeURIComponent(boardId)}/${encodeURIComponent(view)}.webp`;

export function rendersOf(p: Pick<ProposalRow, 'proposalId' | 'renders'>, boardId: string): RenderView[] {
  return (p.renders[boardId] ?? []).map((r) => ({ view: r.view, label: r.label, width: r.width, height: r.height, url: proposalRenderUrl(p.proposalId, boardId, r.view) }));
}
