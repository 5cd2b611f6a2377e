import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from '@remix-run/react';
import { useShellData } from '~/ui/shell-data';
import { InboxClient, type InboxStatus } from './inbox-client';
import { INBOX_PATH, type InboxServerMessage } from './protocol';

/**
 * The signed-in user's live inbox for the whole site (issue 10): one socket per
 * tab (/ws/inbox), the unread chat and notification counts the top bar shows,
 * and the pushes pages listen to. While the socket is down the counts are
 * polled every 60 s instead, and pages keep their own 60-second poll
 * (`usePoll`, which stands down while the socket is live). Leaving a /design/
 * page refreshes the counts (part 2 §4).
 */
export interface InboxState {
  status: InboxStatus;
  chatUnread: number;
  /** Unread messages per conversation, as last pushed (empty until the socket says). */
  chatByConversation: Record<string, number>;
  noticeUnread: number;
  newestNoticeTitle: string | null;
}

interface Inbox {
  state: InboxState;
  /** Every push (chat messages included); returns the unsubscribe. */
  subscribe(listener: (message: InboxServerMessage) => void): () => void;
  /** Fetch the counts again (over the socket when it is up). */
  refresh(): void;
}

const POLL_MS = 60_000;
const InboxContext = createContext<Inbox | null>(null);

async function fetchJson<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as { success?: boolean; data?: T } | null;
  return response.ok && body?.success ? (body.data ?? null) : null;
}

export function InboxProvider({ children }: { children: React.ReactNode }) {
  const { user, inbox } = useShellData();
  const signedIn = user?.email ?? null;
  const [state, setState] = useState<InboxState>({ status: 'closed', chatUnread: inbox?.chatUnread ?? 0, chatByConversation: {}, noticeUnread: inbox?.noticeUnread ?? 0, newestNoticeTitle: null });
  const listeners = useRef(new Set<(message: InboxServerMessage) => void>());
  const client = useRef<InboxClient | null>(null);

  // The root loader counted them again (a navigation, a form post): take its numbers unless the socket is
  // live — its pushes are newer than a loader that ran alongside the page's own (which may have just read them).
  useEffect(() => {
    if (inbox && !client.current?.online) setState((s) => ({ ...s, chatUnread: inbox.chatUnread, noticeUnread: inbox.noticeUnread }));
  }, [inbox?.chatUnread, inbox?.noticeUnread]);

  useEffect(() => {
    if (!signedIn) return;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const c = new InboxClient({ url: `${scheme}://${window.location.host}${INBOX_PATH}` });
    client.current = c;
    const offStatus = c.on('status', (status) => setState((s) => ({ ...s, status })));
    const offMessage = c.on('message', (m) => {
      if (m.type === 'welcome' || m.type === 'chatUnread') {
        const chat = m.chat;
        setState((s) => ({ ...s, chatUnread: chat.total, chatByConversation: Object.fromEntries(chat.conversations.map((x) => [x.conversationId, x.unread])) }));
      }
      if (m.type === 'welcome' || m.type === 'notices') {
        const notices = m.notices;
        setState((s) => ({ ...s, noticeUnread: notices.unread, newestNoticeTitle: notices.newest?.title ?? null }));
      }
      for (const l of listeners.current) l(m);
    });
    c.connect();
    // The browser knows first when the network is gone, and when it is back.
    const offline = () => c.close();
    const online = () => c.connect();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      offStatus();
      offMessage();
      c.close();
      client.current = null;
    };
  }, [signedIn]);

  const pollCounts = useCallback(async () => {
    const [chat, notices] = await Promise.all([fetchJson<{ count: number }>('/api/chat/getNotReadedCount'), fetchJson<{ unread: number; list: { title: string }[] }>('/api/NOTIFICATION/listMine?pageSize=1')]);
    setState((s) => ({
      ...s,
      chatUnread: chat?.count ?? s.chatUnread,
      noticeUnread: notices?.unread ?? s.noticeUnread,
      newestNoticeTitle: notices ? (notices.list[0]?.title ?? null) : s.newestNoticeTitle,
    }));
  }, []);

  const refresh = useCallback(() => {
    if (!signedIn) return;
    if (client.current?.online) client.current.refresh();
    else void pollCounts().catch(() => undefined);
  }, [signedIn, pollCounts]);

  // The socket is down: the counts come by the 60-second poll (visible tabs only).
  const live = state.status === 'online';
  useEffect(() => {
    if (!signedIn || live) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void pollCounts().catch(() => undefined);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [signedIn, live, pollCounts]);

  // Leaving a /design/ page refreshes the notice count (part 2 §4 Session).
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    const was = previous.current;
    previous.current = pathname;
    if (was !== pathname && was.startsWith('/design/') && !pathname.startsWith('/design/')) refresh();
  }, [pathname, refresh]);

  const subscribe = useCallback((listener: (message: InboxServerMessage) => void) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const value = useMemo<Inbox>(() => ({ state, subscribe, refresh }), [state, subscribe, refresh]);
  return <InboxContext.Provider value={value}>{children}</InboxContext.Provider>;
}

const offline: Inbox = {
  state: { status: 'closed', chatUnread: 0, chatByConversation: {}, noticeUnread: 0, newestNoticeTitle: null },
  subscribe: () => () => undefined,
  refresh: () => undefined,
};

/** The live inbox (outside the provider: nothing live, nothing counted). */
export function useInbox(): Inbox {
  return useContext(InboxContext) ?? offline;
}

/** Calls `listener` with every push while mounted. */
export function useInboxPushes(listener: (message: InboxServerMessage) => void) {
  const { subscribe } = useInbox();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => subscribe((m) => latest.current(m)), [subscribe]);
}
