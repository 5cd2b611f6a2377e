import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * Server-side SVG renders, each in a child process of its own with a time
 * budget. A render that overruns, or whose client has gone, is stopped by
 * killing its process: librsvg cannot be interrupted, and a worker thread
 * cannot be either (terminate() waits for the native render to finish: a
 * feTurbulence board kept a core busy for a minute after it), whereas SIGKILL
 * frees the core and the memory at once. The process gets no environment (no
 * secret), reads nothing but the SVG it is sent (the sanitizer has inlined
 * every picture), and is reused for the next render when it finished in time.
 */
export type RenderJob =
  | { op: 'png'; svg: string; maxSide: number; maxPixels: number }
  | { op: 'thumbnail'; svg: string; maxSide: number; maxPixels: number; targetWidth: number; boardWidth: number; quality: number };

export type RenderAnswer = { ok: true; body: Buffer; width: number; height: number } | { ok: false; code: 'tooLarge' | 'unreadable' };

export type StopReason = 'timeout' | 'aborted' | 'busy' | 'crashed';

/** A render that did not finish: over its time budget, its client gone, too many waiting, or its process died. */
export class RenderStopped extends Error {
  constructor(readonly reason: StopReason) {
    super(`render stopped: ${reason}`);
    this.name = 'RenderStopped';
  }
}

export interface RenderPoolOptions {
  timeoutMs: number;
  concurrency: number;
  /** Renders that may wait for a free process; more are refused as busy. */
  maxQueue?: number;
  /** An idle process is ended after this long. */
  idleMs?: number;
  onStart?: (info: { op: RenderJob['op']; running: number }) => void;
  onStop?: (reason: StopReason, info: { op: RenderJob['op']; ms: number }) => void;
}

export interface RenderPoolState {
  running: number;
  queued: number;
  idle: number;
  started: number;
  finished: number;
  stopped: Record<StopReason, number>;
}

/** The render itself, as plain CommonJS run by `node -e` in the child (sharp/libvips). */
const childScript = String.raw`
const sharp = require(process.env.RC_SHARP_PATH);
sharp.cache(false);
sharp.concurrency(1);
process.on('disconnect', () => process.exit(0));
async function size(svg, density) {
  const meta = await sharp(svg, { limitInputPixels: false, density }).metadata().catch(() => null);
  return meta && meta.width && meta.height ? meta : null;
}
const tooLarge = (w, h, job) => w > job.maxSide || h > job.maxSide || w * h > job.maxPixels;
async function render(job) {
  const svg = Buffer.from(job.svg);
  const natural = await size(svg, 72);
  if (!natural) return { ok: false, code: 'unreadable' };
  if (tooLarge(natural.width, natural.height, job)) return { ok: false, code: 'tooLarge' };
  if (job.op === 'png') {
    const { data, info } = await sharp(svg, { limitInputPixels: job.maxPixels, density: 72 }).png().toBuffer({ resolveWithObject: true });
    return { ok: true, body: data, width: info.width, height: info.height };
  }
  const scale = job.targetWidth / job.boardWidth;
  const width = Math.max(1, Math.round(natural.width * scale));
  const height = Math.max(1, Math.round(natural.height * scale));
  if (tooLarge(width, height, job)) return { ok: false, code: 'tooLarge' };
  const density = Math.min(2400, Math.max(1, 72 * scale));
  const { data, info } = await sharp(svg, { limitInputPixels: job.maxPixels * 4, density })
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: job.quality })
    .toBuffer({ resolveWithObject: true });
  return { ok: true, body: data, width: info.width, height: info.height };
}
process.on('message', (job) => {
  render(job).then(
    (answer) => process.send(answer),
    () => process.send({ ok: false, code: 'unreadable' }),
  );
});
`;

let sharpPath: string | undefined;
const sharpLocation = () => (sharpPath ??= createRequire(import.meta.url).resolve('sharp'));

interface Waiting {
  start: () => void;
  signal?: AbortSignal;
  onAbort: () => void;
}

export class RenderPool {
  private readonly idle: Array<{ child: ChildProcess; timer: NodeJS.Timeout }> = [];
  private readonly queue: Waiting[] = [];
  private readonly busy = new Set<ChildProcess>();
  private running = 0;
  private counts = { started: 0, finished: 0, stopped: { timeout: 0, aborted: 0, busy: 0, crashed: 0 } as Record<StopReason, number> };
  private closed = false;

  constructor(private readonly options: RenderPoolOptions) {}

  state(): RenderPoolState {
    return { running: this.running, queued: this.queue.length, idle: this.idle.length, started: this.counts.started, finished: this.counts.finished, stopped: { ...this.counts.stopped } };
  }

  /** Renders `job` in a child process; rejects with RenderStopped when it cannot finish. */
  async run(job: RenderJob, signal?: AbortSignal): Promise<RenderAnswer> {
    if (signal?.aborted) throw this.stop('aborted', job, 0);
    if (this.closed) throw new RenderStopped('busy');
    if (this.running >= this.options.concurrency) await this.waitTurn(job, signal);
    this.running++;
    try {
      return await this.runInChild(job, signal);
    } finally {
      this.running--;
      this.queue.shift()?.start();
    }
  }

  private waitTurn(job: RenderJob, signal?: AbortSignal): Promise<void> {
    if (this.queue.length >= (this.options.maxQueue ?? 16)) return Promise.reject(this.stop('busy', job, 0));
    return new Promise<void>((resolve, reject) => {
      const entry: Waiting = {
        signal,
        start: () => {
          signal?.removeEventListener('abort', entry.onAbort);
          resolve();
        },
        onAbort: () => {
          this.queue.splice(this.queue.indexOf(entry), 1);
          reject(this.stop('aborted', job, 0));
        },
      };
      signal?.addEventListener('abort', entry.onAbort, { once: true });
      this.queue.push(entry);
    });
  }

  private stop(reason: StopReason, job: RenderJob, ms: number): RenderStopped {
    this.counts.stopped[reason]++;
    this.options.onStop?.(reason, { op: job.op, ms });
    return new RenderStopped(reason);
  }

  private child(): ChildProcess {
    const reused = this.idle.pop();
    if (reused) {
      clearTimeout(reused.timer);
      return reused.child;
    }
    const child = spawn(process.execPath, ['-e', childScript], {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      serialization: 'advanced',
      // No secret reaches the renderer: only where sharp is.
      env: { NODE_ENV: 'production', RC_SHARP_PATH: sharpLocation() },
    });
    // Neither an idle renderer nor its channel keeps the server's process alive.
    child.unref();
    child.channel?.unref();
    return child;
  }

  private runInChild(job: RenderJob, signal?: AbortSignal): Promise<RenderAnswer> {
    const started = Date.now();
    this.counts.started++;
    const child = this.child();
    this.busy.add(child);
    this.options.onStart?.({ op: job.op, running: this.running });
    return new Promise<RenderAnswer>((resolve, reject) => {
      let settled = false;
      const finish = (outcome: () => void, keep: boolean) => {
        if (settled) return;
        settled = true;
        this.busy.delete(child);
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (keep && !this.closed && this.idle.length < this.options.concurrency) {
          const timer = setTimeout(() => this.retire(child), this.options.idleMs ?? 30_000);
          timer.unref();
          this.idle.push({ child, timer });
        } else if (child.exitCode === null) child.kill('SIGKILL');
        outcome();
      };
      const kill = (reason: StopReason) => finish(() => reject(this.stop(reason, job, Date.now() - started)), false);
      const onMessage = (answer: { ok: boolean; body?: Uint8Array; width?: number; height?: number; code?: 'tooLarge' | 'unreadable' }) => {
        this.counts.finished++;
        const result: RenderAnswer = answer.ok && answer.body
          ? { ok: true, body: Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength), width: answer.width!, height: answer.height! }
          : { ok: false, code: answer.code === 'tooLarge' ? 'tooLarge' : 'unreadable' };
        finish(() => resolve(result), true);
      };
      const onExit = () => kill('crashed');
      const onAbort = () => kill('aborted');
      const timer = setTimeout(() => kill('timeout'), this.options.timeoutMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
      signal?.addEventListener('abort', onAbort, { once: true });
      child.send(job, (error) => {
        if (error) kill('crashed');
      });
    });
  }

  private retire(child: ChildProcess) {
    const at = this.idle.findIndex((i) => i.child === child);
    if (at >= 0) this.idle.splice(at, 1);
    child.kill('SIGKILL');
  }

  /** Ends every idle process and refuses new renders; running ones are killed. */
  close(): void {
    this.closed = true;
    for (const { child, timer } of this.idle.splice(0)) {
      clearTimeout(timer);
      child.kill('SIGKILL');
    }
    for (const child of this.busy) child.kill('SIGKILL');
  }
}
