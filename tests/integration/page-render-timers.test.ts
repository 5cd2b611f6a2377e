import { expect, it } from 'vitest';
import { startTestApp } from '../support/http-app';

const timeouts = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

/**
 * Each page render arms a timer that aborts it after the stream timeout
 * (app/entry.server.tsx). A render that has finished lets go of it at once: the
 * timers of finished pages are not left to hold their renders for six seconds.
 */
it('a finished page leaves no abort timer behind', async () => {
  const { base } = await startTestApp({}, { demoData: true });
  for (const path of ['/', '/marketPlace/index']) expect((await fetch(base + path)).status).toBe(200);
  await new Promise((r) => setTimeout(r, 50));
  const before = timeouts();
  for (let i = 0; i < 30; i++) {
    const res = await fetch(base + (i % 2 ? '/' : '/marketPlace/index'));
    expect(res.status).toBe(200);
    await res.text();
  }
  await new Promise((r) => setTimeout(r, 50));
  // Remix keeps a timer of its own per page for five seconds (single fetch's turbo-stream timeout, cleared
  // only when a request is aborted): thirty. Ours kept as well would make sixty; a few come and go with the app's work.
  expect(timeouts() - before).toBeLessThan(40);
});
