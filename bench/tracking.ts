import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createDb } from '../infra/db/knex';
import { migrate } from '../composition-root/migrations';
import { child, request } from './commerce';
import type { Row } from './report';
import { ms, rate, times } from './report';
import { now, percentile, pool } from './stats';

/**
 * Issue 26: first-party tracking's collect call over real HTTP, sustained —
 * 200 visitors with analytics consent, 50 requests in flight, each a batch of
 * 10 events (a page's 5 s batch) — next to a trivial GET on the same server and
 * route (answered 405 by the app: the HTTP, session and routing cost without
 * the write), measured in the same run. Nothing lost: every accepted event is
 * counted in the visitors' streams afterwards.
 */
export interface TrackingFigure {
  events: number;
  eventsPerSec: number;
  p50: number;
  p95: number;
  refused: number;
  accepted: number;
  stored: number;
  baselinePerSec: number;
  baselineP95: number;
  /** The same with full batches (50 events a call, 600 calls): what a busy page's tracker sends. */
  full: { eventsPerSec: number; p95: number; refused: number };
}

export async function benchTracking(serverUrl: (db: string) => string, log: (m: string) => void, requests = 3000, perRequest = 10): Promise<TrackingFigure> {
  if (!fs.existsSync(path.resolve('build/server/index.js'))) {
    log('building the app (npx remix vite:build)');
    execFileSync('npx', ['remix', 'vite:build'], { stdio: 'ignore' });
  }
  const admin = createDb(serverUrl('postgres'), { max: 1 });
  await admin.raw('CREATE DATABASE roomcraft_tracking');
  await admin.destroy();
  const url = serverUrl('roomcraft_tracking');
  const migrator = createDb(url, { max: 1 });
  await migrate(migrator);
  await migrator.destroy();
  log('tracking: starting the app in a process of its own');
  const app = await child(['app', url]);
  const db = createDb(url, { max: 2 });
  try {
    const base = `http://127.0.0.1:${app.port}`;
    const visitors = await Promise.all(Array.from({ length: 200 }, async () => JSON.parse((await request(`${base}/api/common/getSessionId`)).body).data.sessionId as string));
    let seq = 0;
    const collect = (i: number, size = perRequest) => {
      const body = JSON.stringify(Array.from({ length: size }, (_, k) => ({ eventType: k ? 'click' : 'page_view', page: `/product/page/p${i % 500}`, pageAction: k ? `action-${k}` : null, requestId: `b${seq++}`, websiteSource: 'web', channel: 'direct', extended: { k } })));
      return request(`${base}/tracking/api/tracking/collect`, { method: 'POST', headers: { authorization: visitors[i % visitors.length]!, 'content-type': 'application/json', cookie: 'rc_consent=analytics' }, body });
    };
    const trivial = () => request(`${base}/tracking/api/tracking/collect`, { headers: { authorization: visitors[0]! } });
    const run = async (total: number, send: (i: number) => Promise<{ status: number }>, ok: number) => {
      const latencies: number[] = [];
      let refused = 0;
      const started = now();
      await pool(total, 50, async (i) => {
        const t = now();
        const r = await send(i);
        latencies.push(now() - t);
        if (r.status !== ok) refused++;
      });
      return { perSec: total / ((now() - started) / 1000), p50: percentile(latencies, 50), p95: percentile(latencies, 95), refused };
    };
    log('tracking: warm-up');
    await run(200, trivial, 405);
    await run(100, collect, 200);
    const before = Number((await db('es_events').where('stream_id', 'like', 'tracking-%').count({ n: '*' }))[0]!.n);
    log(`tracking: baseline (trivial GET, 50 in flight), then ${requests} collect calls of ${perRequest} events`);
    const baseline = await run(requests, trivial, 405);
    const c = await run(requests, (i) => collect(i), 200);
    const full = await run(600, (i) => collect(i, 50), 200);
    const stored = Number((await db('es_events').where('stream_id', 'like', 'tracking-%').count({ n: '*' }))[0]!.n) - before;
    return {
      events: requests * perRequest + 600 * 50,
      eventsPerSec: c.perSec * perRequest,
      p50: c.p50,
      p95: c.p95,
      refused: c.refused + full.refused,
      accepted: (requests - c.refused) * perRequest + (600 - full.refused) * 50,
      stored,
      baselinePerSec: baseline.perSec,
      baselineP95: baseline.p95,
      full: { eventsPerSec: full.perSec * 50, p95: full.p95, refused: full.refused },
    };
  } finally {
    await app.stop();
    await db.destroy();
  }
}

export function trackingRows(f: TrackingFigure): Row[] {
  return [
    {
      figure: `tracking collect: events/s sustained (30,000 events, batches of 10, 50 in flight)`,
      value: rate(f.eventsPerSec),
      baseline: `${rate(f.baselinePerSec)} requests (trivial GET, same server)`,
      ratio: times(f.eventsPerSec / 10 / f.baselinePerSec),
      target: '≥ 2,000/s',
      verdict: f.eventsPerSec >= 2000 ? 'PASS' : 'MISS',
    },
    {
      figure: `tracking collect: p95 per call (p50 ${ms(f.p50)})`,
      value: ms(f.p95),
      baseline: `${ms(f.baselineP95)} (trivial GET p95)`,
      ratio: times(f.p95 / f.baselineP95),
      target: '≤ 20 ms',
      verdict: f.p95 <= 20 ? 'PASS' : 'MISS',
    },
    {
      figure: 'tracking collect, full batches of 50: events/s (p95 per call)',
      value: `${rate(f.full.eventsPerSec)} (${ms(f.full.p95)})`,
      baseline: `${rate(f.baselinePerSec)} requests (trivial GET, same server)`,
      ratio: times(f.full.eventsPerSec / 50 / f.baselinePerSec),
      target: '(info)',
      verdict: '',
    },
    {
      figure: 'tracking collect: nothing lost (stored = accepted, both runs)',
      value: `${f.stored.toLocaleString('en-US')} stored`,
      baseline: `${f.accepted.toLocaleString('en-US')} accepted, ${f.refused} calls refused`,
      ratio: '',
      target: 'equal, none refused',
      verdict: f.refused === 0 && f.stored === f.accepted ? 'PASS' : 'MISS',
    },
  ];
}
