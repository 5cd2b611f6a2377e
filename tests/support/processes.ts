import type { Runtime } from '../../infra/runtime';

/** Once every process running in the app has handled every visible event (and what that appended): their mails and commands are out. */
export async function processesSettled(runtime: Runtime): Promise<void> {
  if (!runtime.processes) throw new Error('The processes do not run in this app (PROJECTIONS=inline is needed)');
  await runtime.processes.catchUp();
}
