/**
 * What a test file started, to stop once the file is done: `atFileEnd(stop)`.
 *
 * Vitest ignores an `afterAll` registered once the file has been collected:
 * after an `await` in a `beforeAll`, in a top-level `(async () => …)()`, or in
 * a test. The helpers here start things in exactly those places, so they hand
 * their cleanup to this list instead, and tests/support/file-end.ts (a setup
 * file of the integration and e2e projects) runs it, last registered first,
 * after the file's own hooks. It matters: Vitest keeps its worker processes
 * from one file to the next, so what a file leaves running (an app, its
 * projection runner, a database connection holding a transaction open) would
 * go on running beside the next files.
 */
type Cleanup = () => unknown;

const pending: Cleanup[] = [];
let installed = false;

/** Called by tests/support/file-end.ts when the file starts. */
export function startFile() {
  installed = true;
  pending.length = 0;
}

export function atFileEnd(cleanup: Cleanup) {
  if (!installed) throw new Error('atFileEnd needs tests/support/file-end.ts among the setup files of this project (vitest.config.ts)');
  pending.push(cleanup);
}

/** Runs every cleanup (each even when an earlier one fails), then reports the first failure. */
export async function endFile() {
  const failures: unknown[] = [];
  while (pending.length) {
    try {
      await pending.pop()!();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length) throw failures[0];
}
