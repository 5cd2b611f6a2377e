import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/**
 * Headers every answer carries. Pages get a Content-Security-Policy with a
 * fresh nonce for Remix's inline scripts (app/entry.server.tsx adds it to the
 * document's scripts); no other script runs.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the mood-board editor compile Automerge's WebAssembly (it allows no JS eval).
    `script-src 'self' 'nonce-${nonce}' 'wasm-unsafe-eval'`,
    // React writes style attributes; no style sheet comes from elsewhere.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

declare module 'express-serve-static-core' {
  interface Locals {
    cspNonce: string;
  }
}

/**
 * Pages, their data and the JSON API answer `private, no-store` unless a route
 * says otherwise (pictures, the icon): they may carry a signed-in person's data.
 */
export const personalCacheControl = 'private, no-store';

export function securityHeaders() {
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    res.set({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    if (req.secure) res.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
