import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { portIsFree, prepareDataDir, startEmbeddedPostgres, tempDataDir } from './embedded';

const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roomcraft-datadir-')), 'data');
afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

describe('the data folder', () => {
  it('is created private (0700), and belongs to the database user when we run as root', () => {
    prepareDataDir(dir);
    const stat = fs.statSync(dir);
    expect(stat.mode & 0o777).toBe(0o700);
    if (process.getuid?.() === 0) expect(stat.uid).toBe(Number(execSync('id -u postgres').toString()));
    else expect(stat.uid).toBe(process.getuid?.());
  });

  it('is made private again if it was left open', () => {
    fs.chmodSync(dir, 0o777);
    prepareDataDir(dir);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  });
});

describe('the embedded PostgreSQL', () => {
  it('says which port is taken when another program holds it, before doing anything else', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', () => resolve()));
    const { port } = holder.address() as AddressInfo;
    const dataDir = tempDataDir('roomcraft-port-test-');
    try {
      expect(await portIsFree(port)).toBe(false);
      await expect(startEmbeddedPostgres({ dataDir, port, persistent: false })).rejects.toThrow(
        `PostgreSQL cannot start: port ${port} is already in use by another program. Stop it, or choose another port with EMBEDDED_PG_PORT.`,
      );
      // Nothing was made in the data folder.
      expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(false);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(await portIsFree(port)).toBe(true);
  });
});
