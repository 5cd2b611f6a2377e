import { useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';

/**
 * Reloads the page's data every `ms` (60 s) while the tab is visible and
 * `enabled`: the poll that stands in while the inbox socket does not deliver.
 */
export function usePoll(ms = 60_000, enabled = true) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && state === 'idle') revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [ms, enabled, revalidate, state]);
}
