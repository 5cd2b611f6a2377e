import net from 'node:net';

export interface RawAnswer {
  /** The status of the first response line, or null when the server closed without one. */
  status: number | null;
  /** The response head as received (status line and headers). */
  head: string;
}

/**
 * Sends `bytes` as they are over a new TCP connection to `base`'s port and
 * reads the first response line; the connection is closed after it (a refused
 * upgrade or a keep-alive answer alike). No HTTP client in between: the request
 * line and headers reach the server exactly as written.
 */
export function rawRequest(base: string, bytes: string | Buffer): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const line = /^HTTP\/\d\.\d (\d{3})/.exec(received);
      resolve({ status: line ? Number(line[1]) : null, head: received.split('\r\n\r\n')[0]!.slice(0, 2000) });
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('connect', () => socket.write(bytes));
  });
}

/** A request head in raw text: request line, headers in the order and casing given, blank line. */
export function rawHead(requestLine: string, headers: [string, string][]): string {
  return `${requestLine}\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
}

/** A small seeded generator (mulberry32): the same cases on every run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
