import type { LoaderFunctionArgs } from '@remix-run/node';
import { renderArt } from '~/catalogue/art/render';

const named = /^([a-z]+(?:-[a-z]+)?)-([12])-([1-3])\.svg$/;
const byHue = /^(\d{1,3})-([1-3])\.svg$/;

function draw(kind: string, file: string): string | null {
  const n = named.exec(file);
  if (n) return renderArt(kind, n[1], Number(n[3]), Number(n[2]));
  const h = byHue.exec(file);
  return h ? renderArt(kind, Number(h[1]), Number(h[2])) : null;
}

/**
 * /media/art/{kind}/{colour}-{shape}-{variant}.svg (and the older {hue}-{variant}.svg): the catalogue's product pictures, drawn
 * on request. The same address always gives the same picture, so it caches forever.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const svg = draw(params.kind ?? '', params.file ?? '');
  if (!svg) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
