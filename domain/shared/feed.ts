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

/**
 * Where the projections stand, as a process knows it without asking the database
 * (ADR 073): the inline runner's own places, or in an HTTP worker of several app
 * processes, the places the primary's runner sends after every commit. A place is
 * only ever a checkpoint a committed transaction wrote, so rows read after seeing it
 * are at least that fresh.
 */
export interface CheckpointView {
  /** The places of these projections, in the order asked; null when one of them is not known here (then read the checkpoint rows). */
  placesOf(names: readonly string[]): FeedCheckpoint[] | null;
  /**
   * Where each of these projections last changed its rows (a batch it applied events
   * of), at or before its place: a memo of their rows holds until this moves, however
   * far the places move over events the projections skip. Null when one is not known.
   */
  changedAt(names: readonly string[]): FeedCheckpoint[] | null;
  /** Calls `listener` whenever a place moves; returns the way to stop. */
  onMove(listener: () => void): () => void;
}
