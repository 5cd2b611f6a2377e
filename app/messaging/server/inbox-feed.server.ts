import { type ChatEvent, chatEventTypes } from '../../../domain/messaging/chat';
import { type FeedCheckpoint, type RecordedEvent } from '../../../domain/shared/feed';
import type { Role } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { conversationMembers, messageOf } from '../../../projections/messaging/chat';
import { notificationsProjection, usersNotifiedAt } from '../../../projections/messaging/notifications';
import { chatUnreadOf, noticeCountOf } from '../application/inbox.server';
import { renderEventTypes } from '../../../domain/renders/render-jobs';
import { renderById, renderJobsProjection } from '../../../projections/renders/render-jobs';
import type { InboxServerMessage, MessageChange } from '../live/protocol';

/** Who is listening in this process, and how to reach them. */
export interface InboxListeners {
  /** Signed-in users with an open inbox socket here, and their roles. */
  users(): ReadonlyMap<string, readonly Role[]>;
  send(userId: string, message: InboxServerMessage): void;
}

export interface InboxFeedOptions {
  /** How often the feed is looked at without a wake-up (appends by another process that LISTEN/NOTIFY missed). */
  pollMs?: number;
  /** How long to wait for the chat and notification read models before pushing what they show. */
  projectionWaitMs?: number;
  batchSize?: number;
}

/** The read models a push is computed from. */
export const inboxProjections = ['chat', 'notifications'] as const;

const chatTypes = new Set<string>(chatEventTypes);
const messageChanges: Partial<Record<ChatEvent['type'], MessageChange>> = { ChatMessageSent: 'sent', ChatMessageDeleted: 'deleted', ChatMessageRestored: 'restored' };
const messageTypes = new Set<string>(Object.keys(messageChanges));
/** Events that may give someone a notification, or read some. */
const noticeTypes = new Set<string>(notificationsProjection.handles);
/** A render's steps: its owner's Generating page follows them. */
const renderTypes = new Set<string>(renderEventTypes);

type ChatRecorded = RecordedEvent<ChatEvent['type'], ChatEvent['data']> & ChatEvent;

/**
 * The live inbox: tails the global event feed from where it was when the app
 * started, and once the chat and notification projections have applied a batch
 * (in this process, the workers or Kafka consumers alike), tells each listening
 * user what concerns them — a message in their conversations, their unread
 * counts, a new notification. Appends by any process arrive: the feed is the
 * source, never the command that caused it. Pushes are derived from the read
 * models, so they show what a reload would.
 */
export class InboxFeed {
  private position: FeedCheckpoint | null = null;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer?: NodeJS.Timeout;
  private unsubscribe?: () => void;
  private starting: Promise<void> | null = null;
  /** When the feed was last skipped to its head for want of listeners. */
  private skippedAt = 0;

  constructor(
    private readonly runtime: Runtime,
    private readonly listeners: InboxListeners,
    private readonly options: InboxFeedOptions = {},
  ) {}

  /** Start at the feed's head: what happened before the app started is in the pages already. */
  start(): Promise<void> {
    this.starting ??= (async () => {
      for (let attempt = 0; !this.stopped; attempt++) {
        try {
          this.position = await this.runtime.feed.head();
          break;
        } catch (error) {
          if (attempt === 0) this.runtime.logger.warn('inbox feed cannot find the head yet', { error: String(error) });
          await new Promise((r) => setTimeout(r, 1000).unref());
        }
      }
      if (this.stopped) return;
      this.unsubscribe = this.runtime.feed.onAppended(() => this.wake());
      this.timer = setInterval(() => this.wake(), this.options.pollMs ?? 1000);
      this.timer.unref();
      this.wake();
    })();
    return this.starting;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearInterval(this.timer);
    await this.draining?.catch(() => undefined);
  }

  private wake() {
    if (this.stopped || !this.position) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((error) => {
        // Stopping (the app shutting down) may cut a read short: nothing to report then.
        if (!this.stopped) this.runtime.logger.error('inbox feed failed', { error: String(error) });
      })
      .finally(() => {
        this.draining = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async drain(): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    while (!this.stopped && this.position) {
      // Nobody listens in this process: nothing to tell, so skip to the head instead of reading every event.
      // At most once a second (issue 27: it was a statement per append): a listener who comes meanwhile is told
      // of up to a second's events before they came, which the pages show already.
      if (this.listeners.users().size === 0) {
        if (Date.now() - this.skippedAt < 1000) return;
        this.skippedAt = Date.now();
        this.position = await this.runtime.feed.head();
        return;
      }
      const events = await this.runtime.feed.readAll({ after: this.position, limit: batchSize });
      if (events.length === 0) return;
      const last = events[events.length - 1]!;
      try {
        await this.deliver(events);
      } catch (error) {
        // Pushes are a convenience (the pages read the same read models): a batch that cannot be told is let go, not retried forever.
        if (this.stopped) return;
        this.runtime.logger.error('inbox pushes failed for a batch', { error: String(error), from: events[0]!.globalPosition, to: last.globalPosition });
      }
      this.position = { transactionId: last.transactionId, position: last.globalPosition };
    }
  }

  /** One batch: wait for the read models, then push to the users it concerns who listen here. */
  private async deliver(events: readonly RecordedEvent[]): Promise<void> {
    const relevant = events.filter((e) => chatTypes.has(e.type) || noticeTypes.has(e.type) || renderTypes.has(e.type));
    if (relevant.length === 0 || this.listeners.users().size === 0) return;
    const waitMs = this.options.projectionWaitMs ?? 10_000;
    const renders = relevant.filter((e) => renderTypes.has(e.type));
    const caughtUp = await this.runtime.waitForProjections(
      relevant.map((e) => ({ checkpoint: { transactionId: e.transactionId, position: e.globalPosition }, streamId: e.streamId })),
      renders.length ? [...inboxProjections, renderJobsProjection.name] : inboxProjections,
      waitMs,
    );
    if (!caughtUp) this.runtime.logger.warn('inbox pushes read models that lag behind the feed', { waitedMs: waitMs });
    // Who listens now: a socket opened while the read models caught up read its welcome before them, so it is told too.
    const listening = this.listeners.users();

    const { db } = this.runtime;
    const chatCounts = new Set<string>();
    const conversations = await conversationMembers(db, [...new Set(relevant.filter((e) => messageTypes.has(e.type)).map((e) => (e.data as { conversationId: string }).conversationId))]);
    // Who takes part in a conversation (and, while no salesman has answered a sales conversation, every salesman listening).
    const audience = (conversationId: string) => {
      const c = conversations.get(conversationId);
      if (!c) return [];
      const ids = c.members.map((m) => m.userId);
      if (c.kind === 'salesman' && !c.members.some((m) => m.role === 'salesman'))
        for (const [userId, roles] of listening) if (roles.includes('salesman') && !ids.includes(userId)) ids.push(userId);
      return ids;
    };

    for (const event of relevant) {
      if (!chatTypes.has(event.type)) continue;
      const e = event as unknown as ChatRecorded;
      const change = messageTypes.has(e.type) ? messageChanges[e.type] : undefined;
      if (change && 'messageId' in e.data) {
        const { conversationId, messageId } = e.data;
        for (const userId of audience(conversationId)) {
          if (!listening.has(userId)) continue;
          const message = await messageOf(db, conversationId, messageId, userId);
          if (message) this.listeners.send(userId, { v: 1, type: 'chat', change, conversationId, message });
          chatCounts.add(userId);
        }
      } else if (e.type === 'ChatRead') chatCounts.add(e.data.readerId);
      else if (e.type === 'ChatMemberJoined') chatCounts.add(e.data.member.userId);
    }
    for (const userId of chatCounts) {
      // A salesman told of an unanswered conversation has no count in it yet; members do.
      if (listening.has(userId)) this.listeners.send(userId, { v: 1, type: 'chatUnread', chat: await chatUnreadOf(db, userId) });
    }

    // Each render that moved, once per batch, to its owner if listening here: its status as the read model shows it.
    const moved = new Map(renders.map((e) => [(e.data as { renderId: string }).renderId, (e.data as { ownerId: string }).ownerId]));
    for (const [renderId, ownerId] of moved) {
      if (!listening.has(ownerId)) continue;
      const r = await renderById(db, renderId);
      if (r && r.ownerId === ownerId) this.listeners.send(ownerId, { v: 1, type: 'render', renderId, status: r.status, attempt: r.attempt });
    }

    const noticed = new Set(await usersNotifiedAt(db, relevant.filter((e) => noticeTypes.has(e.type)).map((e) => e.globalPosition), [...listening.keys()]));
    for (const e of relevant) if (e.type === 'NotificationsRead') noticed.add((e.data as { userId: string }).userId);
    for (const userId of noticed) if (listening.has(userId)) this.listeners.send(userId, { v: 1, type: 'notices', notices: await noticeCountOf(db, userId) });
  }
}
