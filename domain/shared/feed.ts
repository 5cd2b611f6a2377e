/**
 * The global feed as every side sees it: the event store writes it, projections
 * and workers read it. Part of the shared kernel so that projections need not
 * know the store (infra) that produced the events.
 */
export interface RecordedEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
  metadata: Record<string, unknown>;
  eventId: string;
  streamId: string;
  /** 1-based position in its stream; the stream's version is its last event's. */
  streamPosition: number;
  globalPosition: number;
  /**
   * The feed orders events by (transactionId, globalPosition). A reader only sees
   * transactions older than every transaction still in flight, so no event that
   * commits late can ever be skipped.
   */
  transactionId: number;
  createdAt: string;
}

/** A place in the global feed: the last event a reader has seen. */
export interface FeedCheckpoint {
  transactionId: number;
  position: number;
}
export const feedStart: FeedCheckpoint = { transactionId: 0, position: 0 };

export function isAtOrPast(checkpoint: FeedCheckpoint, target: FeedCheckpoint): boolean {
  return (
    checkpoint.transactionId > target.transactionId ||
    (checkpoint.transactionId === target.transactionId && checkpoint.position >= target.position)
  );
}
