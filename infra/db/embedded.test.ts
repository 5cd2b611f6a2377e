import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDataDir } from './embedded';

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
