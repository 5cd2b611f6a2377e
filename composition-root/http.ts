import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import compression from 'compression';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import type { Runtime } from '../infra/runtime';
import { forwardingHeaders } from '../infra/http/peer';
import { requestGuard } from '../infra/http/request-guard';
import { securityHeaders } from '../infra/http/security-headers';
import { precompressedFiles } from '../infra/http/precompressed';

/** Express serving the production Remix build, with the runtime as load context. */
export function createHttpApp(runtime: Runtime, build: ServerBuild, clientDir: string) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', runtime.config.TRUST_PROXY);
  app.use(requestGuard((status, path) => runtime.logger.warn('request refused before routing', { status, path })));
  app.use(securityHeaders());
  // The build's hashed files, compressed once at build time (ADR 070); the compression middleware does the rest.
  const assetsDir = path.join(clientDir, 'assets');
  const assets = express.static(assetsDir, { immutable: true, maxAge: '1y' });
  app.use('/assets', precompressedFiles(assetsDir, assets));
  app.use(compression());
  app.use('/assets', assets);
  // Anything else Vite put in the client folder (what a public/ folder holds) is served from its own top-level name only:
  // every other request goes on to Remix without a file-system look-up (a failed stat per call was a tenth of a small call's server time).
  const topLevel = new Set(fs.existsSync(clientDir) ? fs.readdirSync(clientDir).filter((name) => name !== 'assets') : []);
  if (topLevel.size > 0) {
    const files = express.static(clientDir, { maxAge: '1h' });
    app.use((req, res, next) => (topLevel.has(req.path.split('/')[1] ?? '') ? files(req, res, next) : next()));
  }
  app.use((req, res, next) => {
    const started = Date.now();
    res.on('finish', () => {
      if (req.path.startsWith('/assets')) return;
      runtime.logger.debug('request', { method: req.method, path: req.path, status: res.statusCode, ms: Date.now() - started });
    });
    next();
  });
  app.all(
    '*',
    createRequestHandler({
      build,
      getLoadContext: (req, res) => ({
        runtime,
        clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        cspNonce: res.locals.cspNonce,
        peer: { address: req.socket.remoteAddress ?? '', proxied: forwardingHeaders.some((h) => req.headers[h] !== undefined) },
      }),
    }),
  );
  return app;
}
