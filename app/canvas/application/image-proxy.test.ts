import { describe, expect, it } from 'vitest';
import { corsPath } from './image-proxy';

describe('image sources through /cors/{host+path}', () => {
  const hosts = ['cdn.roomcraft.example', 'bucket.s3.example:9000'];
  it.each([
    ['https://cdn.roomcraft.example/images/a/b.jpg', '/cors/cdn.roomcraft.example/images/a/b.jpg'],
    ['http://bucket.s3.example:9000/images/x.png?v=2', '/cors/bucket.s3.example:9000/images/x.png?v=2'],
    ['https://elsewhere.example/a.jpg', 'https://elsewhere.example/a.jpg'],
    ['/media/art/sofa.svg', '/media/art/sofa.svg'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
  ])('%s → %s', (src, expected) => expect(corsPath(src, hosts)).toBe(expected));
});
