import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort, tempDataDir } from '../../infra/db/embedded';
import { createDb } from '../../infra/db/knex';
import { atFileEnd } from '../support/cleanup';

/**
 * `npm start` on its own embedded PostgreSQL (no DATABASE_URL), stopped as a
 * terminal's Ctrl-C stops it: SIGINT to the whole foreground process group (the
 * primary and its HTTP workers). The app talks to its server over the data
 * folder's private Unix-domain socket, and the server, in a process group of its
 * own, is stopped by the app once the runners are done: the app says "stopped"
 * and logs nothing about its database going away.
 */
const secret = 'test-secret-test-secret-test-secret!';

let app: ChildProcess;
let output = '';
let dataDir: string;
let pgPort: number;
let appPort: number;

/** The postmaster's pid, from its pid file (null once it is gone). */
function postmasterPid(): number | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : null;
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const groupOf = (pid: number) => Number(execFileSync('ps', ['-o', 'pgid=', '-p', String(pid)]).toString().trim());

beforeAll(async () => {
  dataDir = tempDataDir('roomcraft-start-');
  [pgPort, appPort] = [await freePort(), await freePort()];
  atFileEnd(() => {
    // Whatever a failed test left behind: the app's group, then its server.
    if (app?.exitCode === null && app.pid) process.kill(-app.pid, 'SIGKILL');
    const pid = postmasterPid();
    if (pid && alive(pid)) process.kill(pid, 'SIGQUIT');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH, NODE_ENV: 'test', SESSION_SECRET: secret, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort),
    PORT: String(appPort), HOST: '127.0.0.1', DEMO_DATA: 'false', WEB_CONCURRENCY: '2',
  };
  // A group of its own, led by the app, as a terminal's foreground job is.
  app = spawn(process.execPath, ['--import', 'tsx', 'composition-root/start.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  app.stdout!.on('data', (d) => (output += d));
  app.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 150_000;
  while (!output.includes(`Roomcraft is running at http://localhost:${appPort}`)) {
    if (app.exitCode !== null || Date.now() > deadline) throw new Error(`the app did not start:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 180_000);

describe('npm start on its embedded PostgreSQL', () => {
  it('talks to its server over a socket in the data folder that only its owner may open', async () => {
    const runDir = path.join(dataDir, 'run');
    expect(fs.statSync(runDir).mode & 0o777).toBe(0o700);
    expect(fs.existsSync(path.join(runDir, `.s.PGSQL.${pgPort}`))).toBe(true);
    expect((await fetch(`http://127.0.0.1:${appPort}/`)).status).toBe(200);
    // Over TCP here, so that only the app's connections come through the socket.
    const admin = createDb(`postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres`, { max: 1 });
    try {
      const { rows } = await admin.raw(`SELECT count(*) FILTER (WHERE client_addr IS NULL)::int AS socket, count(*) FILTER (WHERE client_addr IS NOT NULL)::int AS tcp FROM pg_stat_activity WHERE backend_type = 'client backend' AND datname = 'roomcraft'`);
      expect(rows[0].socket).toBeGreaterThan(0);
      expect(rows[0].tcp).toBe(0);
    } finally {
      await admin.destroy();
    }
  });

  it('stops on a Ctrl-C to its whole process group: the runners first, then the server, with nothing logged about the database going away', async () => {
    const server = postmasterPid();
    expect(server).not.toBeNull();
    // The server is not in the app's group, so the terminal's signal does not reach it.
    expect(groupOf(server!)).not.toBe(groupOf(app.pid!));
    const exited = new Promise((resolve) => app.once('exit', resolve));
    process.kill(-app.pid!, 'SIGINT');
    await exited;
    expect(output).toContain('"msg":"stopped"');
    for (const noise of ['Connection Error', 'Connection ended unexpectedly', 'shutting down', 'ENOENT', 'ECONNRESET', '"level":"error"', 'runner failed', 'a round failed'])
      expect(output, noise).not.toContain(noise);
    expect(alive(server!)).toBe(false);
  });
});
