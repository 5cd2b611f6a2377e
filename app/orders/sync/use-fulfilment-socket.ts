import { useCallback, useEffect, useRef, useState } from 'react';
import { FulfilmentSocket, type SocketStatus } from './fulfilment-socket';
import { type ChatContent, type ChatInput, socketPath } from './protocol';

export interface FulfilmentSocketHook {
  status: SocketStatus;
  /** Chat messages received since the page loaded (each once, by messageId), oldest first. */
  received: ChatContent[];
  /** The server's last refusal of something this page sent. */
  error: string | null;
  sendChat(content: ChatInput): 'sent' | 'queued' | 'off';
  sendPage(content: unknown): 'sent' | 'queued' | 'off';
}

/**
 * The order-fulfilment socket for a page (browser only): opened on mount for the
 * room (an order's or a mood board's id) in the signed-in user's name, closed
 * deliberately on unmount. `onPage` hears the room's page messages (code 1).
 */
export function useFulfilmentSocket({ moodboardId, sender, enabled = true, onPage }: { moodboardId: string; sender: string | null; enabled?: boolean; onPage?: (content: unknown) => void }): FulfilmentSocketHook {
  const [status, setStatus] = useState<SocketStatus>('idle');
  const [received, setReceived] = useState<ChatContent[]>([]);
  const [error, setError] = useState<string | null>(null);
  const socket = useRef<FulfilmentSocket | null>(null);
  const pageListener = useRef(onPage);
  pageListener.current = onPage;

  useEffect(() => {
    if (!enabled || !sender) return;
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${socketPath(moodboardId, sender)}`;
    const s = new FulfilmentSocket({ url, moodboardId, sender });
    socket.current = s;
    const off = [
      s.on('status', setStatus),
      s.on('chat', (content) => setReceived((all) => (all.some((m) => m.messageId === content.messageId) ? all : [...all, content]))),
      s.on('error', setError),
      s.on('page', (content) => pageListener.current?.(content)),
    ];
    s.connect();
    return () => {
      for (const f of off) f();
      s.close();
      socket.current = null;
    };
  }, [moodboardId, sender, enabled]);

  const sendChat = useCallback((content: ChatInput) => {
    setError(null);
    return socket.current?.sendChat(content) ?? 'off';
  }, []);
  const sendPage = useCallback((content: unknown) => socket.current?.sendPage(content) ?? 'off', []);
  return { status, received, error, sendChat, sendPage };
}
