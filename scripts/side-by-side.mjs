#!/usr/bin/env node
/**
 * `npm test` runs this between finding Chromium and the database tests: the
 * commands given as arguments (each one string, e.g. "tsc --noEmit") run at the
 * same time, each one's output printed whole once it ends (so two outputs never
 * interleave). It exits 1 if any of them failed, after all have ended, naming
 * each command with its time.
 *
 *   node scripts/side-by-side.mjs "tsc --noEmit" "remix vite:build" "vitest run --project unit"
 */
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs "<command>" ["<command>" …]');
  process.exit(2);
}

function run(command) {
  const started = Date.now();
  return new Promise((resolve) => {
    // npm puts node_modules/.bin on the PATH of the scripts it runs, so the commands are found as in package.json.
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`\n── ${command}: ${ok ? 'done' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

const results = await Promise.all(commands.map(run));
if (results.some((ok) => !ok)) {
  console.error(`\nFailed: ${commands.filter((_, i) => !results[i]).join(', ')}`);
  process.exit(1);
}
