import { EventEmitter } from 'node:events';
import { type CheckpointView, type FeedCheckpoint, feedStart, isAtOrPast } from '../domain/shared/feed';

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
 * Projections' places, and where each last changed its rows (ADR 073): the
 * runner's own, or those the primary has sent a worker. Listeners hear of a move
 * when the owner says (`moved`): the runner once a batch, a worker once a message.
 */
export class ProjectionPlaces implements CheckpointView {
  private readonly places = new Map<string, FeedCheckpoint>();
  private readonly changes = new Map<string, FeedCheckpoint>();
  private readonly moves = new EventEmitter();

  constructor() {
    this.moves.setMaxListeners(0);
  }

  /** A projection's place; the feed's start for one not known. */
  of(name: string): FeedCheckpoint {
    return this.places.get(name) ?? feedStart;
  }

  all(): ReadonlyMap<string, FeedCheckpoint> {
    return this.places;
  }

  /** The projection stands at `place`, its rows as they were at `changed` (its place, when they may have changed with it). */
  record(name: string, place: FeedCheckpoint, changed: FeedCheckpoint | null = null): void {
    this.places.set(name, place);
    if (changed) this.changes.set(name, changed);
  }

  moved(): void {
    this.moves.emit('move');
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

/** The places a worker has been sent. A place only moves forward here: a message that arrives late never takes one back. */
export class PushedCheckpoints extends ProjectionPlaces {
  apply(message: CheckpointsMessage): void {
    let moved = false;
    for (const entry of message.places) {
      if (!Array.isArray(entry) || entry.length !== 5 || typeof entry[0] !== 'string' || !entry.slice(1).every(Number.isSafeInteger)) continue;
      const [name, transactionId, position, changedTransactionId, changedPosition] = entry;
      const at = { transactionId, position };
      if (this.placesOf([name]) && isAtOrPast(this.of(name), at)) continue;
      this.record(name, at, { transactionId: changedTransactionId, position: changedPosition });
      moved = true;
    }
    if (moved) this.moved();
  }
}

/**
 * True once the view shows every named projection at or past `target`, false
 * after `timeoutMs`; `started` runs once the wait listens (the runner wakes itself).
 */
export function untilPassed(view: CheckpointView, target: FeedCheckpoint, names: readonly string[], timeoutMs: number, started?: () => void): Promise<boolean> {
  const done = () => view.placesOf(names)?.every((at) => isAtOrPast(at, target)) ?? false;
  if (done()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (ok: boolean) => {
      clearTimeout(timeout);
      stop();
      resolve(ok);
    };
    const stop = view.onMove(() => done() && finish(true));
    const timeout = setTimeout(() => finish(done()), timeoutMs);
    started?.();
  });
}

/** The places of these names in `from`, in order; null when one is missing. */
function pick(from: ReadonlyMap<string, FeedCheckpoint>, names: readonly string[]): FeedCheckpoint[] | null {
  const found: FeedCheckpoint[] = [];
  for (const name of names) {
    const at = from.get(name);
    if (!at) return null;
    found.push(at);
  }
  return found;
}

/** Every projection's place, for a worker that has just started. */
export function everyPlace(source: ProjectionPlaces): CheckpointsMessage {
  return { kind: 'roomcraft:checkpoints', places: entriesOf(source, [...source.all().keys()]) };
}

/**
 * The primary's side: what to send after a move, given the runner and the places
 * already sent (updated here). Null when nothing moved since.
 */
export function movedPlaces(source: ProjectionPlaces, sent: Map<string, FeedCheckpoint>): CheckpointsMessage | null {
  const moved: string[] = [];
  for (const [name, at] of source.all()) {
    const before = sent.get(name);
    if (before && before.transactionId === at.transactionId && before.position === at.position) continue;
    sent.set(name, at);
    moved.push(name);
  }
  return moved.length ? { kind: 'roomcraft:checkpoints', places: entriesOf(source, moved) } : null;
}

function entriesOf(source: ProjectionPlaces, names: string[]): PlaceEntry[] {
  const places = source.all();
  return names.flatMap((name) => {
    const at = places.get(name);
    const changed = source.changedAt([name])?.[0];
    return at && changed ? [[name, at.transactionId, at.position, changed.transactionId, changed.position] as PlaceEntry] : [];
  });
}
