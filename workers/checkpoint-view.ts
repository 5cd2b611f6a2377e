import { EventEmitter } from 'node:events';
import { type CheckpointView, type FeedCheckpoint, isAtOrPast } from '../domain/shared/feed';

/*
 * The places the primary's projection runner sends its HTTP workers (ADR 073), and
 * a worker's view of them (`CheckpointView`, domain/shared/feed.ts).
 */

/** A projection's place and where it last changed its rows: `[name, transactionId, position, changedTransactionId, changedPosition]`. */
export type PlaceEntry = [string, number, number, number, number];

/** The message the primary sends its HTTP workers: the projections whose places moved. */
export interface CheckpointsMessage {
  kind: 'roomcraft:checkpoints';
  places: PlaceEntry[];
}

export function isCheckpointsMessage(message: unknown): message is CheckpointsMessage {
  return typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'roomcraft:checkpoints' && Array.isArray((message as { places?: unknown }).places);
}

/** A worker's request for every place (sent once it listens for them). */
export const checkpointsWanted = { kind: 'roomcraft:checkpoints-wanted' } as const;

export function isCheckpointsWanted(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === checkpointsWanted.kind;
}

/**
 * The places a worker has been sent. A place only moves forward here: a message
 * that arrives late (or a restarted sender's first one) never takes a place back.
 */
export class PushedCheckpoints implements CheckpointView {
  private readonly places = new Map<string, FeedCheckpoint>();
  private readonly changes = new Map<string, FeedCheckpoint>();
  private readonly moves = new EventEmitter();

  constructor() {
    this.moves.setMaxListeners(0);
  }

  apply(message: CheckpointsMessage): void {
    let moved = false;
    for (const entry of message.places) {
      if (!Array.isArray(entry) || entry.length !== 5 || typeof entry[0] !== 'string' || !entry.slice(1).every(Number.isSafeInteger)) continue;
      const [name, transactionId, position, changedTransactionId, changedPosition] = entry;
      const at = { transactionId, position };
      const known = this.places.get(name);
      if (known && isAtOrPast(known, at)) continue;
      this.places.set(name, at);
      this.changes.set(name, { transactionId: changedTransactionId, position: changedPosition });
      moved = true;
    }
    if (moved) this.moves.emit('move');
  }

  placesOf(names: readonly string[]): FeedCheckpoint[] | null {
    return pick(this.places, names);
  }

  changedAt(names: readonly string[]): FeedCheckpoint[] | null {
    return pick(this.changes, names);
  }

  onMove(listener: () => void): () => void {
    this.moves.on('move', listener);
    return () => this.moves.off('move', listener);
  }
}

/** The places of these names in `from`, in order; null when one is missing. */
export function pick(from: ReadonlyMap<string, FeedCheckpoint>, names: readonly string[]): FeedCheckpoint[] | null {
  const found: FeedCheckpoint[] = [];
  for (const name of names) {
    const at = from.get(name);
    if (!at) return null;
    found.push(at);
  }
  return found;
}

/** What a runner can tell its HTTP workers: each projection's place and where it last changed its rows. */
export interface PlacesSource {
  places(): ReadonlyMap<string, FeedCheckpoint>;
  changedAt(names: readonly string[]): FeedCheckpoint[] | null;
}

/** Every projection's place, for a worker that has just started. */
export function everyPlace(source: PlacesSource): CheckpointsMessage {
  return { kind: 'roomcraft:checkpoints', places: entriesOf(source, [...source.places().keys()]) };
}

/**
 * The primary's side: what to send after a move, given the runner and the places
 * already sent (updated here). Null when nothing moved since.
 */
export function movedPlaces(source: PlacesSource, sent: Map<string, FeedCheckpoint>): CheckpointsMessage | null {
  const moved: string[] = [];
  for (const [name, at] of source.places()) {
    const before = sent.get(name);
    if (before && before.transactionId === at.transactionId && before.position === at.position) continue;
    sent.set(name, at);
    moved.push(name);
  }
  return moved.length ? { kind: 'roomcraft:checkpoints', places: entriesOf(source, moved) } : null;
}

function entriesOf(source: PlacesSource, names: string[]): PlaceEntry[] {
  const places = source.places();
  return names.flatMap((name) => {
    const at = places.get(name);
    const changed = source.changedAt([name])?.[0];
    return at && changed ? [[name, at.transactionId, at.position, changed.transactionId, changed.position] as PlaceEntry] : [];
  });
}
