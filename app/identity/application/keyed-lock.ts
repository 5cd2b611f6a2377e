const tails = new Map<string, Promise<void>>();

/**
 * Runs `task` after every earlier task of the same key in this process has
 * finished. Commands on one stream then meet no version conflict between
 * concurrent requests here (other processes are still kept right by the
 * pipeline's expected versions).
 */
export async function withKeyLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = previous.then(() => mine);
  tails.set(key, tail);
  await previous;
  try {
    return await task();
  } finally {
    release();
    if (tails.get(key) === tail) tails.delete(key);
  }
}
