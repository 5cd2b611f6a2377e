const base = 'http://roomcraft.invalid';

/**
 * A path on this site to send the browser to, never another host: the one check
 * for every redirect taken from a request (sign-in's redirectTo, /auth/*'s
 * returnTo, page forms). Browsers drop tabs and newlines from URLs and read a
 * backslash as a slash, so `/\t/evil.example` and `/\evil.example` lead off-site;
 * the value is therefore parsed as a browser would, control characters refuse
 * it outright, and only a same-origin result is kept, written back as a plain
 * path (never scheme-relative).
 */
export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || to.length > 2000 || !to.startsWith('/')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith('//') ? fallback : path;
}
