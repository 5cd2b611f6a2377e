import type { LoaderFunctionArgs } from '@remix-run/node';
import { getSession } from '~/web/session.server';
import { refusalOf } from '~/web/refusal';
import { dataArchiveOf } from '../data-export.server';

/**
 * GET /client/export/archive: the signed-in user's data as one ZIP (see
 * /client/export). A visitor gets 401; over the limit, 429 with its message.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const text = (body: string, status: number) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });
  if (!session.user) return text('Please sign in to download your data.', 401);
  try {
    const archive = await dataArchiveOf(context.runtime, { ...session, user: session.user });
    return new Response(new Uint8Array(archive.bytes), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${archive.fileName}"`,
        'Content-Length': String(archive.bytes.length),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return text(refusal.message, refusal.status);
    throw error;
  }
}
