import type { EventStore } from '../infra/eventstore/port';
import { type FeedCheckpoint, isAtOrPast } from '../domain/shared/feed';

const feedPageSize = 1000;
const feedPagesToScan = 100;

/**
 * Where the commands the named processes sent after `after` landed (their command
 * ids start with the process's name). It pages to the head as it is when called:
 * on a busy feed (another server seeding, a sale) they can be more than a page
 * after the command that started them. It reads what has committed, not only what
 * the feed shows: a transaction in flight anywhere on the server (another app's,
 * a migration's) holds back what committed after it began, and the process's
 * commands, committed by now, would be missed.
 */
export async function eventsOfProcessesAfter(store: Pick<EventStore, 'readAll' | 'head'>, after: FeedCheckpoint, names: readonly string[]) {
  const prefixes = names.map((n) => `${n}:`);
  const head = await store.head({ committed: true });
  const outputs: Array<{ checkpoint: FeedCheckpoint; streamId: string }> = [];
  for (let at = after, page = 0; page < feedPagesToScan; page++) {
    const events = await store.readAll({ after: at, limit: feedPageSize, committed: true });
    for (const e of events) {
      const checkpoint = { transactionId: e.transactionId, position: e.globalPosition };
      if (prefixes.some((p) => String(e.metadata.commandId ?? '').startsWith(p))) outputs.push({ checkpoint, streamId: e.streamId });
      at = checkpoint;
    }
    if (events.length < feedPageSize || isAtOrPast(at, head)) break;
  }
  return outputs;
}
