import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * App code never reads the event store (issue 21, ADR 024): a stream's state
 * comes from `runtime.loadAggregate(decider or fold, streamId)` — folded with
 * the typed evolve — or from a read model; the live inbox and the status call
 * read the feed (`runtime.feed`), the staff event log its own reader
 * (`runtime.eventLog`). Checked on every app source file.
 */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const storeUse = [
  /\.readStream\s*\(/, // a raw stream read, whatever the receiver
  /\bruntime\s*\??\.\s*store\b/, // runtime.store, context.runtime.store
  /\{[^}]*\bstore\b[^}]*\}\s*=\s*[\w.]*\bruntime\b/, // const { store } = runtime
];

const storeUseIn = (text: string) => text.split('\n').flatMap((line, i) => (storeUse.some((p) => p.test(line)) ? [`${i + 1}: ${line.trim()}`] : []));

describe('app code and the event store', () => {
  const files = sourceFiles('app');
  const offenders = new Map(files.map((f) => [f, storeUseIn(fs.readFileSync(f, 'utf8'))] as const).filter(([, hits]) => hits.length > 0));

  it('never calls store.readStream or touches runtime.store', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(Object.fromEntries(offenders)).toEqual({});
  });

  it('sees every form of reading the store', () => {
    expect(storeUseIn('const { events } = await runtime.store.readStream(orderStream(id));')).toHaveLength(1);
    expect(storeUseIn('await args.context.runtime.store.head();')).toHaveLength(1);
    expect(storeUseIn('const { store, db } = context.runtime;')).toHaveLength(1);
    expect(storeUseIn('const s = await store.readStream(id);')).toHaveLength(1);
    expect(storeUseIn('const { state } = await runtime.loadAggregate(needDecider, needStream(id));')).toEqual([]);
    expect(storeUseIn('this.store.getItem(key); // localStorage')).toEqual([]);
  });
});
