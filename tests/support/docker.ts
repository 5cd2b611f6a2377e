/**
 * Whether testcontainers can start containers here. Returns null when a
 * container runtime answers, otherwise the reason it cannot (no socket, no
 * daemon, too slow), so that tests needing one are skipped and say why.
 */
export async function dockerUnavailableReason(timeoutMs = 5000): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no container runtime answered within ${timeoutMs} ms`), timeoutMs);
  });
  const probe = import('testcontainers')
    .then(({ getContainerRuntimeClient }) => getContainerRuntimeClient())
    .then(() => null)
    .catch((error: Error) => `no Docker engine on this machine (${error.message})`);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
