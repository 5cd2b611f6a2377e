/**
 * Every call the page makes to this site (the router's data requests, form
 * posts, the JSON API) passes here, like the original app's response
 * interceptor: a 401 opens the login modal and a 403 shows 'No access.'
 * (part 1 §8). Browser only; returns the undo for the effect's cleanup.
 */
export type WatchedStatus = 401 | 403;

function urlOf(input: RequestInfo | URL): URL {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, window.location.href);
}

export function watchCalls(onStatus: (status: WatchedStatus, url: URL) => void): () => void {
  const original = window.fetch;
  const watched: typeof window.fetch = async (input, init) => {
    const response = await original.call(window, input, init);
    if (response.status === 401 || response.status === 403) {
      const url = urlOf(input);
      // The 403 page itself answers 403; going there is not a refused call.
      if (url.origin === window.location.origin && !url.pathname.startsWith('/page/403')) onStatus(response.status, url);
    }
    return response;
  };
  window.fetch = watched;
  return () => {
    if (window.fetch === watched) window.fetch = original;
  };
}
