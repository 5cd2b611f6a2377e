import { faviconSvg } from '~/shell/favicon';

/** GET /favicon.ico: Chromium asks for it on pages answered with an error status. */
export const loader = () =>
  new Response(faviconSvg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } });
