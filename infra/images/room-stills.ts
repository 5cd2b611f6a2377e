/**
 * Stills of a board's room (issue 23, ADR 038), rendered in a child process so
 * that a render (1–3 s of CPU at 1600×900) never holds the server's event loop.
 * The child runs the same TypeScript (through tsx, as `npm start` does), gets
 * no environment but PATH (no secret), renders one job at a time and is ended
 * after a minute idle; a job over its time budget kills it. Where no child can
 * be started (no tsx beside the code), the job is rendered here instead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ModelSpec } from '../../domain/catalogue/models3d';
import type { Placement } from '../../domain/rooms/placement';
import type { Viewpoint } from '../../domain/rooms/render';
import type { Room } from '../../domain/rooms/room';

export interface StillsJob {
  room: Room;
  pieces: { placement: Placement; spec: ModelSpec | null }[];
  views: Pick<Viewpoint, 'eye' | 'target' | 'fov'>[];
  width: number;
  height: number;
}

export class StillsFailed extends Error {
  constructor(readonly code: string) {
    super(`room stills failed: ${code}`);
    this.name = 'StillsFailed';
  }
}

const childFile = () => path.resolve(process.cwd(), 'infra/images/room-stills-child.ts');
const idleMs = 60_000;

type Pending = { resolve: (bodies: Buffer[]) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

export class RoomStillsRenderer {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private next = 1;
  private queue: Promise<unknown> = Promise.resolve();
  private idle: NodeJS.Timeout | null = null;

  constructor(private readonly options: { timeoutMs?: number; inProcess?: boolean } = {}) {}

  /** The job's stills as WebP, one per view, in order; one job at a time. */
  render(job: StillsJob): Promise<Buffer[]> {
    const turn = this.queue.then(() => this.run(job));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async run(job: StillsJob): Promise<Buffer[]> {
    if (this.options.inProcess || !fs.existsSync(childFile())) {
      const { renderStills } = await import('./room-stills-child');
      return renderStills(job);
    }
    if (this.idle) clearTimeout(this.idle);
    const child = this.childProcess();
    child.ref();
    child.channel?.ref();
    const id = this.next++;
    try {
      return await new Promise<Buffer[]>((resolve, reject) => {
        const timer = setTimeout(() => {
          this.pending.delete(id);
          child.kill('SIGKILL');
          reject(new StillsFailed('timeout'));
        }, this.options.timeoutMs ?? 120_000);
        this.pending.set(id, { resolve, reject, timer });
        child.send({ id, job });
      });
    } finally {
      // Between jobs the child does not keep this process alive.
      child.unref();
      child.channel?.unref();
      this.idle = setTimeout(() => this.close(), idleMs);
      this.idle.unref();
    }
  }

  private childProcess(): ChildProcess {
    if (this.child && this.child.connected) return this.child;
    const child = spawn(process.execPath, ['--import', 'tsx', childFile()], { cwd: process.cwd(), env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '', RC_ROOM_STILLS_CHILD: '1' }, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
    child.on('message', (answer: { id: number; ok: boolean; bodies?: string[]; code?: string }) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      clearTimeout(waiting.timer);
      if (answer.ok) waiting.resolve(answer.bodies!.map((b) => Buffer.from(b, 'base64')));
      else waiting.reject(new StillsFailed(answer.code ?? 'Error'));
    });
    child.on('exit', () => {
      if (this.child === child) this.child = null;
      for (const [id, waiting] of this.pending) {
        clearTimeout(waiting.timer);
        waiting.reject(new StillsFailed('crashed'));
        this.pending.delete(id);
      }
    });
    child.on('error', () => undefined);
    this.child = child;
    return child;
  }

  close() {
    if (this.idle) clearTimeout(this.idle);
    this.child?.kill();
    this.child = null;
  }
}
