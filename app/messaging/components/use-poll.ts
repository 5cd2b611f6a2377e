import { useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';

/** Reloads the page's data every `ms` (60 s: the poll that stands in while no socket delivers) while the tab is visible. */
export function usePoll(ms = 60_000) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && state === 'idle') revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [ms, revalidate, state]);
}
