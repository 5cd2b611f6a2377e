import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogueCommands } from '../../domain/catalogue/commands';
import { loadConfig } from '../../infra/config';
import { createLogger } from '../../infra/logger';
import { createRuntime } from '../../composition-root/runtime';
import { getGoods } from '../../projections/catalogue/goods.queries';
import { demoGoods } from '../../composition-root/demo/catalogue';
import { createTestDatabase } from '../support/db';
import { atFileEnd } from '../support/cleanup';

/** `npm run workers` as its own process, and an app that leaves projections to it. */
describe('projection workers in their own process', () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((c) => c.kill('SIGTERM')));

  it('keeps the read models up to date for an app started with PROJECTIONS=external', async () => {
    const { url } = await createTestDatabase();
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret!', DATA_DIR: '/tmp/roomcraft-test-data', LOG_LEVEL: 'info' };
    const runtime = await createRuntime(loadConfig({ ...env, PROJECTIONS: 'external' }), { databaseUrl: url, logger: createLogger('silent') });
    atFileEnd(() => runtime.close());
    expect(runtime.runner).toBeNull();

    const worker = spawn(process.execPath, ['--import', 'tsx', 'composition-root/run-workers.ts'], {
      env: { PATH: process.env.PATH, ...env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(worker);
    let output = '';
    worker.stdout!.on('data', (d) => (output += d));
    worker.stderr!.on('data', (d) => (output += d));
    await expect.poll(() => output, { timeout: 30_000 }).toContain('projection workers running');

    const [goods] = demoGoods(1, 99, 'w');
    await runtime.execute(catalogueCommands.ListGoods, goods, { actor: { kind: 'system' } });
    // runtime.execute waited on the checkpoints the worker process wrote.
    expect(await getGoods(runtime.db, goods.goodsId)).toMatchObject({ name: goods.name, priceCents: goods.priceCents });
    const checkpoints = await runtime.db('projection_checkpoints').select('name', 'position');
    expect(checkpoints.every((c) => Number(c.position) > 0)).toBe(true);

    // SIGTERM: the runner stops and closes its connections before the process exits (128 + 15).
    worker.kill('SIGTERM');
    await new Promise((r) => worker.once('exit', r));
    expect(output).toContain('projection workers stopped');
    expect(worker.exitCode, output).toBe(143);
  });
});
