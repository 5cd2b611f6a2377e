import cluster, { type Worker } from 'node:cluster';
import http, { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Config } from '../infra/config';
import { onShutdown } from '../infra/shutdown';
import { ensureBuild } from './build';
import { loadServerBuild } from './load-build';
import { type ForwardedUpgrade, isForwardedUpgrade, ownerSlot, roomOfUpgrade } from './socket-routing';
import type { FeedCheckpoint } from '../domain/shared/feed';
import { checkpointsWanted, everyPlace, isCheckpointsMessage, isCheckpointsWanted, movedPlaces, PushedCheckpoints, type CheckpointsMessage } from '../workers/checkpoint-view';

/**
 * `npm start` as several processes on one port (WEB_CONCURRENCY > 1; ADR 058).
 *
 * The primary owns what must run once: the embedded PostgreSQL, the migrations,
 * the demo data, the projection runner and the processes (an inline runtime that
 * serves no HTTP). It then forks WEB_CONCURRENCY HTTP workers (node:cluster shares
 * the port), each with PROJECTIONS=external against the same database: a worker's
 * command waits on the projections' checkpoint rows, so it answers once its read
 * model shows the write, as in one process. A worker that dies is forked again in
 * the same slot; the others keep serving.
 *
 * Sockets are sticky by room (composition-root/socket-routing.ts): a worker that
 * receives the upgrade of a room another slot owns hands the connection (its file
 * descriptor, the request's method, target and headers, and the bytes read past
 * them) through the primary to the owner, which upgrades it as if it had received it.
 */

const slotEnv = 'ROOMCRAFT_WORKER_SLOT';

export async function startPrimary(config: Config): Promise<void> {
  const { root } = await loadServerBuild(ensureBuild());
  const runtime = await root.createRuntime(config);
  if (config.DEMO_DATA) {
    await root.seedDemoData(runtime);
    await root.seedDemoVisits(runtime);
  }
  const slots = config.WEB_CONCURRENCY;
  const bySlot = new Map<number, Worker>();
  let stopping = false;
  let started = false;
  const listening = new Set<number>();

  const env = {
    DATABASE_URL: runtime.url,
    HOST: config.HOST,
    PORT: String(config.PORT),
    PROJECTIONS: 'external',
    DEMO_DATA: 'false',
    WEB_CONCURRENCY: String(slots),
  };
  // Every worker is sent where the projections stand after each commit of the runner (ADR 073): its memos and
  // read-your-writes waits need no statement for it. A worker that starts asks for every place once it listens.
  const send = (worker: Worker, message: CheckpointsMessage) => {
    if (!worker.isConnected()) return;
    try {
      // A worker that is exiting cannot take it (an error, given to the callback so that it is not thrown): it is forked again and asks then.
      worker.send(message, undefined, {}, () => undefined);
    } catch {
      // Closed meanwhile: as above.
    }
  };
  const sentPlaces = new Map<string, FeedCheckpoint>();
  const places = runtime.runner?.places;
  places?.onMove(() => {
    const message = movedPlaces(places, sentPlaces);
    if (message) for (const worker of bySlot.values()) send(worker, message);
  });
  const fork = (slot: number) => {
    const worker = cluster.fork({ ...env, [slotEnv]: String(slot) });
    bySlot.set(slot, worker);
    worker.on('listening', () => {
      listening.add(slot);
      if (started) return runtime.logger.info('app worker back', { slot, pid: worker.process.pid });
      if (listening.size < slots) return;
      started = true;
      runtime.logger.info('listening', { url: `http://localhost:${config.PORT}`, workers: slots });
      console.log(`Roomcraft is running at http://localhost:${config.PORT}`);
      root.warmModelFiles(runtime, { stopped: () => stopping }).catch((error) => runtime.logger.warn('product models and pictures not all made', { error: String(error) }));
      // The demo client's studio renders (issue 25, ADR 062), made by the render process once it runs.
      if (config.DEMO_DATA) root.seedDemoAiRenders(runtime, { stopped: () => stopping }).catch((error) => runtime.logger.warn('demo renders not all made', { error: String(error) }));
    });
    // A room's connection on its way to its owner: passed on, or closed when the owner is not up (the client reconnects).
    worker.on('message', (message: unknown, handle?: Socket) => {
      if (isCheckpointsWanted(message)) return places && send(worker, everyPlace(places));
      if (!isForwardedUpgrade(message) || !handle) return;
      const owner = bySlot.get(message.slot);
      if (!owner || !owner.isConnected() || !listening.has(message.slot)) return handle.destroy();
      try {
        owner.send(message, handle);
      } catch {
        handle.destroy();
      }
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    const slot = [...bySlot].find(([, w]) => w === worker)?.[0];
    if (slot === undefined) return;
    listening.delete(slot);
    if (stopping) return;
    runtime.logger.warn('app worker ended: starting it again', { slot, pid: worker.process.pid, code, signal });
    fork(slot);
  });
  for (let slot = 0; slot < slots; slot++) fork(slot);

  onShutdown(async () => {
    stopping = true;
    const workers = [...bySlot.values()].filter((w) => !w.isDead());
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            w.once('exit', () => resolve());
            w.process.kill('SIGTERM');
          }),
      ),
    );
    await runtime.close();
    runtime.logger.info('stopped');
  }, runtime.logger);
}

/** One HTTP worker: the site and its sockets, on the port the primary shares. */
export async function startHttpWorker(config: Config): Promise<void> {
  const slot = Number(process.env[slotEnv] ?? 0);
  const slots = config.WEB_CONCURRENCY;
  const { build, root, clientDir, createUpgradeHandler } = await loadServerBuild(path.join(process.cwd(), 'build/server/index.js'));
  // Where the primary's projections stand, as it sends them (ADR 073); listened for before the runtime starts, so the first message is not missed.
  const checkpoints = new PushedCheckpoints();
  process.on('message', (message: unknown) => {
    if (isCheckpointsMessage(message)) checkpoints.apply(message);
  });
  process.send?.(checkpointsWanted);
  const runtime = await root.createRuntime(config, { checkpoints });
  const app = root.createHttpApp(runtime, build, clientDir);
  const worker = String(slot);
  // Which worker answered (tests and operators look; only ever a slot number).
  const server = http.createServer((req, res) => {
    res.setHeader('x-worker', worker);
    app(req, res);
  });
  const sockets = createUpgradeHandler(runtime);
  const upgradeHere = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    tagUpgradeAnswer(socket, worker);
    if (!sockets.handleUpgrade(req, socket, head)) socket.destroy();
  };
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const room = roomOfUpgrade(req.url);
    const owner = room === null ? slot : ownerSlot(room, slots);
    if (owner === slot || !process.send) return upgradeHere(req, socket, head);
    const message: ForwardedUpgrade = {
      kind: 'roomcraft:upgrade',
      slot: owner,
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      httpVersion: req.httpVersion,
      headers: req.headers,
      rawHeaders: req.rawHeaders,
      head: head.toString('base64'),
    };
    socket.on('error', () => socket.destroy());
    runtime.logger.debug('room socket passed to its owner', { from: slot, to: owner });
    // The handle goes to the primary; this process's copy of it is closed once sent.
    process.send(message, socket, {}, (error: Error | null) => {
      if (error) socket.destroy();
    });
  });
  process.on('message', (message: unknown, handle?: Socket) => {
    if (!isForwardedUpgrade(message) || !handle) return;
    const req = new IncomingMessage(handle);
    req.method = message.method;
    req.url = message.url;
    req.httpVersion = message.httpVersion;
    const [major, minor] = message.httpVersion.split('.').map(Number);
    req.httpVersionMajor = major ?? 1;
    req.httpVersionMinor = minor ?? 1;
    req.headers = message.headers;
    req.rawHeaders = message.rawHeaders;
    req.complete = true;
    upgradeHere(req, handle, Buffer.from(message.head, 'base64'));
  });
  server.listen(config.PORT, config.HOST, () => runtime.logger.info('app worker listening', { slot, pid: process.pid }));

  onShutdown(async () => {
    sockets.close();
    server.closeAllConnections?.();
    await new Promise((resolve) => server.close(resolve));
    await runtime.close();
  }, runtime.logger);
}

/** The upgrade's answer (101, or a refusal) names the worker that served the socket, as `x-worker` does on HTTP answers. */
function tagUpgradeAnswer(socket: Duplex, worker: string) {
  const write = socket.write;
  socket.write = function (this: Duplex, chunk: unknown, ...rest: unknown[]) {
    socket.write = write;
    const tagged = typeof chunk === 'string' && chunk.startsWith('HTTP/1.1 ') ? chunk.replace('\r\n', `\r\nX-Worker: ${worker}\r\n`) : chunk;
    return (write as (...args: unknown[]) => boolean).call(this, tagged, ...rest);
  } as Duplex['write'];
}
