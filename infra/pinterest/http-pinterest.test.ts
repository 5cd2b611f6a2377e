import { afterAll, describe, expect, it } from 'vitest';
import { startPinterestFake } from '../../tests/support/pinterest-fake';
import { createHttpPinterest, pickImage } from './http-pinterest';
import { PinterestBoardNotFoundError, PinterestUnavailableError } from './port';

const pins = Array.from({ length: 5 }, (_, i) => ({ id: `pin${i + 1}`, description: `Cosy corner ${i + 1}`, link: i === 0 ? 'javascript:alert(1)' : `https://example.com/${i}` }));

describe('the Pinterest board-pins adapter, against a local server speaking its JSON', async () => {
  const fake = await startPinterestFake({ 'ada_designs/living-room': pins });
  afterAll(() => fake.close());
  const pinterest = createHttpPinterest({ baseUrl: fake.url, timeoutMs: 300, maxBytes: 1_000_000 });
  const query = { username: 'ada_designs', boardName: 'living-room', limit: 2, width: 300, cursor: null };

  it('reads a page of pins, keeps only what it needs, and pages with the cursor', async () => {
    const first = await pinterest.boardPins(query);
    expect(first.board).toEqual({ name: 'living room', url: 'https://www.pinterest.com/ada_designs/living-room/', pinCount: 5 });
    expect(first.pins).toEqual([
      { id: 'pin1', description: 'Cosy corner 1', link: null, dominantColor: '#a0b0c0', image: { url: 'https://i.pinimg.com/564x/pin1.jpg', width: 564, height: 720 } },
      { id: 'pin2', description: 'Cosy corner 2', link: 'https://example.com/1', dominantColor: '#a0b0c0', image: { url: 'https://i.pinimg.com/564x/pin2.jpg', width: 564, height: 720 } },
    ]);
    expect(first.nextCursor).toBe('2');
    const last = await pinterest.boardPins({ ...query, limit: 10, cursor: first.nextCursor });
    expect(last.pins.map((p) => p.id)).toEqual(['pin3', 'pin4', 'pin5']);
    expect(last.nextCursor).toBeNull();
    expect(fake.requests.at(-1)).toBe('/v3/pidgets/boards/ada_designs/living-room/pins/?limit=10&bookmark=2');
  });

  it('picks the smallest https picture at least as wide as asked, else the widest', () => {
    const images = { '237x': { url: 'https://a/237.jpg', width: 237, height: 1 }, '564x': { url: 'https://a/564.jpg', width: 564, height: 1 }, orig: { url: 'http://a/o.jpg', width: 1200, height: 1 } };
    expect(pickImage(images, 200)?.url).toBe('https://a/237.jpg');
    expect(pickImage(images, 2000)?.url).toBe('https://a/564.jpg');
  });

  it('a board that does not exist; a server that fails, stalls, floods or answers HTML; nobody listening', async () => {
    await expect(pinterest.boardPins({ ...query, boardName: 'nope' })).rejects.toBeInstanceOf(PinterestBoardNotFoundError);
    for (const boardName of ['broken', 'slow', 'huge', 'garbled']) await expect(pinterest.boardPins({ ...query, boardName }), boardName).rejects.toBeInstanceOf(PinterestUnavailableError);
    const nobody = createHttpPinterest({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 300 });
    await expect(nobody.boardPins(query)).rejects.toBeInstanceOf(PinterestUnavailableError);
  });
});
