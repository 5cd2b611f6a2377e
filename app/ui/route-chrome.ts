import { useMatches } from '@remix-run/react';

/**
 * What a route asks of the site's chrome, through its `handle`:
 * - `bare: true` (the social sign-in popup, the console): no header, footer or shell parts at all;
 * - `topBar: false` (a page the mobile app shows in its web view, part 2 §2 "no top bar"):
 *   no top bar and no site footer (the app has its own navigation), the shell's dialogs,
 *   sign-in modal, messages and cookie banner stay.
 */
export interface ChromeHandle {
  bare?: boolean;
  topBar?: boolean;
}

export type Chrome = 'full' | 'no-top-bar' | 'bare';

/** The chrome of a page from its matched routes' handles: the barest any of them asks for. */
export function chromeOf(handles: ReadonlyArray<unknown>): Chrome {
  const hs = handles as ReadonlyArray<ChromeHandle | undefined>;
  if (hs.some((h) => h?.bare)) return 'bare';
  if (hs.some((h) => h?.topBar === false)) return 'no-top-bar';
  return 'full';
}

export function useChrome(): Chrome {
  return chromeOf(useMatches().map((m) => m.handle));
}
