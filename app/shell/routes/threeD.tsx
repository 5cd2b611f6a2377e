import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Room3dArea } from '~/canvas';
import { room3dLoader } from '~/canvas/index.server';
import { AddToCart } from '~/commerce';
import styles from '~/styles/room3d.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.name ?? 'Room'} in 3D · Roomcraft` }, { name: 'robots', content: 'noindex' }];
export const loader = room3dLoader;

/**
 * /threeD?boardId=…: the board's products at their true size in the room (issue 23).
 * The shell composes it: the board's room (canvas) with the shop's add to cart (commerce).
 */
export default function ThreeD() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="room3d-page">
      <header className="room3d-page__head">
        <div>
          <h1 className="room3d-page__title">{page.name}: the room in 3D</h1>
          <p className="room3d-page__sub">
            {/* Where the room comes from is the room panel's to say: the designer may change it while the page is open. */}
            {page.call.room.name}
          </p>
        </div>
        <nav className="room3d-page__actions" aria-label="Board">
          <Link to={`/moodboard/detail/${encodeURIComponent(page.boardId)}`} className="button button--secondary button--small">
            Mood board
          </Link>
          <Link to={page.backHref} className="button button--secondary button--small">
            {page.projectKind === 'diy' ? 'Shopping list' : 'Project'}
          </Link>
        </nav>
      </header>
      <Room3dArea call={page.call} plan={page.plan} board={page.board} userId={page.userId} email={page.email} readOnly={page.readOnly} canEditAll={page.canEditAll} canEditRoom={page.canEditRoom} buy={(goodsId, inStock) => <AddToCart goodsId={goodsId} disabled={!inStock} />} />
    </div>
  );
}
