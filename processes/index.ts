import type { AnyProcess } from './process';

/** Every process and reactor the runner keeps going (workers/process-runner.ts). */
export const processes: AnyProcess[] = [];
