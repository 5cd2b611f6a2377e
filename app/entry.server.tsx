import { Transform, type TransformCallback } from 'node:stream';
import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { contentSecurityPolicy, personalCacheControl } from '../infra/http/security-headers';
import { NonceProvider } from './web/nonce';

/**
 * The composition root travels in the server bundle, so the process that serves
 * the app builds its runtime from the same copy of domain/, infra/ and
 * projections/ the routes use (docs/decisions/009-layout.md).
 */
export { compositionRoot } from '../composition-root/bundle';
/**
 * The sockets live in app/ (they read sessions and rooms), which the
 * composition root may not import: the process serving the bundle attaches
 * this factory's handler to its HTTP server's `upgrade` event (ADR 015).
 */
export { createUpgradeHandler } from './web/sockets.server';

/**
 * How long single fetch waits for promises in loader data before rejecting them
 * (Remix reads this export); the render is aborted a second later, so rejections
 * still reach the page. Replaces RemixServer's abortDelay, which single fetch ignores.
 */
export const streamTimeout = 5_000;

/**
 * What Remix reports of a request that failed (it would print the error and its
 * stack to stderr). A refusal the router answered itself — a POST to a page or
 * call without an action (405), an address no route serves (404) — is the
 * caller's mistake, answered with its status: nothing to log. Anything else is
 * logged once through the app's logger, without a stack.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const message = error instanceof Error ? error.message : isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error);
  const fields = { method: request.method, path: new URL(request.url).pathname, error: message.slice(0, 500) };
  if (context?.runtime) context.runtime.logger.error('request failed', fields);
  else console.error(JSON.stringify({ level: 'error', msg: 'request failed', ...fields }));
}

/** Page data (single fetch) is as personal as the page. */
export function handleDataRequest(response: Response) {
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', personalCacheControl);
  return response;
}

/** Remix's Node entry: bots and crawlers get the whole page at once, browsers a stream. */
export default function handleRequest(request: Request, status: number, headers: Headers, remixContext: EntryContext, loadContext: AppLoadContext) {
  const nonce = loadContext.cspNonce ?? '';
  if (nonce) headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', personalCacheControl);
  const bot = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // A render still going after the stream timeout is aborted; one that finished lets go of its timer
    // (and of the render it holds) at once, instead of keeping both for six seconds.
    const abortLate = setTimeout(() => abort(), streamTimeout + 1000);
    const ready = () => {
      shellRendered = true;
      const body = new Coalesced();
      body.once('close', () => clearTimeout(abortLate));
      headers.set('Content-Type', 'text/html');
      resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      pipe(body);
    };
    const app = (
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [bot ? 'onAllReady' : 'onShellReady']: ready,
      onShellError(error: unknown) {
        clearTimeout(abortLate);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors while rendering the shell reject above; later ones are logged here.
        if (shellRendered) console.error(error);
      },
    });
  });
}

/**
 * React writes a page as many small chunks (a few kB each); passed on one by
 * one, each became its own socket write. What arrives within one turn of the
 * event loop goes on as one chunk instead (at most 64 kB held), so a page is a
 * few writes; a part that streams in later (a deferred section) goes on as soon
 * as its own turn ends.
 */
class Coalesced extends Transform {
  private parts: Buffer[] = [];
  private size = 0;
  private due = false;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.parts.push(chunk);
    this.size += chunk.length;
    if (this.size >= 65_536) this.release();
    else if (!this.due) {
      this.due = true;
      setImmediate(() => {
        this.due = false;
        this.release();
      });
    }
    done();
  }
  override _flush(done: TransformCallback) {
    this.release();
    done();
  }
  private release() {
    if (this.size === 0) return;
    const whole = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    this.push(whole);
  }
}
