import path from 'node:path';
import express from 'express';
import compression from 'compression';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import type { Runtime } from '../infra/runtime';
import { forwardingHeaders } from '../infra/http/peer';

/** Express serving the production Remix build, with the runtime as load context. */
export function createHttpApp(runtime: Runtime, build: ServerBuild, clientDir: string) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 1);
  app.use(compression());
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }));
  app.use(express.static(clientDir, { maxAge: '1h' }));
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
      getLoadContext: (req) => ({
        runtime,
        clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        peer: { address: req.socket.remoteAddress ?? '', proxied: forwardingHeaders.some((h) => req.headers[h] !== undefined) },
      }),
    }),
  );
  return app;
}
