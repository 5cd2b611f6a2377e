import type { RecordedEvent } from '../../domain/shared/feed';
import type { Runtime } from '../../infra/runtime';

/**
 * A stream's events, and whether the named projections have applied all of them
 * (issue 20). Read models lag behind what was just written — for a moment after a
 * command, or for as long as another transaction holds the event feed back — so a
 * page or call about one project, board or order reads its stream first: caught
 * up, it answers from the read model; behind, from these events.
 */
export async function streamAndFreshness(runtime: Runtime, streamId: string, projections: readonly string[]): Promise<{ events: RecordedEvent[]; caughtUp: boolean }> {
  const { events } = await runtime.store.readStream(streamId);
  const last = events.at(-1);
  if (!last) return { events, caughtUp: true };
  // Checked before the read model is read: a row read after this is at least as fresh.
  const caughtUp = await runtime.waitForProjections([{ checkpoint: { transactionId: last.transactionId, position: last.globalPosition }, streamId }], projections, 0);
  return { events, caughtUp };
}
