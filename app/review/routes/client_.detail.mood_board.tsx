import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { BoardEditorArea } from '~/canvas';
import { editorData, boardFor } from '~/canvas/index.server';
import { BoardReviewPage } from '~/review/components/board-review-page';
import { boardReviewAction, boardReviewData, boardThread } from '~/review/server/review-pages.server';
import { isDomainError } from '../../../domain/shared/errors';
import { signInMessage } from '~/web/page-form.server';
import { getSession } from '~/web/session.server';
import styles from '~/styles/canvas-editor.css?url';
import reviewStyles from '~/styles/review.css?url';
import roomStyles from '~/styles/room3d.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }, { rel: 'stylesheet', href: reviewStyles }, { rel: 'stylesheet', href: roomStyles }];
export const meta: MetaFunction = () => [{ title: 'Mood board · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/**
 * /client/detail/mood_board?id=…: a client's board. A board their designer
 * published to them opens on its review side (marks, approval, cart); the
 * project's shared board opens in the editor. Signing in (the page asks) reloads it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const url = new URL(request.url);
  const id = url.searchParams.get('id') ?? '';
  const access = await boardFor(context.runtime, session.actor, id);
  if (!access && session.user) {
    try {
      const review = await boardReviewData(context.runtime, session.actor, id, url.searchParams.get('proposalId'));
      const thread = await boardThread(context.runtime, session, review.boardId);
      return data({ review: { ...review, thread, now: new Date().toISOString() }, editor: null }, { headers: { 'Cache-Control': 'private, no-store' } });
    } catch (error) {
      if (!isDomainError(error) || (error.status !== 404 && error.status !== 400)) throw error;
    }
  }
  // A visitor's own DIY board opens as it is; any other board asks a visitor to sign in (the modal), then reloads.
  if (!access && !session.user) {
    if (url.searchParams.get('login') === '1') throw new Response(signInMessage, { status: 401 });
    url.searchParams.set('login', '1');
    throw redirect(`${url.pathname}?${url.searchParams}`);
  }
  if (!access) throw new Response('This mood board does not exist', { status: 404 });
  return data({ review: null, editor: await editorData(context.runtime, access, session) }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const action = boardReviewAction;

export default function ClientMoodBoard() {
  const { editor, review } = useLoaderData<typeof loader>();
  if (review) {
    const q = new URLSearchParams({ id: review.boardId, proposalId: review.proposalId });
    return <BoardReviewPage page={review} action={`/client/detail/mood_board?${q}`} />;
  }
  if (!editor) return null;
  return (
    <div className="mb-page">
      <header className="mb-page__head">
        <div>
          <h1 className="mb-page__title">{editor.name}</h1>
          <p className="mb-page__sub">{editor.canEditAll ? 'You can arrange everything on this board' : 'Add your own items and react to your designer’s picks'}</p>
        </div>
        <nav className="mb-page__actions">
          <Link to="/moodboard/index" className="button button--secondary button--small">
            All my boards
          </Link>
        </nav>
      </header>
      <div className="mb-page__body">
        <BoardEditorArea editor={editor} referId={editor.project.id} />
      </div>
    </div>
  );
}
