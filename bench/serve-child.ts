/**
 * A server for the HTTP benchmarks, in a process of its own (the load generator
 * must not share its event loop): `app <databaseUrl>` serves the production build
 * on that database (with the canvas sockets); `bare` answers every request with the same JSON at once;
 * `ws-echo` is a bare `ws` server relaying each message to the other sockets.
 * Prints `PORT <n>` when listening; stops on SIGTERM.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { loadServerBuild } from '../composition-root/load-build';
import { loadConfig } from '../infra/config';
import { createLogger } from '../infra/logger';

const [mode, databaseUrl] = process.argv.slice(2);

// The bench asks for this process's CPU time over the IPC channel (bench/commerce.ts, `cpuMs`); only when spawned with one.
if (process.send) {
  process.on('message', (m) => void (m === 'cpu' && process.send!(process.cpuUsage())));
  process.channel?.unref();
}
// BENCH_PROFILE=<dir>: 'profile-start <name>' / 'profile-stop' profile this process's CPU over one phase only (the adds, the payments).
if (process.send && process.env.BENCH_PROFILE) {
  const inspector = await import('node:inspector/promises');
  const fs = await import('node:fs');
  const session = new inspector.Session();
  session.connect();
  let name = '';
  process.on('message', async (m) => {
    if (typeof m !== 'string') return;
    if (m.startsWith('profile-start ')) {
      name = m.slice('profile-start '.length);
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      process.send!('profiling');
    } else if (m === 'profile-stop') {
      const { profile } = await session.post('Profiler.stop');
      fs.mkdirSync(process.env.BENCH_PROFILE!, { recursive: true });
      fs.writeFileSync(path.join(process.env.BENCH_PROFILE!, `${name}-${process.pid}.cpuprofile`), JSON.stringify(profile));
      process.send!('profiled');
    }
  });
}

if (mode === 'bare') {
  const server = http
    .createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"success":true,"data":{"goodsId":"g00001","count":1},"message":"Aria Oak Sofa was added to your cart."}');
      });
    })
    .listen(0, '127.0.0.1', () => process.stdout.write(`PORT ${(server.address() as AddressInfo).port}\n`));
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
} else if (mode === 'bare-html') {
  // The pages benchmark's baseline: the same HTML bytes per address (a JSON file of address → HTML), answered at once.
  const pages = new Map(Object.entries(JSON.parse(fs.readFileSync(databaseUrl!, 'utf8')) as Record<string, string>).map(([k, v]) => [k, Buffer.from(v)]));
  const server = http
    .createServer((req, res) => {
      const body = pages.get(req.url ?? '');
      res.writeHead(body ? 200 : 404, { 'content-type': 'text/html' });
      res.end(body ?? 'Not found');
    })
    .listen(0, '127.0.0.1', () => process.stdout.write(`PORT ${(server.address() as AddressInfo).port}\n`));
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
} else if (mode === 'ws-echo') {
  // The canvas benchmark's baseline: a bare `ws` server that relays every message to the other sockets.
  const wss: WebSocketServer = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  wss.on('listening', () => process.stdout.write(`PORT ${(wss.address() as AddressInfo).port}\n`));
  wss.on('connection', (ws: WebSocket) => ws.on('message', (data: Buffer) => { for (const c of wss.clients) if (c !== ws) c.send(data.toString()); }));
  process.once('SIGTERM', () => wss.close(() => process.exit(0)));
} else {
  // As `npm start` runs it (composition-root/start.ts): React's production build.
  process.env.NODE_ENV ??= 'production';
  const { build, root, clientDir, createUpgradeHandler } = await loadServerBuild(path.resolve('build/server/index.js'));
  const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret', DATA_DIR: '/tmp/roomcraft-bench-data', LOG_LEVEL: 'silent', TRUST_PROXY: '1' });
  const runtime = await root.createRuntime(config, { databaseUrl, logger: createLogger('silent') });
  await root.seedDemoData(runtime);
  const server = root.createHttpApp(runtime, build, clientDir).listen(0, '127.0.0.1', () => process.stdout.write(`PORT ${(server.address() as AddressInfo).port}\n`));
  const sockets = createUpgradeHandler(runtime);
  server.on('upgrade', (req, socket, head) => {
    if (!sockets.handleUpgrade(req, socket, head)) socket.destroy();
  });
  process.once('SIGTERM', () => {
    sockets.close();
    server.closeAllConnections();
    server.close(() => void runtime.close().then(() => process.exit(0)));
  });
}
