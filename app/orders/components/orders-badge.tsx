import { useEffect, useState } from 'react';

export const orderUnreadPollMs = 60_000;

/**
 * The unread-order count of the top bar (part 1 §7 orderFulfillment
 * queryOrderUnreadByUser; part 2 §4: refreshed every 60 s while the tab is visible).
 */
export function useOrderUnread(enabled: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const load = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const res = await fetch('/api/orderFulfillment/queryOrderUnreadByUser', { headers: { accept: 'application/json' } });
        const body = (await res.json()) as { success?: boolean; data?: { count?: number } };
        if (!stopped && body.success && typeof body.data?.count === 'number') setCount(body.data.count);
      } catch {
        // Offline for a moment: the next poll tries again.
      }
    };
    void load();
    const timer = setInterval(load, orderUnreadPollMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [enabled]);
  return count;
}

/** The count as a badge: nothing at zero, 99+ above 99. */
export function OrdersBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="orders-badge" data-testid="orders-badge" aria-label={`${count} ${count === 1 ? 'order has' : 'orders have'} unread messages`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
