import { createDb } from '../infra/db/knex';
import { appDatabase, child, request } from './commerce';
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
  /** Paced (open loop) at 2,000 events/s for 10 s: the rate held and each call's time, next to a trivial GET at the same pace. */
  paced: { eventsPerSec: number; p50: number; p95: number; baselineP50: number; baselineP95: number };
  /** The same with full batches (50 events a call, 600 calls): what a busy page's tracker sends. */
  full: { eventsPerSec: number; p95: number; refused: number };
}

export async function benchTracking(serverUrl: (db: string) => string, log: (m: string) => void, requests = 3000, perRequest = 10): Promise<TrackingFigure> {
  const url = await appDatabase(serverUrl, 'roomcraft_tracking', log);
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
        const r = await send(i).catch(() => ({ status: -1 })); // a reset connection counts as refused, it does not end the bench
        latencies.push(now() - t);
        if (r.status !== ok) refused++;
      });
      return { perSec: total / ((now() - started) / 1000), p50: percentile(latencies, 50), p95: percentile(latencies, 95), refused };
    };
    // Open loop: calls leave at a fixed pace whatever the answers do (as a site's visitors send them), so a
    // call's time is the server's, not a queue the bench built itself; 2,000 events/s = 200 calls of 10 a second.
    const paced = async (perSec: number, seconds: number, send: (i: number) => Promise<{ status: number }>, ok: number) => {
      const total = Math.round(perSec * seconds);
      const latencies: number[] = [];
      let refused = 0;
      const started = now();
      const calls: Promise<void>[] = [];
      for (let i = 0; i < total; i++) {
        const due = started + (i * 1000) / perSec;
        const wait = due - now();
        if (wait > 1) await new Promise((r) => setTimeout(r, wait));
        calls.push(
          (async () => {
            const t = now();
            const r = await send(i).catch(() => ({ status: -1 })); // a reset connection counts as refused, it does not end the bench
            latencies.push(now() - t);
            if (r.status !== ok) refused++;
          })(),
        );
      }
      await Promise.all(calls);
      return { perSec: total / ((now() - started) / 1000), p50: percentile(latencies, 50), p95: percentile(latencies, 95), refused };
    };
    log('tracking: warm-up');
    await run(200, trivial, 405);
    await run(100, collect, 200);
    const before = Number((await db('es_events').where('stream_id', 'like', 'tracking-%').count({ n: '*' }))[0]!.n);
    log(`tracking: baseline (trivial GET, 50 in flight), then ${requests} collect calls of ${perRequest} events`);
    const baseline = await run(requests, trivial, 405);
    const c = await run(requests, (i) => collect(i), 200);
    log('tracking: paced at 200 calls/s for 10 s — trivial GET, then collect calls of 10 events (2,000 events/s)');
    let cpu = await app.cpuMs();
    const pacedBaseline = await paced(200, 10, trivial, 405);
    const baselineCpu = ((await app.cpuMs()) - cpu) / 2000;
    await app.profile('tracking-paced');
    cpu = await app.cpuMs();
    const pacedCollect = await paced(200, 10, (i) => collect(i + requests), 200);
    const collectCpu = ((await app.cpuMs()) - cpu) / 2000;
    await app.profile(null);
    log(`tracking: server CPU per paced call ${collectCpu.toFixed(2)} ms (trivial GET ${baselineCpu.toFixed(2)} ms)`);
    const full = await run(600, (i) => collect(i, 50), 200);
    const stored = Number((await db('es_events').where('stream_id', 'like', 'tracking-%').count({ n: '*' }))[0]!.n) - before;
    return {
      events: requests * perRequest + 600 * 50 + 2000 * perRequest,
      eventsPerSec: c.perSec * perRequest,
      p50: c.p50,
      p95: c.p95,
      refused: c.refused + full.refused + pacedCollect.refused,
      accepted: (requests - c.refused) * perRequest + (600 - full.refused) * 50 + (2000 - pacedCollect.refused) * perRequest,
      paced: { eventsPerSec: pacedCollect.perSec * perRequest, p50: pacedCollect.p50, p95: pacedCollect.p95, baselineP95: pacedBaseline.p95, baselineP50: pacedBaseline.p50 },
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
      figure: `tracking collect: most events/s (30,000 events, batches of 10, 50 in flight)`,
      value: rate(f.eventsPerSec),
      baseline: `${rate(f.baselinePerSec)} requests (trivial GET, same server)`,
      ratio: times(f.eventsPerSec / 10 / f.baselinePerSec),
      target: '≥ 2,000/s',
      verdict: f.eventsPerSec >= 2000 ? 'PASS' : 'MISS',
    },
    {
      figure: `tracking collect paced at 2,000 events/s for 10 s: events/s held, p95 per call (p50 ${ms(f.paced.p50)})`,
      value: `${rate(f.paced.eventsPerSec)}, ${ms(f.paced.p95)}`,
      baseline: `${ms(f.paced.baselineP95)} (trivial GET at the same pace, p50 ${ms(f.paced.baselineP50)})`,
      ratio: times(f.paced.p95 / f.paced.baselineP95),
      target: '≥ 2,000/s, p95 ≤ 20 ms',
      verdict: f.paced.eventsPerSec >= 1990 && f.paced.p95 <= 20 ? 'PASS' : 'MISS',
    },
    {
      figure: `tracking collect at 50 in flight (saturated): p95 per call (p50 ${ms(f.p50)})`,
      value: ms(f.p95),
      baseline: `${ms(f.baselineP95)} (trivial GET p95, 50 in flight)`,
      ratio: times(f.p95 / f.baselineP95),
      target: '(info: a queue of 50)',
      verdict: '',
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
