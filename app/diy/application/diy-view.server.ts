import { type DiyProjectEvent, diyStream, evolveDiyProject, initialDiyProjectState } from '../../../domain/diy/diy-project';
import type { RecordedEvent } from '../../../domain/shared/feed';
import type { Runtime } from '../../../infra/runtime';
import { type DiyOwnerRef, type DiyProjectView, diyProjectsProjection, getDiyProjectOf } from '../../../projections/diy/projects';
import { streamAndFreshness } from '../../web/stream-freshness.server';

/**
 * One owner's DIY project, or null (another owner's is not found). While the read
 * model has not applied the project's latest events (just started or saved, or the
 * feed held back), the answer comes from those events (issue 20).
 */
export async function diyProjectOf(runtime: Runtime, owner: DiyOwnerRef, diyId: string): Promise<DiyProjectView | null> {
  const { events, caughtUp } = await streamAndFreshness(runtime, diyStream(diyId), [diyProjectsProjection.name]);
  return caughtUp ? getDiyProjectOf(runtime.db, owner, diyId) : diyFromEvents(events as unknown as RecordedEvent<DiyProjectEvent['type']>[], owner);
}

const sameOwner = (a: DiyOwnerRef, b: DiyOwnerRef) => (a.kind === 'client' ? b.kind === 'client' && a.clientId === b.clientId : b.kind === 'visitor' && a.visitorId === b.visitorId);

/** The project as the DIY read model would show it once it has applied these events; null when it is another owner's. */
export function diyFromEvents(events: ReadonlyArray<RecordedEvent<DiyProjectEvent['type']>>, owner: DiyOwnerRef): DiyProjectView | null {
  let state = initialDiyProjectState();
  let createdAt = '';
  let updatedAt = '';
  for (const recorded of events) {
    const event = recorded as unknown as DiyProjectEvent;
    state = evolveDiyProject(state, event);
    const d = event.data as Record<string, unknown>;
    const at = [d.startedAt, d.answeredAt, d.claimedAt, d.savedAt, d.upgradedAt].find((v): v is string => typeof v === 'string');
    if (event.type === 'DiyProjectStarted') createdAt = event.data.startedAt;
    if (at) updatedAt = at;
  }
  const p = state.project;
  if (!p || !sameOwner(p.owner, owner)) return null;
  const answers = p.answers as Record<string, unknown>;
  const kept = (answers.RENDERING as { goodsIds?: unknown } | undefined)?.goodsIds;
  return {
    diyId: p.diyId, room: p.room, status: p.status, answers, goodsIds: Array.isArray(kept) ? (kept as string[]) : [], needPackageId: p.needPackageId, savedAt: p.savedAt,
    createdAt, updatedAt: updatedAt || createdAt, continueHref: `/diy/continue?id=${p.diyId}`, upgradeHref: `/diy/upgrade/${p.diyId}`,
  };
}
