import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessageView } from '../../../projections/messaging/chat';
import { useInboxPushes } from '../live/inbox-provider';

/**
 * A conversation's messages as the page loaded them, with what the inbox socket
 * pushed since: new messages appended in order, deletes and restores applied.
 * A fresh load (after a post or the poll) starts over from the server's list.
 */
export function useLiveMessages(conversationId: string, loaded: readonly ChatMessageView[]): ChatMessageView[] {
  const [pushed, setPushed] = useState<Map<string, ChatMessageView>>(() => new Map());
  useEffect(() => setPushed(new Map()), [loaded]);
  useInboxPushes((m) => {
    if (m.type !== 'chat' || m.conversationId !== conversationId) return;
    setPushed((all) => new Map(all).set(m.message.messageId, m.message));
  });
  const bySeq = new Map<number, ChatMessageView>(loaded.map((m) => [m.seq, m]));
  for (const m of pushed.values()) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * Marks others' messages read once the newest of them is on screen in a visible
 * tab (the server pushes the new counts back to the top bar).
 */
export function useReadWhenVisible(conversationId: string, me: string, messages: readonly ChatMessageView[], initiallyReadUpTo: number) {
  const readUpTo = useRef(initiallyReadUpTo);
  const latest = useRef<HTMLLIElement | null>(null);
  const newestFromOthers = messages.filter((m) => m.senderId !== me && !m.deleted).at(-1)?.seq ?? 0;

  const markRead = useCallback(() => {
    const upTo = newestFromOthers;
    if (upTo <= readUpTo.current || document.visibilityState !== 'visible') return;
    const el = latest.current;
    if (el) {
      const box = el.getBoundingClientRect();
      if (box.top > window.innerHeight || box.bottom < 0) return;
    }
    readUpTo.current = upTo;
    void fetch('/api/chat/manage/read', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ conversationId, upToSeq: upTo }),
    }).catch(() => {
      readUpTo.current = Math.min(readUpTo.current, upTo - 1);
    });
  }, [conversationId, newestFromOthers]);

  useEffect(() => {
    markRead();
    const el = latest.current;
    const observer = el && 'IntersectionObserver' in window ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && markRead()) : null;
    if (el) observer?.observe(el);
    document.addEventListener('visibilitychange', markRead);
    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', markRead);
    };
  }, [markRead]);

  return latest;
}
