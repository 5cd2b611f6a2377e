import type { LoaderFunctionArgs } from '@remix-run/node';
import { renderArt } from '~/catalogue/art/render';

const fileName = /^(\d{1,3})-([1-3])\.svg$/;

/**
 * /media/art/{kind}/{hue}-{variant}.svg: the catalogue's product pictures, drawn
 * on request. The same address always gives the same picture, so it caches forever.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const match = fileName.exec(params.file ?? '');
  const svg = match ? renderArt(params.kind ?? '', Number(match[1]), Number(match[2])) : null;
  if (!svg) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
