import { maxIdeasKept } from '../../../domain/diy/steps';
import { roomTypes } from '../../../domain/projects/rooms';
import type { Runtime } from '../../../infra/runtime';
import { delistedAmong, getGoodsByIds } from '../../../projections/catalogue/goods.queries';
import { openDiyBoard } from '~/canvas/index.server';
import { diyProjectOf } from './diy-view.server';
import { saveDiyStep, startDiy, type DiyCaller } from './diy.server';

/**
 * "Start a DIY board from this" (issue 24, an idea board): a new DIY project for the room, the listed
 * products among these kept as its ideas (at most the DIY limit), and its mood board opened with them
 * laid out. Answers the board's page, /div/moodboard?id={diyId}.
 */
export async function startDiyBoardWith(runtime: Runtime, caller: DiyCaller, input: { roomTypeId: string | null; goodsIds: readonly string[] }): Promise<string> {
  const roomType = roomTypes().find((r) => r.id === input.roomTypeId)?.id ?? roomTypes()[0]!.id;
  const unique = [...new Set(input.goodsIds)];
  const [goods, delisted] = await Promise.all([getGoodsByIds(runtime.db, unique), delistedAmong(runtime.db, unique)]);
  const pieces = goods.filter((g) => !delisted.has(g.id)).map((g) => g.id).slice(0, maxIdeasKept);
  const project = await startDiy(runtime, caller, { roomType });
  if (pieces.length) await saveDiyStep(runtime, caller, { id: project.diyId, step: 'RENDERING', values: { goodsIds: pieces } });
  await openDiyBoard(runtime, caller.actor, project.diyId, pieces, diyProjectOf);
  return `/div/moodboard?${new URLSearchParams({ id: project.diyId })}`;
}

/** Opens a DIY project's mood board with these products laid out (those not on it yet); answers the canvas board's id. */
export const openDiyCanvas = (runtime: Runtime, actor: DiyCaller['actor'], diyId: string, goodsIds: string[]) => openDiyBoard(runtime, actor, diyId, goodsIds, diyProjectOf);
