import { type DiyProjectEvent, type DiyProjectState, diyStream, evolveDiyProject, initialDiyProjectState } from '../../../domain/diy/diy-project';
import type { Runtime } from '../../../infra/runtime';
import { type DiyOwnerRef, type DiyProjectView, diyProjectsProjection, getDiyProjectOf } from '../../../projections/diy/projects';
import { foldWithFreshness } from '../../web/stream-freshness.server';

/**
 * One owner's DIY project, or null (another owner's is not found). While the read
 * model has not applied the project's latest events (just started or saved, or the
 * feed held back), the answer comes from those events (issue 20).
 */
export async function diyProjectOf(runtime: Runtime, owner: DiyOwnerRef, diyId: string): Promise<DiyProjectView | null> {
  const { state, caughtUp } = await foldWithFreshness(runtime, diyViewFold, diyStream(diyId), [diyProjectsProjection.name]);
  return caughtUp ? getDiyProjectOf(runtime.db, owner, diyId) : diyViewOf(state, owner);
}

const sameOwner = (a: DiyOwnerRef, b: DiyOwnerRef) => (a.kind === 'client' ? b.kind === 'client' && a.clientId === b.clientId : b.kind === 'visitor' && a.visitorId === b.visitorId);

/** The project's events folded as the DIY read model applies them (its dates beside the decider's state). */
export const diyViewFold = {
  initialState: () => ({ project: initialDiyProjectState(), createdAt: '', updatedAt: '' }),
  evolve(folded: { project: DiyProjectState; createdAt: string; updatedAt: string }, event: DiyProjectEvent) {
    const d = event.data as Record<string, unknown>;
    const at = [d.startedAt, d.answeredAt, d.claimedAt, d.savedAt, d.upgradedAt].find((v): v is string => typeof v === 'string');
    return {
      project: evolveDiyProject(folded.project, event),
      createdAt: event.type === 'DiyProjectStarted' ? event.data.startedAt : folded.createdAt,
      updatedAt: at ?? folded.updatedAt,
    };
  },
};

/** The project as the DIY read model would show it once it has applied its events; null when it is another owner's. */
export function diyViewOf(folded: ReturnType<typeof diyViewFold.initialState>, owner: DiyOwnerRef): DiyProjectView | null {
  const { project: state, createdAt, updatedAt } = folded;
  const p = state.project;
  if (!p || !sameOwner(p.owner, owner)) return null;
  const answers = p.answers as Record<string, unknown>;
  const kept = (answers.RENDERING as { goodsIds?: unknown } | undefined)?.goodsIds;
  return {
    diyId: p.diyId, room: p.room, status: p.status, answers, goodsIds: Array.isArray(kept) ? (kept as string[]) : [], needPackageId: p.needPackageId, savedAt: p.savedAt,
    createdAt, updatedAt: updatedAt || createdAt, continueHref: `/diy/continue?id=${p.diyId}`, upgradeHref: `/diy/upgrade/${p.diyId}`,
  };
}
