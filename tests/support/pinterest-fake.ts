import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the JSON of Pinterest's public board-pins
 * endpoint (never the internet): GET /v3/pidgets/boards/{username}/{board}/pins/
 * with `limit` and `bookmark`, answering { status: 'success', data: { pins, board,
 * bookmark } } or 404 { status: 'failure', message: 'Board not found.' }.
 * Boards: `boards[username/board]` pins; the board `broken` answers 500, `slow`
 * never answers, `huge` answers more than any cap, `garbled` answers HTML.
 */
export interface FakePin {
  id: string;
  description: string;
  link: string | null;
}

const pinJson = (p: FakePin) => ({
  id: p.id,
  description: p.description,
  link: p.link,
  dominant_color: '#a0b0c0',
  images: {
    '237x': { url: `https://i.pinimg.com/237x/${p.id}.jpg`, width: 237, height: 300 },
    '564x': { url: `https://i.pinimg.com/564x/${p.id}.jpg`, width: 564, height: 720 },
    orig: { url: `http://insecure.example/${p.id}.jpg`, width: 1200, height: 1500 },
  },
  pinner: { username: 'ignored', full_name: 'not kept' },
});

export async function startPinterestFake(boards: Record<string, FakePin[]>) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/v3\/pidgets\/boards\/([^/]+)\/([^/]+)\/pins\/$/.exec(url.pathname);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!match || req.method !== 'GET') return send(404, { status: 'failure', message: 'Not found.' });
    const [user, board] = [decodeURIComponent(match[1]!), decodeURIComponent(match[2]!)];
    if (board === 'broken') return send(500, { status: 'failure', message: 'Internal error' });
    if (board === 'slow') return; // never answers
    if (board === 'huge') return send(200, { status: 'success', data: { pins: [], padding: 'x'.repeat(3_000_000) } });
    if (board === 'garbled') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>maintenance</html>');
    }
    const pins = boards[`${user}/${board}`];
    if (!pins) return send(404, { status: 'failure', code: 40, message: 'Board not found.' });
    const limit = Math.max(1, Math.min(250, Number(url.searchParams.get('limit') ?? '25')));
    const start = Number(url.searchParams.get('bookmark') ?? '0') || 0;
    const page = pins.slice(start, start + limit);
    const bookmark = start + limit < pins.length ? String(start + limit) : '-end-';
    send(200, { status: 'success', code: 0, message: 'ok', data: { pins: page.map(pinJson), board: { name: board.replace(/-/g, ' '), url: `/${user}/${board}/`, pin_count: pins.length }, bookmark } });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
